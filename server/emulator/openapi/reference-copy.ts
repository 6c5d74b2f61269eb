// The private data the API reference's examples are read from: a fresh in-memory seed of the
// live data's seed, on a fixed day, with a signing secret of its own. The live database is never
// read, so nothing a user typed (keys, tokens, phones) can reach the public page, and the same
// seed renders the same page on every start.
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../../db/client';
import type { TDatabaseHandle } from '../../../db/client';
import { seedDemo } from '../../../seed/demo';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../../seed/demo-logins';
import { stoppedClock } from '../clock';
import type { TClock } from '../clock';
import type { TJwtConfig } from '../jwt';

const REFERENCE_DAY = '2026-03-15';

/** The copy's logins (a live demo database's too): the document names them, the examples sign in as the client. */
export const REFERENCE_LOGINS = { admin: DEMO_ADMIN, client: DEMO_CLIENT } as const;

export const openReferenceCopy = async (seed: number): Promise<TDatabaseHandle & { clock: TClock; jwt: TJwtConfig }> => {
  const handle = openDatabase(':memory:');
  // Stopped, not running: the examples (timestamps included) are the same page after page.
  const clock = stoppedClock(REFERENCE_DAY);
  try {
    await seedDemo(handle.db, { seed, today: clock.today() });
  } catch (error) {
    handle.close();
    throw error;
  }
  return { ...handle, clock, jwt: { secret: randomBytes(32).toString('hex'), ttlSeconds: 600, now: clock.nowMs } };
};
