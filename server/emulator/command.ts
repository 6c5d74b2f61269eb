// The emulator's command line, shared by `npm run emulator` and the packaged `portal-emulator`:
// options over the environment, the start lines, a clean stop on SIGINT/SIGTERM. A wrong option
// or value ends with one sentence and exit code 2; a start that fails later (a HAR file that
// cannot be used, a port in use, data later than --today) with one sentence and exit code 1.
import { parseArgs } from 'node:util';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../seed/demo-logins';
import { exitWith, listenFailure, orExit } from '../boot';
import { stopOnSignalOrOrphan } from './stopping';
import { dataAheadAdvice } from './seeded-database';
import { isSetInEnvironment, loadEnvWith } from '../env';
import type { TEnv } from '../env';
import { HarFileError } from '../har/har-file';
import { loadHarReplay } from '../har/replay';
import { createLogger } from '../logger';
import { prepareResetTemplate } from './control/data-store';
import { DataAheadError } from './rules/catch-up';
import { isIsoDate } from '../../shared/dates';
import { startEmulatorServer, throwAwayDatabase } from './serve';
import { sharedTemplateFolder } from './template-cache';
import { databaseOpenFailure } from '../database-failure';

type TCommandSetup = {
  argv: string[];
  /** How people start it, for the sentences: `portal-emulator`, `npm run emulator --`. */
  program: string;
  /** No --db and no DATABASE_PATH: a throw-away database (removed on exit) rather than data/portal.db. */
  isTemporaryByDefault: boolean;
};

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  seed: { type: 'string' },
  today: { type: 'string' },
  db: { type: 'string' },
  replay: { type: 'string' },
  'fast-hashing': { type: 'boolean' },
  'allow-remote-webhooks': { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

const usage = (setup: TCommandSetup): string =>
  [
    `Usage: ${setup.program} [options]`,
    '',
    'The emulated gateway on its own: every /api endpoint, the consent pages, the outbox and the',
    '/emulator control routes (reset, snapshots, request journal, fault scenarios), on SQLite.',
    '',
    'Options:',
    '  --port <number>     port to listen on, 0 for a free one (default: PORT, else 3000)',
    '  --host <address>    interface to listen on (default: HOST, else 127.0.0.1)',
    '  --seed <number>     seed of a new database and of resets (default 1)',
    "  --today <date>      YYYY-MM-DD: the emulator's today stays on this day (default: EMULATOR_TODAY, else the current day)",
    `  --db <path>         the SQLite file, kept between runs (default: DATABASE_PATH, else ${setup.isTemporaryByDefault ? 'a temporary file removed on exit' : 'data/portal.db'})`,
    '  --replay <file.har> answer the requests recorded in this HAR file with their recorded answers first',
    '  --fast-hashing      cheap password hashes (a login in milliseconds) for test suites: never with real',
    '                      people\'s passwords, refused when --host serves a network (default: EMULATOR_HASHING)',
    '  --allow-remote-webhooks',
    '                      let /emulator/webhooks register receivers on other hosts than this machine',
    '  --help              this list',
    '',
    'SIGTERM, SIGINT or the end of the process that started it stops the emulator within a few seconds.',
    '',
    'Other settings come from the environment: JWT_SECRET, JWT_TTL_SECONDS, PUBLIC_URL, ALLOWED_HOSTS, PORTAL_URL,',
    'EMULATOR_OUTBOX, EMULATOR_FAULTS, EMULATOR_DIALECT, EMULATOR_CHECK_ANSWERS, EMULATOR_HASHING, EMULATOR_NAMESPACES_MAX, LOG_LEVEL (see the README).',
  ].join('\n');

/** One sentence and exit code 2: the command was not written right (`problem` ends without a full stop). */
const usageError = (setup: TCommandSetup, problem: string): never => {
  console.error(`${problem} (${setup.program} --help lists the options).`);
  process.exit(2);
};

const parseOptions = (setup: TCommandSetup) => {
  try {
    return parseArgs({ args: setup.argv, options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const named = /'([^']*)'/.exec((error as Error).message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return usageError(setup, `There is no option ${named}`);
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return usageError(setup, `The emulator takes options only, not "${named}"`);
    const option = named.split(' ')[0] || 'An option';
    return usageError(setup, /does not take/.test((error as Error).message) ? `${option} takes no value` : `${option} needs a value`);
  }
};

const WHOLE = /^\d+$/;

/** The checked options as the environment would give them. */
const checkOptions = (setup: TCommandSetup, options: ReturnType<typeof parseOptions>): Record<string, string> => {
  const overrides: Record<string, string> = {};
  if (options.port !== undefined) {
    if (!WHOLE.test(options.port) || Number(options.port) > 65_535) usageError(setup, `--port must be a whole number from 0 to 65535, such as 4010, not "${options.port}"`);
    overrides.PORT = options.port;
  }
  if (options.seed !== undefined && (!WHOLE.test(options.seed) || Number(options.seed) > 2_147_483_647)) {
    usageError(setup, `--seed must be a whole number from 0 to 2147483647, such as 1, not "${options.seed}"`);
  }
  if (options.today !== undefined) {
    if (!isIsoDate(options.today)) usageError(setup, `--today must be a date written YYYY-MM-DD, such as 2026-03-15, not "${options.today}"`);
    overrides.EMULATOR_TODAY = options.today;
  }
  if (options.host !== undefined) {
    if (options.host.trim() === '') usageError(setup, '--host must be an address such as 127.0.0.1');
    overrides.HOST = options.host;
  }
  if (options.db !== undefined) {
    if (options.db.trim() === '') usageError(setup, '--db must be the path of a SQLite file');
    overrides.DATABASE_PATH = options.db;
  }
  if (options.replay !== undefined && options.replay.trim() === '') usageError(setup, '--replay must be the path of a HAR file');
  if (options['fast-hashing']) overrides.EMULATOR_HASHING = 'fast';
  return overrides;
};

const startFailure = (error: unknown, env: TEnv, databasePath: string): string => {
  if (error instanceof DataAheadError) return dataAheadAdvice(databasePath, error);
  if ((error as { syscall?: string }).syscall === 'listen') return listenFailure(error, { host: env.HOST, port: env.PORT });
  return databaseOpenFailure(databasePath, error, 'DATABASE_PATH (or --db)');
};

export const runEmulatorCommand = async (setup: TCommandSetup): Promise<void> => {
  const say = (line: string) => console.log(line);
  const options = parseOptions(setup);
  if (options.help) {
    say(usage(setup));
    return;
  }
  const overrides = checkOptions(setup, options);
  const env = await orExit(() => loadEnvWith(overrides), (error) => (error as Error).message);
  // Read before the database opens, so a file that cannot be used ends the start at once.
  const { replay: replayPath } = options;
  const replay =
    replayPath === undefined
      ? undefined
      : await orExit(() => loadHarReplay(replayPath), (error) => (error instanceof HarFileError ? error.message : `Cannot replay ${replayPath}: ${String(error)}`));
  const isTemporary = setup.isTemporaryByDefault && overrides.DATABASE_PATH === undefined && !isSetInEnvironment('DATABASE_PATH');
  const temporary = isTemporary ? throwAwayDatabase() : undefined;
  const databasePath = temporary?.path ?? env.DATABASE_PATH;
  const logger = createLogger(env.LOG_LEVEL);

  let running: Awaited<ReturnType<typeof startEmulatorServer>>;
  try {
    running = await startEmulatorServer({
      databasePath,
      host: env.HOST,
      port: env.PORT,
      seed: options.seed === undefined ? undefined : Number(options.seed),
      today: env.EMULATOR_TODAY,
      // A throw-away database is a copy of the machine's shared seeded template.
      templates: temporary ? sharedTemplateFolder() : undefined,
      jwtSecret: env.JWT_SECRET,
      jwtTtlSeconds: env.JWT_TTL_SECONDS,
      logger,
      publicUrl: env.PUBLIC_URL,
      allowedHosts: env.ALLOWED_HOSTS,
      portalUrl: env.PORTAL_URL,
      outbox: env.EMULATOR_OUTBOX,
      faults: env.EMULATOR_FAULTS,
      dialect: env.EMULATOR_DIALECT,
      isAnswerChecked: env.EMULATOR_CHECK_ANSWERS === 'on',
      replay,
      hashing: env.EMULATOR_HASHING,
      allowRemoteWebhooks: options['allow-remote-webhooks'] === true,
      namespacesMax: env.EMULATOR_NAMESPACES_MAX,
      say,
    });
  } catch (error) {
    temporary?.remove();
    return exitWith(startFailure(error, env, databasePath));
  }

  const { url } = running;
  say(`Emulated gateway ready at ${url} (database ${temporary ? `${databasePath}, removed on exit` : databasePath})`);
  if (running.outboxNotice) say(running.outboxNotice);
  say(`Control (this machine only): POST ${url}/emulator/reset, /emulator/snapshots/{name}, GET /emulator/requests, /emulator/scenarios, /emulator/webhooks`);
  say(`API reference: ${url}/api/docs (OpenAPI: ${url}/api/openapi.json)`);
  if (replay) say(`Replaying ${replay.entries} recorded answer(s) for ${replay.requests} distinct request(s); other requests are emulated`);
  if (env.EMULATOR_DIALECT === 'loose') say('Answers in the loose dialect (EMULATOR_DIALECT=loose); Prefer: dialect=strict asks for the contract exactly');
  if (env.EMULATOR_FAULTS?.length) say(`Fault scenarios on from EMULATOR_FAULTS: ${env.EMULATOR_FAULTS.length} rule(s), see ${url}/emulator/scenarios`);
  if (env.EMULATOR_HASHING === 'fast') {
    say('WARNING: fast password hashing (--fast-hashing, EMULATOR_HASHING=fast): passwords here are cheap to crack. For test suites only; never give it a real password.');
  }
  say(`Demo logins: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (admin), ${DEMO_CLIENT.email} / ${DEMO_CLIENT.password} (client)`);

  // The seeded template the first reset restores, made now so that reset is as quick as the next.
  prepareResetTemplate(running.deps).catch((error: unknown) => logger.warn('the reset template could not be made', { error }));

  stopOnSignalOrOrphan(logger, async () => {
    await running.close();
    temporary?.remove();
  });
};
