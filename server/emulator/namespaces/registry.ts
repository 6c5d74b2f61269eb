// Namespaces: isolated emulators on one server (`/ns/{name}/api/…`), for CI jobs or test workers
// that share one emulator without seeing each other. A namespace is just another emulator
// instance (createEmulator) on its own SQLite file, copied on first use from the seeded template
// (the one resets restore) caught up to the hour, with its own sessions (its own token secret), journal, fault rules,
// snapshots and webhooks; only the clock, the logger and the password hashing are shared.
// They live as long as the process; past the cap the least recently used idle one is dropped.
import { createHmac } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../../db/client';
import type { TDatabaseHandle } from '../../../db/client';
import { createEmulator, emulatorDeps } from '../app';
import type { TEmulatorDeps } from '../deps';
import { createFaultScenarios } from '../faults/scenarios';
import { waitForAllSyncJobs } from '../sync/runner';
import { createWebhooks } from '../webhooks/webhooks';
import type { TWebhooks } from '../webhooks/webhooks';

import { createCaughtUpSource } from './caught-up-source';
import { NAMESPACE_NAME, NAMESPACES_MAX_DEFAULT } from './schemas';
import type { TNamespaceInfo } from './schemas';

/** How long a dropped namespace's requests and syncs may take to finish before its file closes. */
const DRAIN_MS = 2_000;


type TNamespace = {
  name: string;
  path: string;
  database: TDatabaseHandle;
  webhooks: TWebhooks;
  app: ReturnType<typeof createEmulator>;
  createdAt: number;
  lastUsedAt: number;
  inFlight: number;
};

/** Every namespace is in use and the cap is reached: the caller may try again shortly. */
export class NamespacesFullError extends Error {
  constructor(max: number) {
    super(`All ${max} namespaces are answering requests right now: try again shortly, or raise EMULATOR_NAMESPACES_MAX.`);
    this.name = 'NamespacesFullError';
  }
}

export type TNamespacesOptions = {
  parent: TEmulatorDeps;
  /** Where the namespaces' database files go (emptied at start: namespaces do not outlive the process). */
  folder: string;
  max?: number;
  allowRemoteWebhooks?: boolean;
};

/** A namespace's own token secret: a token signed in one namespace is refused in every other. */
const secretOf = (parentSecret: string, name: string): string => createHmac('sha256', parentSecret).update(`namespace:${name}`).digest('base64url');

const bytesOf = (path: string): number => [path, `${path}-wal`].reduce((sum, file) => sum + (existsSync(file) ? statSync(file).size : 0), 0);

export type TNamespaces = ReturnType<typeof createNamespaces>;

export const createNamespaces = (options: TNamespacesOptions) => {
  const { parent, folder } = options;
  const max = options.max ?? NAMESPACES_MAX_DEFAULT;
  const open = new Map<string, TNamespace>();
  const opening = new Map<string, Promise<TNamespace>>();
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  // Resets inside a namespace restore the template the default namespace uses.
  const templates = parent.templates ?? `${parent.sqlite.name}.emulator/templates`;

  const sourceFile = createCaughtUpSource(parent, folder);

  const create = async (name: string): Promise<TNamespace> => {
    const source = await sourceFile();
    const path = join(folder, `${name}.db`);
    for (const file of [path, `${path}-wal`, `${path}-shm`]) rmSync(file, { force: true });
    // A new database is a file copy, as a new emulator's is (serve.ts): the source is one
    // self-contained file, never written once in place, and no connection is open on the copy
    // yet, so the backup API (which resets need, into an open database) only costs more.
    copyFileSync(source, path);
    // Migration-checked (a template kept from an earlier version may predate a migration); the
    // minutes since the source was caught up are the emulator's own first request's (request-pipeline.ts).
    const database = openDatabase(path);
    const webhooks = createWebhooks({ logger: parent.logger, allowRemote: options.allowRemoteWebhooks });
    const base = `/ns/${name}`;
    const deps = emulatorDeps({
      db: database.db,
      sqlite: database.sqlite,
      jwt: { ...parent.jwt, secret: secretOf(parent.jwt.secret, name) },
      logger: parent.logger,
      linkOrigin: () => `${parent.linkOrigin()}${base}`,
      // People go back to the one portal, whichever namespace its gateway is.
      portalOrigin: () => parent.portalOrigin?.() ?? parent.linkOrigin(),
      isOutboxServed: parent.isOutboxServed,
      clock: parent.clock,
      faults: createFaultScenarios(),
      dialect: parent.dialect,
      isAnswerChecked: parent.isAnswerChecked,
      templates,
      passwords: parent.passwords,
      webhooks,
      basePath: base,
    });
    const now = Date.now();
    return { name, path, database, webhooks, app: createEmulator(deps), createdAt: now, lastUsedAt: now, inFlight: 0 };
  };

  const close = async (namespace: TNamespace): Promise<void> => {
    const until = Date.now() + DRAIN_MS;
    while (namespace.inFlight > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    namespace.webhooks.close();
    await waitForAllSyncJobs(namespace.database.db, Math.max(0, until - Date.now()));
    namespace.database.close();
    for (const file of [namespace.path, `${namespace.path}-wal`, `${namespace.path}-shm`, `${namespace.path}.emulator`]) rmSync(file, { recursive: true, force: true });
  };

  /** Makes room for one more: the least recently used namespace with no request under way goes. */
  const makeRoom = async (): Promise<void> => {
    if (open.size + opening.size < max) return;
    const idle = [...open.values()].filter((namespace) => namespace.inFlight === 0).sort((a, b) => a.lastUsedAt - b.lastUsedAt)[0];
    if (!idle) throw new NamespacesFullError(max);
    open.delete(idle.name);
    parent.logger.info('emulator: namespace dropped to make room', { namespace: idle.name, max });
    await close(idle);
  };

  const namespaceOf = async (name: string): Promise<TNamespace> => {
    const existing = open.get(name);
    if (existing) return existing;
    let pending = opening.get(name);
    if (!pending) {
      pending = (async () => {
        await makeRoom();
        return create(name);
      })();
      opening.set(name, pending);
      pending.then(
        (namespace) => {
          opening.delete(name);
          open.set(name, namespace);
        },
        () => opening.delete(name),
      );
    }
    return pending;
  };

  return {
    isValidName: (name: string): boolean => NAMESPACE_NAME.test(name),
    /** Answers `request` (its path without the /ns/{name} prefix) in the namespace, made on first use. */
    fetch: async (name: string, request: Request, env: unknown): Promise<Response> => {
      const namespace = await namespaceOf(name);
      namespace.inFlight += 1;
      namespace.lastUsedAt = Date.now();
      try {
        return await namespace.app.fetch(request, env as never);
      } finally {
        namespace.inFlight -= 1;
        namespace.lastUsedAt = Date.now();
      }
    },
    list: (): TNamespaceInfo[] =>
      [...open.values()]
        .map((namespace) => ({
          name: namespace.name,
          created_at: new Date(namespace.createdAt).toISOString(),
          last_used_at: new Date(namespace.lastUsedAt).toISOString(),
          bytes: bytesOf(namespace.path),
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    /** False when there is no such namespace. */
    drop: async (name: string): Promise<boolean> => {
      const namespace = open.get(name) ?? (await opening.get(name)?.catch(() => undefined));
      if (!namespace) return false;
      open.delete(name);
      await close(namespace);
      return true;
    },
    close: async (): Promise<void> => {
      await Promise.allSettled([...opening.values()]);
      const all = [...open.values()];
      open.clear();
      await Promise.all(all.map(close));
      rmSync(folder, { recursive: true, force: true });
    },
  };
};
