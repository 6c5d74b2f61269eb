// Starting the emulated gateway as its own HTTP server: the one start that `npm run emulator`,
// the `portal-emulator` command and `startEmulator()` (other teams' test suites) all go through.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPasswords, PATIENT_LIMITS } from '../../db/password-hash';
import type { THashing } from '../../db/password-hash';
import { displayUrl, listen } from '../boot';
import { openSeededDatabase } from './seeded-database';
import { isLoopbackHost } from '../http/loopback-only';
import type { TLogger } from '../logger';
import type { THarReplay } from '../har/replay';
import { createEmulator, emulatorDeps } from './app';
import { clockFor } from './clock';
import { seededTemplate } from './control/seed-templates';
import type { TEmulatorDeps } from './deps';
import { createFaultScenarios } from './faults/scenarios';
import type { TFaultRuleInput } from './faults/scenarios';
import { resolveJwtSecret } from './jwt-secret';
import type { TDialect } from './dialects';
import { outboxPolicy } from './outbox-policy';
import { createStandaloneEmulator } from './standalone';
import { HttpError } from './http-error';
import { createWebhooks } from './webhooks/webhooks';
import type { TWebhookInput, TWebhooks } from './webhooks/webhooks';
import { waitForAllSyncJobs } from './sync/runner';
import { createNamespaces } from './namespaces/registry';

export type TEmulatorServerOptions = {
  databasePath: string;
  host: string;
  /** 0: a free port. */
  port: number;
  /** The seed of a new database (default 1); an existing database keeps its data. */
  seed?: number;
  /** YYYY-MM-DD: the emulator's today is frozen on this day. Unset: the machine's day. */
  today?: string;
  /**
   * A folder of seeded templates, possibly shared with other emulators: a new database is a copy
   * of the template (seeded there once), and resets restore from it too.
   */
  templates?: string;
  jwtSecret?: string;
  jwtTtlSeconds: number;
  logger: TLogger;
  publicUrl?: string;
  /** Host names besides localhost, IP addresses and publicUrl's that may reach /emulator (ALLOWED_HOSTS). */
  allowedHosts?: string;
  portalUrl?: string;
  outbox: 'auto' | 'on' | 'off';
  faults?: TFaultRuleInput[];
  /** How answers are written: the contract exactly (the default) or the loose dialect. */
  dialect?: TDialect;
  /** Check each answer against the contract (EMULATOR_CHECK_ANSWERS; see deps.ts). */
  isAnswerChecked?: boolean;
  replay?: THarReplay;
  /** Receivers of the emulator's events from the start (a reset keeps them). */
  webhooks?: TWebhookInput[];
  /** Receivers may be on other hosts than this machine. Default: loopback only. */
  allowRemoteWebhooks?: boolean;
  /** 'fast': cheap scrypt parameters for the seeded logins and every new password (test suites only). */
  hashing?: THashing;
  /** At most this many namespaces (/ns/{name}) at once; the least recently used idle one makes room. Default 64. */
  namespacesMax?: number;
  /** Start lines (seeding, catch-up). */
  say?: (line: string) => void;
};

export type TEmulatorServer = {
  url: string;
  deps: TEmulatorDeps;
  /** Why the outbox is off or open wider than usual, when it is. */
  outboxNotice: string | null;
  /** Stops listening, lets background syncs record their outcome (briefly), closes the database. */
  close: () => Promise<void>;
};

export class FastHashingRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FastHashingRefusedError';
  }
}

/** How long a closing emulator waits for sync jobs still running before it closes the database. */
const SYNC_DRAIN_MS = 5_000;

// Throw-away folders not removed yet go when the process ends: an emulator never closed, or a
// second signal ending the process before the clean stop is over.
const leftBehind = new Set<string>();
let isExitHookSet = false;

