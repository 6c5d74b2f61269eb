// `npm run emulator`: the emulated gateway alone (every /api endpoint, consent pages, outbox),
// so one process can be the "real" gateway of another (GATEWAY_URL=<this URL> npm start).
// `npm run emulator -- --replay path.har` answers the requests recorded in that file (GATEWAY_RECORD)
// with their recorded answers first (server/har/replay.ts).
import { parseArgs } from 'node:util';
import { DEMO_ADMIN, DEMO_CLIENT } from '../seed/demo-logins';
import { displayUrl, exitWith, listenOrExit, loadEnvOrExit, onShutdownSignal, openSeededDatabaseOrExit } from './boot';
import { createEmulator, emulatorDeps } from './emulator/app';
import { prepareResetTemplate } from './emulator/control/data-store';
import { clockFor } from './emulator/clock';
import { createFaultScenarios } from './emulator/faults/scenarios';
import { outboxPolicy } from './emulator/outbox-policy';
import { resolveJwtSecret } from './emulator/jwt-secret';
import { createStandaloneEmulator } from './emulator/standalone';
import { waitForAllSyncJobs } from './emulator/sync/runner';
import { HarFileError } from './har/har-file';
import { loadHarReplay } from './har/replay';
import type { THarReplay } from './har/replay';
import { createLogger } from './logger';

const say = (line: string) => console.log(line);

const env = loadEnvOrExit();

/** --replay, read before the database opens so a file that cannot be used ends the start at once. */
const loadReplayOrExit = (): THarReplay | undefined => {
  let replayPath: string | undefined;
  try {
    replayPath = parseArgs({ options: { replay: { type: 'string' } } }).values.replay;
  } catch (error) {
    return exitWith(`${(error as Error).message}. The emulator takes one option: --replay path.har`);
  }
  if (replayPath === undefined) return undefined;
  try {
    return loadHarReplay(replayPath);
  } catch (error) {
    return exitWith(error instanceof HarFileError ? error.message : `Cannot replay ${replayPath}: ${String(error)}`);
  }
};
const replay = loadReplayOrExit();
const logger = createLogger(env.LOG_LEVEL);
const clock = clockFor(env.EMULATOR_TODAY);
const database = await openSeededDatabaseOrExit(env.DATABASE_PATH, say, clock);
const outbox = outboxPolicy(env);
const listening: { url?: string } = {};

const deps = emulatorDeps({
  db: database.db,
  sqlite: database.sqlite,
  jwt: { secret: resolveJwtSecret(env.JWT_SECRET, env.DATABASE_PATH), ttlSeconds: env.JWT_TTL_SECONDS },
  logger,
  // Links point to PUBLIC_URL, else to where this server listens; never to a request's Host.
  linkOrigin: () => env.PUBLIC_URL ?? listening.url ?? displayUrl(env.HOST, env.PORT),
  // A portal in proxy mode elsewhere: consent returns there and reset links open there.
  ...(env.PORTAL_URL ? { portalOrigin: () => env.PORTAL_URL as string } : {}),
  isOutboxServed: outbox.isServed,
  clock,
  faults: createFaultScenarios(env.EMULATOR_FAULTS),
  dialect: env.EMULATOR_DIALECT,
});
const emulator = createEmulator(deps);

const app = createStandaloneEmulator(emulator, { publicUrl: env.PUBLIC_URL, replay });

const running = await listenOrExit(app.fetch, { host: env.HOST, port: env.PORT });
listening.url = running.url;
say(`Emulated gateway ready at ${running.url} (database ${env.DATABASE_PATH})`);
if (outbox.notice) say(outbox.notice);
say(`Control (this machine only): POST ${running.url}/emulator/reset, /emulator/snapshots/{name}, GET /emulator/requests, /emulator/scenarios`);
say(`API reference: ${running.url}/api/docs (OpenAPI: ${running.url}/api/openapi.json)`);
if (replay) say(`Replaying ${replay.entries} recorded answer(s) for ${replay.requests} distinct request(s); other requests are emulated`);
if (env.EMULATOR_DIALECT === 'loose') say('Answers in the loose dialect (EMULATOR_DIALECT=loose); Prefer: dialect=strict asks for the contract exactly');
if (env.EMULATOR_FAULTS?.length) say(`Fault scenarios on from EMULATOR_FAULTS: ${env.EMULATOR_FAULTS.length} rule(s), see ${running.url}/emulator/scenarios`);
say(`Demo logins: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (admin), ${DEMO_CLIENT.email} / ${DEMO_CLIENT.password} (client)`);

// The seeded template the first reset restores, made now so that reset is as quick as the next.
prepareResetTemplate(deps).catch((error: unknown) => logger.warn('the reset template could not be made', { error }));

onShutdownSignal(logger, async () => {
  await running.close();
  // Background sync jobs get a moment to record their outcome before the database closes.
  await Promise.race([waitForAllSyncJobs(database.db), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  database.close();
});
