// `npm run emulator`: the emulated gateway alone (every /api endpoint, consent pages, outbox),
// so one process can be the "real" gateway of another (GATEWAY_URL=<this URL> npm start).
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { DEMO_ADMIN, DEMO_CLIENT } from '../seed/demo-logins';
import { listenOrExit, loadEnvOrExit, onShutdownSignal, openSeededDatabaseOrExit } from './boot';
import { createEmulator } from './emulator/app';
import { resolveJwtSecret } from './emulator/jwt-secret';
import { waitForAllSyncJobs } from './emulator/sync/runner';
import { createLogger } from './logger';

const say = (line: string) => console.log(line);

const env = loadEnvOrExit();
const logger = createLogger(env.LOG_LEVEL);
const database = await openSeededDatabaseOrExit(env.DATABASE_PATH, say);

const emulator = createEmulator({
  db: database.db,
  sqlite: database.sqlite,
  jwt: { secret: resolveJwtSecret(env.JWT_SECRET, env.DATABASE_PATH), ttlSeconds: env.JWT_TTL_SECONDS },
  logger,
  publicUrl: env.PUBLIC_URL,
});

const app = new Hono();
app.use(requestId());
app.get('/healthz', (c) => c.json({ ok: true, mode: 'emulator' }, 200, { 'cache-control': 'no-store' }));
app.all('*', (c) => emulator.fetch(c.req.raw));

const running = await listenOrExit(app.fetch, { host: env.HOST, port: env.PORT });
say(`Emulated gateway ready at ${running.url} (database ${env.DATABASE_PATH})`);
say(`Demo logins: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (admin), ${DEMO_CLIENT.email} / ${DEMO_CLIENT.password} (client)`);

onShutdownSignal(logger, async () => {
  await running.close();
  // Background sync jobs get a moment to record their outcome before the database closes.
  await Promise.race([waitForAllSyncJobs(database.sqlite), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  database.close();
});
