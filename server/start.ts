// `npm start`: read the configuration, open (migrate, and seed when empty) the emulator's
// database unless GATEWAY_URL makes this a proxy, build the SPA when stale, serve, and stop
// cleanly on SIGINT/SIGTERM.
import { DEMO_ADMIN, DEMO_CLIENT } from '../seed/demo-logins';
import { createApp } from './app';
import { databaseFailure, listen, listenFailure, messageOf, onShutdownSignal, openSeededDatabase, orExit } from './boot';
import { clockFor } from './emulator/clock';
import { outboxPolicy } from './emulator/outbox-policy';
import { waitForAllSyncJobs } from './emulator/sync/runner';
import { loadEnv } from './env';
import { HarFileError } from './har/har-file';
import { openHarRecorder } from './har/recorder';
import { createLogger, createPrettyLogger } from './logger';
import { loadTracer } from './observability/tracing';
import { ensureSpaBuilt } from './spa-build';

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

const clock = clockFor(env.EMULATOR_TODAY);
const database = env.GATEWAY_URL ? undefined : await orExit(() => openSeededDatabase(env.DATABASE_PATH, say, clock), (error) => databaseFailure(env.DATABASE_PATH, error));
try {
  await ensureSpaBuilt(say);
} catch (error) {
  // The API still works without the SPA; the page tells people to build it.
  logger.error('could not build the web app', { error });
}

const listening: { url?: string } = {};
// Links the emulator mails point to PUBLIC_URL, else to where this server listens.
const app = createApp({ env, logger, database, listeningUrl: () => listening.url, clock, gatewayRecorder, tracer });
const where = { host: env.HOST, port: env.PORT };
const running = await orExit(() => listen(app.fetch, where), (error) => listenFailure(error, where));
listening.url = running.url;

say(`Portal ready at ${running.url}`);
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
  await running.close();
  await gatewayRecorder?.flush();
  await app.closeThrottle();
  await tracer.shutdown();
  if (database) {
    // Background sync jobs get a moment to record their outcome before the database closes.
    await waitForAllSyncJobs(database.db, 5_000);
    database.close();
  }
});
