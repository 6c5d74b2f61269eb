// What both entry points (start.ts, emulator-only.ts) do around the app: open and seed the
// database, listen, and shut down cleanly on SIGINT/SIGTERM.
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { openDatabase } from '../db/client';
import type { TDatabaseHandle } from '../db/client';
import { assertNotAhead, catchUp, DataAheadError, describeCatchUp } from './emulator/rules/catch-up';
import { seedDemo } from '../seed/demo';
import { isDatabaseEmpty } from '../db/queries/seed-state';
import type { TClock } from './emulator/clock';
import type { TLogger } from './logger';

/** Ends a start that cannot go on: one readable message, no stack trace, exit code 1. */
export const exitWith = (message: string): never => {
  console.error(message);
  process.exit(1);
};

/** What `attempt` gives, or why it failed (`reason`, a sentence) and exit code 1. */
export const orExit = async <T>(attempt: () => T | Promise<T>, reason: (error: unknown) => string): Promise<T> => {
  try {
    return await attempt();
  } catch (error) {
    return exitWith(reason(error));
  }
};

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Opens (and migrates) the database; seeds the demo data into an empty one, anchored on the
 * clock's day; fills the days a seeded one is missing up to that day. Data later than the
 * clock's day (EMULATOR_TODAY set earlier than it) throws DataAheadError.
 */
export const openSeededDatabase = async (path: string, say: (line: string) => void, clock: TClock, options: { seed?: number } = {}): Promise<TDatabaseHandle> => {
  const database = openDatabase(path);
  try {
    if (isDatabaseEmpty(database.db)) {
      say(`Seeding the demo data into ${path} (today ${clock.todayIso()}):`);
      const report = await seedDemo(database.db, { log: say, now: clock.now(), seed: options.seed });
      say(`Seeded ${report.rows.toLocaleString('en-US')} rows in ${(report.totalMs / 1000).toFixed(2)} s.`);
    } else {
      assertNotAhead(database.db, clock.today());
      say(describeCatchUp(catchUp(database.db, clock.now())));
    }
  } catch (error) {
    database.close();
    throw error;
  }
  return database;
};

/** What to do about data later than the emulator's day. */
export const dataAheadAdvice = (path: string, error: DataAheadError): string =>
  `${path} holds insights through ${error.filledThrough}, later than the emulator's today (${error.today}).\n` +
  `Seed it anew on that day (npm run seed -- --reset --today ${error.today} --db ${path}), or set EMULATOR_TODAY to ${error.filledThrough} or later.`;

/** Why openSeededDatabase failed, in words a person can act on. */
export const databaseFailure = (path: string, error: unknown): string =>
  error instanceof DataAheadError
    ? dataAheadAdvice(path, error)
    : `Could not open the database at ${path}: ${messageOf(error)}\nSet DATABASE_PATH to a file in a folder this user can write.`;

/** The URL people can open: a wildcard host is reached as localhost. */
export const displayUrl = (host: string, port: number): string => {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
};

export type TRunningServer = { server: Server; url: string; close: () => Promise<void> };

/** How long in-flight requests get to finish before their connections are cut. */
const DRAIN_MS = 10_000;

type TListenOptions = { host: string; port: number };

export const listen = (fetch: (request: Request) => Response | Promise<Response>, options: TListenOptions): Promise<TRunningServer> =>
  new Promise((resolve, reject) => {
    // Plain HTTP/1.1 (no http2 options are passed), so the server is a node:http Server.
    const server = serve({ fetch, hostname: options.host, port: options.port }, (info) => {
      const close = () =>
        new Promise<void>((done) => {
          const force = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
          // Keep-alive sockets with no request in flight would hold close() open: close them now
          // and again as in-flight requests finish, until the server has let go of every one.
          const sweep = setInterval(() => server.closeIdleConnections(), 50);
          server.close(() => {
            clearTimeout(force);
            clearInterval(sweep);
            done();
          });
          server.closeIdleConnections();
        });
      resolve({ server, url: displayUrl(options.host, info.port), close });
    }) as Server;
    server.once('error', reject);
  });

/** Why a server could not listen, in words a person can act on. */
export const listenFailure = (error: unknown, options: TListenOptions): string => {
  const code = (error as { code?: unknown }).code;
  const where = `${options.host}:${options.port}`;
  if (code === 'EADDRINUSE') return `Port ${options.port} is already in use on ${options.host}. Stop the program that holds it, or start with another PORT.`;
  if (code === 'EACCES') return `Not allowed to listen on ${where}. Ports below 1024 need extra rights: choose a PORT of 1024 or more.`;
  if (code === 'EADDRNOTAVAIL') return `${options.host} is not an address of this machine. Set HOST to one of its addresses (127.0.0.1, or 0.0.0.0 for all).`;
  return `Could not listen on ${where}: ${messageOf(error)}`;
};

/** Runs `stop` once on the first SIGINT or SIGTERM, then exits (a second signal exits at once). */
export const onShutdownSignal = (logger: TLogger, stop: () => Promise<void>): void => {
  let isStopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (isStopping) process.exit(1);
    isStopping = true;
    logger.info('shutting down', { signal });
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
};
