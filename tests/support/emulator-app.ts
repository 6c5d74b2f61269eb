// An emulator on its own migrated temporary SQLite file (empty, or a copy of the demo seed),
// with helpers to call it as a client would.
import { createEmulator, emulatorDeps } from '../../server/emulator/app';
import type { TClock } from '../../server/emulator/clock';
import type { TEmulatorDeps } from '../../server/emulator/deps';
import { signSessionToken } from '../../server/emulator/jwt';
import { createTestLogger } from './server-log';
import { findSessionUser } from '../../db/queries/session';
import { createSeededTempDatabase, createTempDatabase, type TTempDatabase } from './temp-db';

export const TEST_JWT = { secret: 'test-secret-that-is-long-enough-for-hs256-signing', ttlSeconds: 3600 };

/** The node-server bindings of a request from 127.0.0.1 (tests over real HTTP need none). */
export const LOCAL_CONNECTION = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 50000, remoteFamily: 'IPv4' } } };

export type TTestEmulator = Awaited<ReturnType<typeof createTestEmulator>>;

/** An emulator on `database` (default: a freshly migrated, empty temporary file). */
export const createTestEmulator = async (
  database: TTempDatabase | Promise<TTempDatabase> = createTempDatabase(),
  options: { clock?: TClock } = {},
) => {
  const temp = await database;
  const deps: TEmulatorDeps = emulatorDeps({
    db: temp.db,
    sqlite: temp.sqlite,
    jwt: TEST_JWT,
    logger: createTestLogger('error').logger,
    linkOrigin: () => 'http://portal.test',
    isOutboxServed: true,
    clock: options.clock ?? temp.clock,
  });
  const app = createEmulator(deps);

  /** A valid session token for an existing user, as login would issue it. */
  const tokenFor = async (userId: number): Promise<string> => {
    const user = findSessionUser(temp.db, userId);
    if (!user) throw new Error(`No user ${userId} in the test database`);
    return signSessionToken({ userId, role: user.role, tokenVersion: user.token_version }, deps.jwt);
  };

  /** A request as a client sends it: query for GET, JSON body otherwise, optional bearer token. */
  const call = async (
    method: string,
    path: string,
    options: { token?: string; query?: Record<string, string | number | boolean>; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const url = new URL(path, 'http://portal.test');
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const body =
      options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    // In process there is no socket: lend the bindings of a connection from this machine, as
    // @hono/node-server would pass them, so this-machine-only pages (the outbox) answer.
    const response = await app.request(url.pathname + url.search, { method, headers, body }, LOCAL_CONNECTION);
    const text = await response.text();
    let json: Record<string, any> | undefined;
    try {
      json = JSON.parse(text) as Record<string, any>;
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text, headers: response.headers };
  };

  return { ...temp, deps, app, tokenFor, call };
};

/** Like createTestEmulator, on a copy of the demo seed (seed 1, today). */
export const createSeededEmulator = () => createTestEmulator(createSeededTempDatabase({ seed: 1 }));
