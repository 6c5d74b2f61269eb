// `npm start`: read the configuration, open (migrate, and seed when empty) the emulator's
// database unless GATEWAY_URL makes this a proxy, build the SPA when stale, serve, and stop
// cleanly on SIGINT/SIGTERM.
import { DEMO_ADMIN, DEMO_CLIENT } from '../seed/demo-logins';
import { createApp } from './app';
import { listenOrExit, loadEnvOrExit, onShutdownSignal, openSeededDatabaseOrExit } from './boot';
import { clockFor } from './emulator/clock';
import { outboxPolicy } from './emulator/outbox-policy';
import { waitForAllSyncJobs } from './emulator/sync/runner';
import { createLogger } from './logger';
import { ensureSpaBuilt } from './spa-build';

const say = (line: string) => console.log(line);

const env = loadEnvOrExit();
const logger = createLogger(env.LOG_LEVEL);

const clock = clockFor(env.EMULATOR_TODAY);
const database = env.GATEWAY_URL ? undefined : await openSeededDatabaseOrExit(env.DATABASE_PATH, say, clock);
try {
  await ensureSpaBuilt(say);
} catch (error) {
  // The API still works without the SPA; the page tells people to build it.
  logger.error('could not build the web app', { error });
}

const listening: { url?: string } = {};
// Links the emulator mails point to PUBLIC_URL, else to where this server listens.
const app = createApp({ env, logger, database, listeningUrl: () => listening.url, clock });
const running = await listenOrExit(app.fetch, { host: env.HOST, port: env.PORT });
listening.url = running.url;

say(`\nPortal ready at ${running.url}`);
if (env.GATEWAY_URL) {
  say(`Proxy mode: every gateway call goes to ${env.GATEWAY_URL}`);
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
  if (database) {
    // Background sync jobs get a moment to record their outcome before the database closes.
    await Promise.race([waitForAllSyncJobs(database.sqlite), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    database.close();
  }
});
