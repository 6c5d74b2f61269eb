// The emulated gateway: every endpoint of spec §7 on SQLite, plus the pages a real gateway
// would send browsers to (OAuth consent) and the outbox of mail it would have sent.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HASHING_BUSY_RETRY_SECONDS, HashingBusyError } from '../../db/password-hash';
import { catchUp, currentSeedState, describeCatchUp } from './rules/catch-up';
import { systemClock } from './clock';
import { createRequestJournal, journalBody, journalQuery } from './control/journal';
import { registerControlRoutes } from './control/routes';
import type { TEmulatorDeps, TEmulatorOptions } from './deps';
import { HttpError } from './http-error';
import type { TEmulatorEnv } from './mount-endpoint';
import { registerAdminDirectoryRoutes } from './routes/admin-directory';
import { registerAdminSyncRoutes } from './routes/admin-sync';
import { registerAuthRoutes } from './routes/auth';
import { registerBusinessAccountRoutes } from './routes/business-accounts';
import { registerIntegrationRoutes } from './routes/integrations';
import { registerInviteRoutes } from './routes/invites';
import { registerPerServiceRoutes } from './routes/per-service';
import { registerProfileRoutes } from './routes/profile';
import { registerServiceRoutes } from './routes/services';
import { registerConsentPages } from './pages/consent';
import { registerOutboxPage } from './pages/outbox';
import { applyFaults } from './faults/apply';
import { registerScenarioRoutes } from './faults/routes';
import { createFaultScenarios } from './faults/scenarios';
import { buildGatewayRequest, normaliseBase } from '../gateway/build-request';
import { docsPageHtml } from './openapi/docs-page';
import { buildExamples } from './openapi/examples';
import { openApiDocument } from './openapi/document';
import { openReferenceCopy } from './openapi/reference-copy';

/** The largest request body /api reads. */
export const MAX_BODY_BYTES = 256 * 1024;

/** The deps every route sees: the clock filled in, and tokens timed by it. */
export const emulatorDeps = (options: TEmulatorOptions): TEmulatorDeps => {
  const clock = options.clock ?? systemClock();
  return {
    ...options,
    clock,
    journal: options.journal ?? createRequestJournal(),
    faults: options.faults ?? createFaultScenarios(),
    jwt: { now: clock.nowMs, ...options.jwt },
  };
};

export const createEmulator = (options: TEmulatorOptions) => {
  const deps = emulatorDeps(options);
  const app = new Hono<TEmulatorEnv>();
  // Generated from the contract at start (decision 011), then served as is.
  const openApi = openApiDocument();
  // The page's examples are read, on its first view, from a private seeded copy through a private
  // instance of this emulator (openapi/reference-copy.ts): never the live data, journal or faults.
  let docsHtml: Promise<string> | undefined;
  const renderDocs = async (): Promise<string> => {
    const copy = await openReferenceCopy(currentSeedState(deps.db)?.seed ?? 1);
    try {
      const readerOptions = { ...options, db: copy.db, sqlite: copy.sqlite, clock: copy.clock, jwt: { secret: copy.jwtSecret, ttlSeconds: 600 }, journal: createRequestJournal(), faults: createFaultScenarios() };
      const reader = createEmulator(readerOptions);
      const base = normaliseBase('http://emulator.internal');
      const examples = await buildExamples(emulatorDeps(readerOptions), openApi.document.paths as never, async (endpoint, input, token) => {
        const { url, init } = buildGatewayRequest(endpoint, input, base, { token });
        const response = await reader.request(url.href, init);
        return { status: response.status, body: await response.json().catch(() => null) };
      });
      return docsPageHtml(openApi.document, examples);
    } catch (error) {
      deps.logger.warn('the API reference is shown without examples', { error });
      return docsPageHtml(openApi.document, {});
    } finally {
      copy.close();
    }
  };

  // A new day (the server ran past midnight): fill its insights before answering. The start
  // already filled up to its day, so this is one day of rows, once a day.
  let filledDay: string | undefined;
  app.use(async (_c, next) => {
    const today = deps.clock.todayIso();
    if (today !== filledDay) {
      const report = catchUp(deps.db, deps.clock.today(), { now: deps.clock.now() });
      if (report.days > 0) deps.logger.info(describeCatchUp(report));
      filledDay = today;
    }
    await next();
  });

  // The journal: every call /api receives, with its answer's status and time, secrets redacted.
  app.use('/api/*', async (c, next) => {
    const startedAt = performance.now();
    const time = deps.clock.nowIso();
    await next();
    let body: unknown = null;
    if (c.res.status === 413) body = '[too large, not kept]';
    else if (c.req.method !== 'GET' && c.req.method !== 'HEAD') body = journalBody(await c.req.text().catch(() => undefined));
    deps.journal.record({
      time,
      method: c.req.method,
      path: c.req.path,
      query: journalQuery(c.req.query()) as Record<string, string>,
      status: c.res.status,
      duration_ms: Math.round((performance.now() - startedAt) * 100) / 100,
      user_id: c.get('callerId') ?? null,
      body,
    });
  });

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    // The rest of the body is not read: close the connection, or the next request on it would
    // be parsed from the middle of this body (issue 12, finding 8).
    onError: (c) => c.json({ success: false, message: 'The request body is too large' }, 413, { connection: 'close' }),
  });
  // A GET or HEAD has no body to limit, and asking for one makes @hono/node-server build the
  // whole Request: not for nothing on every list call.
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));

  // Faults (issue 13): a Prefer header or a switched-on scenario answers instead of the endpoint.
  app.use('/api/*', applyFaults(deps.faults));

  app.get('/api/openapi.json', (c) => c.body(openApi.json, 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' }));
  app.get('/api/docs', async (c) => c.html(await (docsHtml ??= renderDocs()), 200, { 'cache-control': 'no-cache' }));

  // Fixed admin paths first: `/api/admin/users` must not be taken for `/api/{service_path}/users`.
  registerAdminDirectoryRoutes(app, deps);
  registerAdminSyncRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerInviteRoutes(app, deps);
  registerBusinessAccountRoutes(app, deps);
  registerServiceRoutes(app, deps);
  registerIntegrationRoutes(app, deps);
  registerPerServiceRoutes(app, deps);
  registerConsentPages(app, deps);
  registerOutboxPage(app, deps);
  registerControlRoutes(app, deps, deps.journal);
  registerScenarioRoutes(app, deps.faults);

  app.notFound((c) => c.json({ success: false, message: 'No such endpoint' }, 404));

  // The one answer to an error thrown while serving: a refusal keeps its status and message.
  app.onError((error, c) => {
    if (error instanceof HashingBusyError) {
      const message = 'Too many people are signing in right now. Please try again in a moment.';
      return c.json({ success: false, message }, 429, { 'retry-after': String(HASHING_BUSY_RETRY_SECONDS) });
    }
    if (error instanceof HttpError) {
      const headers: Record<string, string> = error.retryAfterSeconds !== undefined ? { 'retry-after': String(error.retryAfterSeconds) } : {};
      return c.json({ success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) }, error.status as never, headers);
    }
    deps.logger.error('emulator request failed', { method: c.req.method, path: c.req.path, error });
    return c.json({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500);
  });

  return app;
};

export type TEmulatorApp = ReturnType<typeof createEmulator>;
