// One server of the HTTP benchmarks, run as its own process so it never shares an event loop
// with the load generator: `node --import tsx tests/bench/serve.ts <mode>`. Prints {"port":N}
// on stdout once listening on a free loopback port; stops on SIGTERM.
//   emulator   the emulated gateway as `npm run emulator` serves it (request id, security
//              headers, createEmulator) on BENCH_DATABASE_PATH
//   bare-rest  bare Hono JSON routes answering the bodies of BENCH_ROUTES_FILE ({path: body})
//   app        the portal server (createApp) with its in-process emulator on BENCH_DATABASE_PATH
//   proxy      the portal server in proxy mode, GATEWAY_URL = BENCH_GATEWAY_URL
//   bare-trpc  bare Hono + tRPC: procedure insights.get answering the body of BENCH_BODY_FILE
//   json-server  json-server 0.17 (the mock server people compare with) serving the rows of
//              BENCH_ROWS_FILE ({resource: rows}) under /api, each answer in the emulator's
//              envelope {success: true, data}; its defaults (static, CORS, compression,
//              no-cache headers) minus the request log, which would only slow it down
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { initTRPC } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono } from 'hono';
import { openDatabase } from '../../db/client';
import { createApp } from '../../server/app';
import { createEmulator } from '../../server/emulator/app';
import { createStandaloneEmulator } from '../../server/emulator/standalone';
import { loadEnv } from '../../server/env';
import { bufferedDestination, createLogger } from '../../server/logger';

const BENCH_MODES = ['emulator', 'bare-rest', 'app', 'proxy', 'bare-trpc', 'json-server'] as const;
type TBenchMode = (typeof BENCH_MODES)[number];

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`serve.ts needs ${name}`);
  return value;
};

// BENCH_LOG_FILE: the access log at info into that file, as a production server writes it.
const logFile = process.env.BENCH_LOG_FILE;
const logger = logFile ? createLogger('info', bufferedDestination(logFile)) : createLogger('silent');

const bareTrpc = (body: unknown) => {
  const t = initTRPC.create();
  const router = t.router({ insights: t.router({ get: t.procedure.query(() => body) }) });
  const app = new Hono();
  app.all('/trpc/*', (c) => fetchRequestHandler({ endpoint: '/trpc', req: c.req.raw, router, createContext: () => ({}) }));
  return app;
};

const bareRest = (routes: Record<string, unknown>) => {
  const app = new Hono();
  for (const [path, body] of Object.entries(routes)) app.get(path, (c) => c.json(body as object));
  return app;
};

const printPort = (port: number) => process.stdout.write(`${JSON.stringify({ port })}\n`);

/** json-server is an Express app with its own listen; loaded only here (Express is heavy). */
const serveJsonServer = async () => {
  const { default: jsonServer } = await import('json-server');
  const server = jsonServer.create();
  const router = jsonServer.router(JSON.parse(readFileSync(required('BENCH_ROWS_FILE'), 'utf8')) as object);
  router.render = (_req, res) => res.jsonp({ success: true, data: res.locals.data });
  server.use(jsonServer.defaults({ logger: false }));
  server.use('/api', router);
  const listener = server.listen(0, '127.0.0.1', () => printPort((listener.address() as { port: number }).port));
  return listener;
};

type TBuilt = { fetch: (request: Request) => Response | Promise<Response> };

const build = (mode: Exclude<TBenchMode, 'json-server'>): TBuilt => {
  switch (mode) {
    case 'emulator': {
      const { db, sqlite } = openDatabase(required('BENCH_DATABASE_PATH'), { migrate: false });
      // As `npm run emulator` runs it: answers checked against the contract only when asked (EMULATOR_CHECK_ANSWERS=on).
      const isAnswerChecked = process.env.EMULATOR_CHECK_ANSWERS === 'on';
      const emulator = createEmulator({ db, sqlite, jwt: { secret: required('BENCH_JWT_SECRET'), ttlSeconds: 3600 }, logger, linkOrigin: () => 'http://127.0.0.1', isAnswerChecked });
      return createStandaloneEmulator(emulator);
    }
    case 'bare-rest':
      return bareRest(JSON.parse(readFileSync(required('BENCH_ROUTES_FILE'), 'utf8')) as Record<string, unknown>);
    case 'app': {
      const databasePath = required('BENCH_DATABASE_PATH');
      const env = loadEnv({ DATABASE_PATH: databasePath, JWT_SECRET: required('BENCH_JWT_SECRET'), LOG_LEVEL: 'silent' });
      return createApp({ env, logger, database: openDatabase(databasePath, { migrate: false }) });
    }
    case 'proxy': {
      const env = loadEnv({ GATEWAY_URL: required('BENCH_GATEWAY_URL'), LOG_LEVEL: 'silent' });
      return createApp({ env, logger });
    }
    case 'bare-trpc':
      return bareTrpc(JSON.parse(readFileSync(required('BENCH_BODY_FILE'), 'utf8')));
  }
};

const mode = process.argv[2] as TBenchMode;
if (!BENCH_MODES.includes(mode)) throw new Error(`Unknown mode '${mode}'; one of ${BENCH_MODES.join(', ')}`);
/** As server/boot.ts listens: @hono/node-server alone. */
const serveBuilt = ({ fetch }: TBuilt) => serve({ fetch, hostname: '127.0.0.1', port: 0 }, (info) => printPort(info.port));
const server = mode === 'json-server' ? await serveJsonServer() : serveBuilt(build(mode));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