/** A database file in a throw-away folder of its own, removed by `remove()` or when the process ends. */
export const throwAwayDatabase = (): { path: string; remove: () => void } => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-emulator-'));
  leftBehind.add(folder);
  if (!isExitHookSet) {
    isExitHookSet = true;
    process.once('exit', () => {
      for (const path of leftBehind) rmSync(path, { recursive: true, force: true });
    });
  }
  return {
    path: join(folder, 'gateway.db'),
    remove: () => {
      rmSync(folder, { recursive: true, force: true });
      leftBehind.delete(folder);
    },
  };
};

/** Why fast hashing cannot be used with this host, or null. */
export const fastHashingRefusal = (hashing: THashing | undefined, host: string): string | null =>
  hashing === 'fast' && !isLoopbackHost(host)
    ? `Fast password hashing is for test suites on this machine: it cannot be used while HOST=${host} serves a network (use 127.0.0.1, or standard hashing).`
    : null;

export const startEmulatorServer = async (options: TEmulatorServerOptions): Promise<TEmulatorServer> => {
  const refusal = fastHashingRefusal(options.hashing, options.host);
  if (refusal) throw new FastHashingRefusedError(refusal);
  const clock = clockFor(options.today);
  // Fast hashing seeds through a template too (beside the database when none is shared): the
  // seeded logins get cheap hashes, and resets restore those.
  const templates = options.templates ?? (options.hashing === 'fast' ? `${options.databasePath}.emulator/templates` : undefined);
  if (templates && !existsSync(options.databasePath)) {
    const key = { seed: options.seed ?? 1, scale: 'demo' as const, today: clock.today(), hashing: options.hashing };
    const template = await seededTemplate(templates, key, options.logger);
    copyFileSync(template, options.databasePath);
  }
  const database = await openSeededDatabase(options.databasePath, options.say ?? (() => undefined), clock, { seed: options.seed });
  const listening: { url?: string } = {};
  let webhooks: TWebhooks;
  try {
    webhooks = createWebhooks({ logger: options.logger, initial: options.webhooks, allowRemote: options.allowRemoteWebhooks, ownUrl: () => listening.url });
  } catch (error) {
    database.close();
    throw error instanceof HttpError ? new Error(`Webhook receiver refused: ${error.message}`) : error;
  }
  const outbox = outboxPolicy({ HOST: options.host, EMULATOR_OUTBOX: options.outbox });
  const deps = emulatorDeps({
    db: database.db,
    sqlite: database.sqlite,
    jwt: { secret: resolveJwtSecret(options.jwtSecret, options.databasePath), ttlSeconds: options.jwtTtlSeconds },
    logger: options.logger,
    // Links point to PUBLIC_URL, else to where this server listens; never to a request's Host.
    linkOrigin: () => options.publicUrl ?? listening.url ?? displayUrl(options.host, options.port),
    // A portal in proxy mode elsewhere: consent returns there and reset links open there.
    ...(options.portalUrl ? { portalOrigin: () => options.portalUrl as string } : {}),
    isOutboxServed: outbox.isServed,
    clock,
    faults: createFaultScenarios(options.faults),
    dialect: options.dialect,
    isAnswerChecked: options.isAnswerChecked,
    templates,
    // No pages to protect here: logins queue rather than being refused (db/password-hash.ts).
    passwords: createPasswords({ hashing: options.hashing, limits: PATIENT_LIMITS }),
    webhooks,
  });
  const namespaces = createNamespaces({ parent: deps, folder: `${options.databasePath}.emulator/namespaces`, max: options.namespacesMax, allowRemoteWebhooks: options.allowRemoteWebhooks });
  const app = createStandaloneEmulator(createEmulator(deps), { publicUrl: options.publicUrl, allowedHosts: options.allowedHosts, replay: options.replay, namespaces });
  let running: Awaited<ReturnType<typeof listen>>;
  try {
    running = await listen(app.fetch, { host: options.host, port: options.port });
  } catch (error) {
    database.close();
    throw error;
  }
  listening.url = running.url;
  return {
    url: running.url,
    deps,
    outboxNotice: outbox.notice,
    close: async () => {
      webhooks.close();
      await running.close();
      await namespaces.close();
      await waitForAllSyncJobs(database.db, SYNC_DRAIN_MS);
      database.close();
    },
  };
};
