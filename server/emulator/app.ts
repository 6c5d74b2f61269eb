// The emulated gateway: every endpoint of spec §7 on SQLite, plus the pages a real gateway
// would send browsers to (OAuth consent) and the outbox of mail it would have sent.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { currentSeedState } from './rules/catch-up';
import { systemClock } from './clock';
import { createRequestJournal } from './control/journal';
import { registerControlRoutes } from './control/routes';
import { registerCrmRoutes } from './control/crm';
import type { TEmulatorDeps, TEmulatorOptions } from './deps';
import { noOperationError } from './no-operation';
import { answerCall, catchUpOnRequest, errorAnswer, isBodiless, journalEachCall, respond } from './request-pipeline';
import type { TEmulatorEnv } from './request-pipeline';
import { registerAdminDirectoryRoutes } from './routes/admin-directory';
import { registerAdminSyncRoutes } from './routes/admin-sync';
import { registerAuthRoutes } from './routes/auth';
import { registerBusinessAccountRoutes } from './routes/business-accounts';
import { registerIntegrationRoutes } from './routes/integrations';
import { registerInviteRoutes } from './routes/invites';
import { registerLeadRoutes } from './routes/leads';
import { registerNotificationRoutes } from './routes/notifications';
import { withAlerts } from './alerts/alert-deps';
import { registerIntegrationNameRoutes } from './routes/integration-names';
import { registerPerServiceRoutes } from './routes/per-service';
import { registerProfileRoutes } from './routes/profile';
import { registerServiceRoutes } from './routes/services';
import { registerConsentPages } from './pages/consent';
import { registerOutboxPage } from './pages/outbox';
import { registerScenarioRoutes } from './faults/routes';
import { createFaultScenarios } from './faults/scenarios';
import { docsPageHtml } from './openapi/docs-page';
import { buildExamples } from './openapi/examples';
import { openApiDocument } from './openapi/document';
import { openReferenceCopy } from './openapi/reference-copy';
import { SERVER_MESSAGES } from '../../shared/validation/messages';
import { createPasswords } from '../../db/password-hash';
import { createWebhooks } from './webhooks/webhooks';
import { registerWebhookRoutes } from './webhooks/routes';
import { createRevokedTokens } from './auth/revoked-tokens';
import { createSignInThrottle } from './auth/sign-in-throttle';

const MAX_BODY_BYTES = 256 * 1024;

/** The deps every route sees: the clock filled in, and tokens timed by it. */
export const emulatorDeps = (options: TEmulatorOptions): TEmulatorDeps => {
  const clock = options.clock ?? systemClock();
  const deps: TEmulatorDeps = {
    ...options,
    clock,
    journal: options.journal ?? createRequestJournal(),
    faults: options.faults ?? createFaultScenarios(),
    passwords: options.passwords ?? createPasswords(),
    webhooks: options.webhooks ?? createWebhooks({ logger: options.logger }),
    revokedTokens: options.revokedTokens ?? createRevokedTokens(options.db, clock.nowMs),
    signIns: options.signIns ?? createSignInThrottle(options.logger),
    jwt: { now: clock.nowMs, ...options.jwt },
  };
  // The events receivers are told also raise the alerts (the bell, the owner's mail).
  deps.webhooks = withAlerts(deps.webhooks, deps);
  return deps;
};

export const createEmulator = (options: TEmulatorOptions) => {
  const deps = emulatorDeps(options);
  const app = new Hono<TEmulatorEnv>();
  // Generated from the contract at start, then served as is.
  const openApi = openApiDocument();
  // The page's examples are read, on its first view, from a private seeded copy through a private
  // instance of this emulator (openapi/reference-copy.ts): never the live data, journal or faults.
  let docsHtml: Promise<string> | undefined;
  const renderDocs = async (): Promise<string> => {
    const copy = await openReferenceCopy(currentSeedState(deps.db)?.seed ?? 1);
    try {
      // Its own webhooks too: an example's test lead must reach no receiver and raise no alert in the live data.
      const reader = createEmulator({
        ...options,
        db: copy.db,
        sqlite: copy.sqlite,
        clock: copy.clock,
        jwt: copy.jwt,
        journal: createRequestJournal(),
        faults: createFaultScenarios(),
        webhooks: createWebhooks({ logger: options.logger }),
      });
      const examples = await buildExamples(copy, openApi.document.paths as never, reader);
      return docsPageHtml(openApi.document, examples);
    } catch (error) {
      deps.logger.warn('the API reference is shown without examples', { error });
      return docsPageHtml(openApi.document, {});
    } finally {
      copy.close();
    }
  };

  // The one pipeline (request-pipeline.ts): the catch-up on every path, the journal on /api.
  app.use(catchUpOnRequest(deps));
  app.use('/api/*', journalEachCall(deps));

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    // The rest of the body is not read: close the connection, or the next request on it would
    // be parsed from the middle of this body.
    onError: (c) => c.json({ success: false, message: SERVER_MESSAGES.bodyTooLarge }, 413, { connection: 'close' }),
  });
  // A GET or HEAD has no body to limit, and asking for one makes @hono/node-server build the
  // whole Request: not for nothing on every list call.
  app.use('/api/*', (c, next) => (isBodiless(c.req.method) ? next() : limitBody(c, next)));

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
  registerLeadRoutes(app, deps);
  registerNotificationRoutes(app, deps);
  registerIntegrationNameRoutes(app, deps);
  registerPerServiceRoutes(app, deps);
  registerConsentPages(app, deps);
  registerOutboxPage(app, deps);
  registerControlRoutes(app, deps);
  registerCrmRoutes(app, deps);
  registerWebhookRoutes(app, deps);
  registerScenarioRoutes(app, deps.faults, deps.basePath);

  // An unknown /api path is answered by the pipeline too: a fault rule may answer it. A path that
  // other methods take is a 405 with Allow; any other names the closest operations (near-misses.ts).
  app.notFound((c) => {
    if (!c.req.path.startsWith('/api/')) return c.json({ success: false, message: SERVER_MESSAGES.noSuchEndpoint }, 404);
    return answerCall(c, deps, () => Promise.reject(noOperationError(c)));
  });

  app.onError((error, c) => respond(c, errorAnswer(error, c, deps)));

  return app;
};

export type TEmulatorApp = ReturnType<typeof createEmulator>;
