// The portal's process, for `node dist/start.js` and `npm run dev`: read the configuration, open
// (migrate, and seed when empty) the emulator's database unless GATEWAY_URL makes this a proxy,
// serve the SPA (the build `npm run build` wrote, or in development Vite's dev server), and drain
// on SIGINT/SIGTERM as a load balancer can follow. Builds nothing. The emulator (SQLite, faker) is
// imported only in emulator mode, so a proxy never loads it.
import type { RequestListener, Server } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { DEMO_ADMIN, DEMO_CLIENT } from '../seed/demo-logins';
import { createReadiness, drain, exitWith, httpTimeoutsOf, listen, listenFailure, messageOf, onShutdownSignal, orExit } from './boot';
import { clockFor } from './emulator/clock';
import { outboxPolicy } from './emulator/outbox-policy';
import { loadEnv } from './env';
import { HarFileError } from './har/har-file';
import { openHarRecorder } from './har/recorder';
import { createLogger, createPrettyLogger } from './logger';
import { loadTracer } from './observability/load-tracer';
import { createPortalApp } from './portal-app';
import type { TEmulatorMount } from './portal-app';
import { isSpaBuilt, WEB_DIST } from './web-dist';

/** What serves the SPA in development instead of the build (server/dev/vite-spa.ts). */
export type TSpaHost = {
  /** GET requests the server's own routes leave: pages and public files. */
  handler: MiddlewareHandler;
  /** Runs in front of the app for every request (Vite's own module paths). */
  wrapListener: (listener: RequestListener) => RequestListener;
  /** Once the server listens (Vite's HMR socket shares its port); not waited for: the API answers meanwhile. */
  attach: (server: Server) => Promise<void>;
  /** Before the drain (Vite's sockets would hold the server open). */
  close: () => Promise<void>;
};

export const runPortal = async (options: { spaHost?: TSpaHost } = {}): Promise<void> => {
  const { spaHost } = options;
  const env = await orExit(loadEnv, messageOf);
  const logger = env.LOG_FORMAT === 'pretty' ? await createPrettyLogger(env.LOG_LEVEL) : createLogger(env.LOG_LEVEL);
  // Start-up lines go through the same logger as everything else (one format, one stream).
  const say = (line: string) => {
    if (line.trim()) logger.info(line.trim());
  };
  const tracer = await loadTracer(env.OTEL_EXPORTER_OTLP_ENDPOINT);

  // GATEWAY_RECORD, opened before anything else so a path it cannot write ends the start at once.
  const recordPath = env.GATEWAY_RECORD;
  const gatewayRecorder = recordPath
    ? await orExit(
        () => openHarRecorder(recordPath, logger),
        (error) => (error instanceof HarFileError ? error.message : `Cannot record to ${recordPath}: ${String(error)}`),
      )
    : undefined;

  const listening: { url?: string } = {};

  /** Emulator mode: the database opened and seeded, and the emulator mounted on it. */
  const startEmulatorMode = async () => {
    const [{ openSeededDatabase, databaseFailure }, { mountEmulator }, { waitForAllSyncJobs }] = await Promise.all([
      import('./emulator/seeded-database'),
      import('./emulator-mount'),
      import('./emulator/sync/runner'),
    ]);
    const clock = clockFor(env.EMULATOR_TODAY);
    const database = await orExit(() => openSeededDatabase(env.DATABASE_PATH, say, clock), (error) => databaseFailure(env.DATABASE_PATH, error));
    const emulator: TEmulatorMount = mountEmulator({ env, logger, database, clock, listeningUrl: () => listening.url });
    const close = async () => {
      // Background sync jobs get a moment to record their outcome before the database closes.
      await waitForAllSyncJobs(database.db, 5_000);
      database.close();
    };
    return { emulator, close };
  };

  const emulatorMode = env.GATEWAY_URL ? undefined : await startEmulatorMode();
  // The build is an artifact of `npm run build`; without it the API still works and /readyz says why.
  if (!spaHost && !isSpaBuilt(WEB_DIST)) logger.error('the web app is not built: run npm run build', { folder: WEB_DIST });

  const readiness = createReadiness();
  const app = createPortalApp({ env, logger, emulator: emulatorMode?.emulator, gatewayRecorder, readiness, tracer, spa: spaHost?.handler });
  const where = { host: env.HOST, port: env.PORT, timeouts: httpTimeoutsOf(env), wrapListener: spaHost?.wrapListener };
  const running = await orExit(() => listen(app.fetch, where), (error) => listenFailure(error, where));
  listening.url = running.url;
  // A failed start of Vite ends the process: the launcher (scripts/dev.js) says so and waits for a change.
  spaHost?.attach(running.server).catch((error: unknown) => exitWith(`Vite could not start: ${messageOf(error)}`));

  say(`\nPortal ready at ${running.url}`);
  if (env.GATEWAY_URL) {
    say(`Proxy mode: every gateway call goes to ${env.GATEWAY_URL}`);
    if (gatewayRecorder) say(`Recording every gateway exchange to ${gatewayRecorder.path} (HAR 1.2, secrets redacted)`);
  } else {
    const outbox = outboxPolicy(env);
    say(`Emulated gateway on ${env.DATABASE_PATH}${outbox.isServed ? `; mail it sends (this machine only): ${running.url}/emulator/outbox` : ''}`);
    if (outbox.notice) say(outbox.notice);
    say('Demo logins:');
    say(`  admin   ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
    say(`  client  ${DEMO_CLIENT.email} / ${DEMO_CLIENT.password}`);
  }

  onShutdownSignal(logger, async () => {
    await spaHost?.close();
    await drain({ running, readiness, delayMs: env.SHUTDOWN_DELAY_MS, deadlineMs: env.SHUTDOWN_TIMEOUT_MS, logger });
    app.close();
    await gatewayRecorder?.flush();
    await app.closeThrottle();
    await tracer.shutdown();
    await emulatorMode?.close();
  });
};
