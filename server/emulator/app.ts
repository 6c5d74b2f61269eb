// The emulated gateway: every endpoint of spec §7 on SQLite, plus the pages a real gateway
// would send browsers to (OAuth consent) and the outbox of mail it would have sent.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HASHING_BUSY_RETRY_SECONDS, HashingBusyError } from '../../db/password-hash';
import { catchUp, describeCatchUp } from './rules/catch-up';
import { systemClock } from './clock';
import { createRequestJournal, journalBody, journalQuery } from './control/journal';
import { registerControlRoutes } from './control/routes';
import type { TEmulatorDeps, TEmulatorOptions } from './deps';
import { createDirectCall, MAX_BODY_BYTES } from './direct-call';
import { createHttpLane } from './http-lane';
import type { TJsonAnswer } from './direct-call';
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

export { MAX_BODY_BYTES } from './direct-call';

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
  // The page's examples come from the seeded data (openapi/examples.ts), read on its first view
  // through a private instance of this emulator: nothing reaches this one's journal or faults.
  let docsHtml: Promise<string> | undefined;
  const renderDocs = async (): Promise<string> => {
    const reader = createEmulator({ ...options, journal: createRequestJournal(), faults: createFaultScenarios() });
    const base = normaliseBase('http://emulator.internal');
    const examples = await buildExamples(deps, openApi.document.paths as never, async (endpoint, input, token) => {
      const { url, init } = buildGatewayRequest(endpoint, input, base, { token });
      const response = await reader.request(url.href, init);
      return { status: response.status, body: await response.json().catch(() => null) };
    }).catch((error: unknown) => {
      deps.logger.warn('the API reference is shown without examples', { error });
      return {};
    });
    return docsPageHtml(openApi.document, examples);
  };

  // A new day (the server ran past midnight): fill its insights before answering. The start
  // already filled up to its day, so this is one day of rows, once a day.
  let filledDay: string | undefined;
  const fillToday = () => {
    const today = deps.clock.todayIso();
    if (today !== filledDay) {
      const report = catchUp(deps.db, deps.clock.today(), { now: deps.clock.now() });
      if (report.days > 0) deps.logger.info(describeCatchUp(report));
      filledDay = today;
    }
  };
  app.use(async (_c, next) => {
    fillToday();
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
  // A GET or HEAD has no body to limit, and asking for one (`c.req.raw.body`) makes
  // @hono/node-server build the whole Request with its AbortController: a fifth of a list call.
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

  app.onError((error, c) => {
    const answer = errorAnswer(error, deps, c.req.method, c.req.path);
    return c.json(answer.json, answer.status as never, answer.headers);
  });

  const toErrorAnswer = (error: unknown, method: string, path: string) => errorAnswer(error, deps, method, path);
  return Object.assign(app, {
    /** The endpoints called in process, without HTTP objects (the portal's gateway client). */
    callDirect: createDirectCall({ app, deps, fillToday, errorAnswer: toErrorAnswer }),
    /** Plain GET /api calls straight from node:http (the standalone server, http-lane.ts). */
    httpLane: createHttpLane({ app, deps, fillToday, errorAnswer: toErrorAnswer }),
  });
};

export type TEmulatorApp = ReturnType<typeof createEmulator>;

/** The one answer to an error thrown while serving /api: a refusal keeps its status and message. */
const errorAnswer = (error: unknown, deps: TEmulatorDeps, method: string, path: string): TJsonAnswer => {
  if (error instanceof HashingBusyError) {
    return {
      status: 429,
      headers: { 'retry-after': String(HASHING_BUSY_RETRY_SECONDS) },
      json: { success: false, message: 'Too many people are signing in right now. Please try again in a moment.' },
    };
  }
  if (error instanceof HttpError) {
    return {
      status: error.status,
      headers: error.retryAfterSeconds !== undefined ? { 'retry-after': String(error.retryAfterSeconds) } : {},
      json: { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
    };
  }
  deps.logger.error('emulator request failed', { method, path, error });
  return { status: 500, headers: {}, json: { success: false, message: 'Something went wrong on our side. Please try again.' } };
};
