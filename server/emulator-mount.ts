// Emulator mode's half of the portal: the emulated gateway on the database, and the gateway
// client the tRPC API calls it through (its `fetch` is the emulator app's own `request`). Only
// ever imported when GATEWAY_URL is unset (server/start.ts imports it dynamically), as it brings
// SQLite and the seed's faker with it.
import type { TDatabaseHandle } from '../db/client';
import { displayUrl } from './boot';
import { createEmulator } from './emulator/app';
import type { TClock } from './emulator/clock';
import { clockFor } from './emulator/clock';
import { createFaultScenarios } from './emulator/faults/scenarios';
import { createWebhooks } from './emulator/webhooks/webhooks';
import { resolveJwtSecret } from './emulator/jwt-secret';
import { outboxPolicy } from './emulator/outbox-policy';
import type { TEnv } from './env';
import { createEmulatorGateway } from './gateway/targets';
import type { TLogger } from './logger';
import type { TEmulatorMount } from './portal-app';

export type TEmulatorMountOptions = {
  env: TEnv;
  logger: TLogger;
  database: Pick<TDatabaseHandle, 'db' | 'sqlite'>;
  /** The emulator's clock (default: from env.EMULATOR_TODAY). */
  clock?: TClock;
  /** The URL the server listens on, once it does (port 0 is only known then). */
  listeningUrl?: () => string | undefined;
};

export const mountEmulator = ({ env, logger, database, clock, listeningUrl }: TEmulatorMountOptions): TEmulatorMount => {
  const ownUrl = () => listeningUrl?.() ?? displayUrl(env.HOST, env.PORT);
  const emulator = createEmulator({
    db: database.db,
    sqlite: database.sqlite,
    jwt: { secret: resolveJwtSecret(env.JWT_SECRET, env.DATABASE_PATH), ttlSeconds: env.JWT_TTL_SECONDS },
    logger,
    // Links the emulator mails point to PUBLIC_URL, else to where this server listens.
    linkOrigin: () => env.PUBLIC_URL ?? listeningUrl?.() ?? displayUrl(env.HOST, env.PORT),
    isOutboxServed: outboxPolicy(env).isServed,
    clock: clock ?? clockFor(env.EMULATOR_TODAY),
    faults: createFaultScenarios(env.EMULATOR_FAULTS),
    dialect: env.EMULATOR_DIALECT,
    isAnswerChecked: env.EMULATOR_CHECK_ANSWERS === 'on',
    webhooks: createWebhooks({ logger, ownUrl }),
  });
  return {
    fetch: (request, bindings) => emulator.fetch(request, bindings as never),
    createGateway: (observers) => createEmulatorGateway({ app: emulator, timeoutMs: env.GATEWAY_TIMEOUT_MS, logger, ...observers }),
  };
};
