// The emulated gateway: every endpoint of spec §7 on SQLite, plus the pages a real gateway
// would send browsers to (OAuth consent) and the outbox of mail it would have sent.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { TEmulatorDeps } from './deps';
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

export const MAX_BODY_BYTES = 256 * 1024;

export const createEmulator = (deps: TEmulatorDeps): Hono<TEmulatorEnv> => {
  const app = new Hono<TEmulatorEnv>();

  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ success: false, message: 'The request body is too large' }, 413),
    }),
  );

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

  app.notFound((c) => c.json({ success: false, message: 'No such endpoint' }, 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json({ success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) }, error.status);
    }
    deps.logger.error('emulator request failed', { method: c.req.method, path: c.req.path, error });
    return c.json({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500);
  });

  return app;
};
