// The server, composed: security headers and a request id on everything, /healthz, the tRPC
// API at /trpc, the emulated gateway at /api and /emulator (unless GATEWAY_URL makes this a
// proxy), and the built SPA for every other GET.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { TDatabaseHandle } from '../db/client';
import type { TEnv } from './env';
import { createEmulator } from './emulator/app';
import { resolveJwtSecret } from './emulator/jwt-secret';
import type { TGateway, TGatewayMode } from './gateway/client';
import { createEmulatorGateway, createProxyGateway } from './gateway/targets';
import type { TLogger } from './logger';
import { securityHeaders } from './security-headers';
import { WEB_DIST } from './spa-build';
import { serveSpa } from './static-spa';
import { createTrpcHandler } from './trpc/handler';

/** tRPC requests are small JSON; the emulator has its own limit for /api. */
export const MAX_TRPC_BODY_BYTES = 1024 * 1024;

export type TAppOptions = {
  env: TEnv;
  logger: TLogger;
  /** The emulator's database; required unless env.GATEWAY_URL is set. */
  database?: Pick<TDatabaseHandle, 'db' | 'sqlite'>;
  /** Where the built SPA lives (default web/dist). */
  webDist?: string;
};

export type TAppEnv = { Variables: { requestId: string } };

const jsonError = (message: string) => ({ success: false as const, message });

export const createApp = (options: TAppOptions) => {
  const { env, logger } = options;
  const app = new Hono<TAppEnv>();
  const mode: TGatewayMode = env.GATEWAY_URL ? 'proxy' : 'emulator';

  app.use(requestId());
  app.use(async (c, next) => {
    await next();
    // Answers handed over whole (tRPC's, the emulator's) skip the headers set before them.
    if (!c.res.headers.has('x-request-id')) {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('x-request-id', c.get('requestId'));
    }
  });
  app.use(securityHeaders());

  app.get('/healthz', (c) => c.json({ ok: true, mode }, 200, { 'cache-control': 'no-store' }));

  let gateway: TGateway;
  if (env.GATEWAY_URL) {
    gateway = createProxyGateway({ url: env.GATEWAY_URL, timeoutMs: env.GATEWAY_TIMEOUT_MS, logger });
    // The SPA talks only tRPC; the gateway's own paths are not served (nor passed on) here.
    const notServed = (c: { json: (body: unknown, status: 404) => Response }) => c.json(jsonError('No such endpoint'), 404);
    app.all('/api/*', notServed);
    app.all('/emulator/*', notServed);
  } else {
    if (!options.database) throw new Error('createApp: emulator mode needs a database (or set GATEWAY_URL)');
    const emulator = createEmulator({
      db: options.database.db,
      sqlite: options.database.sqlite,
      jwt: { secret: resolveJwtSecret(env.JWT_SECRET, env.DATABASE_PATH), ttlSeconds: env.JWT_TTL_SECONDS },
      logger,
      publicUrl: env.PUBLIC_URL,
    });
    gateway = createEmulatorGateway({ app: emulator, timeoutMs: env.GATEWAY_TIMEOUT_MS, logger });
    // The emulator keeps its own 404s, error answers and body limit: hand it the raw request.
    const toEmulator = (c: { req: { raw: Request } }) => emulator.fetch(c.req.raw);
    app.all('/api/*', toEmulator);
    app.all('/emulator/*', toEmulator);
  }

  app.use(
    '/trpc/*',
    bodyLimit({
      maxSize: MAX_TRPC_BODY_BYTES,
      // The rest of the body is not read: close the connection so no client reuses it mid-stream.
      onError: (c) => c.json({ error: jsonError('The request body is too large') }, 413, { connection: 'close' }),
    }),
  );
  app.all('/trpc/*', createTrpcHandler({ gateway, logger }));

  app.get('*', serveSpa({ distDir: options.webDist ?? WEB_DIST }));

  app.notFound((c) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/trpc') || path.startsWith('/emulator/')) {
      return c.json(jsonError('No such endpoint'), 404);
    }
    return c.text('Not found', 404);
  });

  app.onError((error, c) => {
    logger.error('request failed', { method: c.req.method, path: c.req.path, requestId: c.get('requestId'), error });
    return c.json(jsonError('Something went wrong on our side. Please try again.'), 500);
  });

  return app;
};

export type TApp = ReturnType<typeof createApp>;
