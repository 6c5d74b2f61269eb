// The whole server in one call, emulator included when there is a database: what tests, scripts
// and benches build. `npm start` (server/start.ts) composes the same two parts itself, loading the
// emulator's half only without GATEWAY_URL.
import type { TDatabaseHandle } from '../db/client';
import type { TClock } from './emulator/clock';
import { mountEmulator } from './emulator-mount';
import { createPortalApp } from './portal-app';
import type { TPortalAppOptions } from './portal-app';

type TAppOptions = Omit<TPortalAppOptions, 'emulator'> & {
  /** The emulator's database; required unless env.GATEWAY_URL is set. */
  database?: Pick<TDatabaseHandle, 'db' | 'sqlite'>;
  /** The emulator's clock (default: from env.EMULATOR_TODAY). */
  clock?: TClock;
  /** The URL the server listens on, once it does (port 0 is only known then). */
  listeningUrl?: () => string | undefined;
};

export const createApp = ({ database, clock, listeningUrl, ...options }: TAppOptions) => {
  if (!options.env.GATEWAY_URL && !database) throw new Error('createApp: emulator mode needs a database (or set GATEWAY_URL)');
  const emulator = options.env.GATEWAY_URL || !database ? undefined : mountEmulator({ env: options.env, logger: options.logger, database, clock, listeningUrl });
  return createPortalApp({ ...options, emulator });
};
