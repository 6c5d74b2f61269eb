// What both entry points (start.ts, emulator-only.ts) do around the app: listen with timeouts a
// load balancer can live with, and drain and stop cleanly on SIGINT/SIGTERM. Nothing here opens a
// database (server/emulator/seeded-database.ts does), so proxy mode never loads SQLite.
import { serve } from '@hono/node-server';
import { createServer as createHttpServer } from 'node:http';
import type { RequestListener, Server, ServerOptions } from 'node:http';
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

/** The URL people can open: a wildcard host is reached as localhost. */
export const displayUrl = (host: string, port: number): string => {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
};

export type TRunningServer = {
  server: Server;
  url: string;
  /** Stops accepting, lets in-flight requests finish and closes idle keep-alive sockets; cuts what is left after `forceAfterMs`. */
  close: (forceAfterMs?: number) => Promise<void>;
};

/** How long in-flight requests get to finish before their connections are cut (tests, scripts). */
const DRAIN_MS = 10_000;

/** The server's timeouts (server/env.ts: HTTP_KEEP_ALIVE_MS, HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS). */
export type THttpTimeouts = { keepAliveMs: number; headersMs: number; requestMs: number };

/** The defaults of server/env.ts, for servers started without an environment (tests, scripts). */
export const DEFAULT_HTTP_TIMEOUTS: THttpTimeouts = { keepAliveMs: 65_000, headersMs: 66_000, requestMs: 120_000 };

/** The timeouts the environment sets. */
export const httpTimeoutsOf = (env: { HTTP_KEEP_ALIVE_MS: number; HTTP_HEADERS_TIMEOUT_MS: number; HTTP_REQUEST_TIMEOUT_MS: number }): THttpTimeouts => ({
  keepAliveMs: env.HTTP_KEEP_ALIVE_MS,
  headersMs: env.HTTP_HEADERS_TIMEOUT_MS,
  requestMs: env.HTTP_REQUEST_TIMEOUT_MS,
});

type TListenOptions = {
  host: string;
  port: number;
  timeouts?: THttpTimeouts;
  /** Puts a handler in front of the app's (development: Vite's module server). */
  wrapListener?: (listener: RequestListener) => RequestListener;
};

export const listen = (fetch: (request: Request) => Response | Promise<Response>, options: TListenOptions): Promise<TRunningServer> =>
  new Promise((resolve, reject) => {
    const timeouts = options.timeouts ?? DEFAULT_HTTP_TIMEOUTS;
    // Plain HTTP/1.1 (no http2 options are passed), so the server is a node:http Server. Node checks
    // the three timeouts against each other here (headers at most request).
    const serverOptions = { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs };
    const { wrapListener } = options;
    // serve() calls createServer(serverOptions, listener); node:http's overloads are narrowed to that call.
    const createServer = wrapListener ? (((serverOptions: ServerOptions, listener: RequestListener) => createHttpServer(serverOptions, wrapListener(listener))) as typeof createHttpServer) : undefined;
    const server = serve({ fetch, hostname: options.host, port: options.port, serverOptions, ...(createServer ? { createServer } : {}) }, (info) => {
      const close = (forceAfterMs = DRAIN_MS) =>
        new Promise<void>((done) => {
          const force = setTimeout(() => server.closeAllConnections(), forceAfterMs);
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
    // createServer's options take keepAliveTimeout only on newer Node lines: set it on the server.
    server.keepAliveTimeout = timeouts.keepAliveMs;
    server.once('error', reject);
  });

/** Whether the process is draining (readiness fails from the first moment of a shutdown). */
export type TReadiness = { isDraining: () => boolean; startDraining: () => void };

export const createReadiness = (): TReadiness => {
  let isDraining = false;
  return {
    isDraining: () => isDraining,
    startDraining: () => {
      isDraining = true;
    },
  };
};

type TDrainOptions = { running: TRunningServer; readiness: TReadiness; delayMs: number; deadlineMs: number; logger: TLogger };

/**
 * A drain a load balancer can follow: readiness fails at once; for `delayMs` new connections are
 * still served (the balancer has not noticed yet); then the server stops accepting, in-flight
 * requests finish, idle keep-alive sockets close, and whatever is open at `deadlineMs` after the
 * start is cut. Resolves when the server has let go of every connection.
 */
export const drain = async ({ running, readiness, delayMs, deadlineMs, logger }: TDrainOptions): Promise<void> => {
  const startedAt = Date.now();
  readiness.startDraining();
  if (delayMs > 0) await new Promise((wait) => setTimeout(wait, delayMs));
  logger.info('no longer accepting connections', { afterMs: Date.now() - startedAt });
  await running.close(Math.max(0, deadlineMs - (Date.now() - startedAt)));
  logger.info('every connection closed', { afterMs: Date.now() - startedAt });
};

/** Why a server could not listen, in words a person can act on. */
export const listenFailure = (error: unknown, options: TListenOptions): string => {
  const code = (error as { code?: unknown }).code;
  const where = `${options.host}:${options.port}`;
  if (code === 'EADDRINUSE') return `Port ${options.port} is already in use on ${options.host}. Stop the program that holds it, or start with another PORT.`;
  if (code === 'EACCES') return `Not allowed to listen on ${where}. Ports below 1024 need extra rights: choose a PORT of 1024 or more.`;
  if (code === 'EADDRNOTAVAIL') return `${options.host} is not an address of this machine. Set HOST to one of its addresses (127.0.0.1, or 0.0.0.0 for all).`;
  return `Could not listen on ${where}: ${messageOf(error)}`;
};

/**
 * A second signal this soon after the first is the same one twice: Ctrl-C in a terminal reaches
 * both npm and node, and npm then forwards it to node again.
 */
const SAME_SIGNAL_MS = 1_000;

/** Runs `stop` once on the first SIGINT or SIGTERM, then exits (a second signal, later, exits at once). */
export const onShutdownSignal = (logger: TLogger, stop: () => Promise<void>): void => {
  let stoppingSince: number | undefined;
  const handle = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      if (Date.now() - stoppingSince < SAME_SIGNAL_MS) return;
      process.exit(1);
    }
    stoppingSince = Date.now();
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
