// The demo seed (spec §3 entities, small and readable): known logins, two business accounts
// each, every service, a year of insights, CRM info, lead forms, invites and sync history.
// Deterministic: the same seed and day give the same rows (password hashes excepted: salted).
import type { TDatabase } from '../db/client';
import type { THashing } from '../db/password-hash';
import type { TSeedContext, TSeedOptions } from './context';
import { DAY_MS, lastDays, startOfUtcDay, toIsoDate } from '../shared/dates';
import { BULK_USER_PASSWORD, DEMO_ADMIN, DEMO_CLIENT } from './demo-logins';
import { writeBusinessAccounts, writeInvites, writeServices, writeUsers } from './demo-people';
import type { TDemoPasswordHashes } from './demo-people';
import { writeAuthData, writeDemoInsights, writeExports, writeIntegrations, writeSyncHistory } from './demo-records';
import { hashOnce } from './password-hashes';
import { createPhaseTimer } from './phase-timer';
import type { TPhaseReport } from './phase-timer';
import { createFaker, createRandom } from '../server/emulator/generate/random';
import { extendExchangeRates } from '../server/emulator/generate/exchange-rates';
import { recordSeedState } from '../server/emulator/rules/seed-state';
import { receiveSeededLeads } from '../server/emulator/rules/lead-arrival';

export type TSeedReport = { phases: TPhaseReport[]; totalMs: number; rows: number };

/** How far back a freshly seeded database's lead history reaches. */
export const LEAD_HISTORY_DAYS = 30;

/** The seed's moment: `now`, else noon of `today`, else the current time; never off `today`. */
export function seedMoment(options: Pick<TSeedOptions, 'today' | 'now'>): { today: Date; now: Date } {
  const now = options.now ?? (options.today ? new Date(startOfUtcDay(options.today).getTime() + DAY_MS / 2) : new Date());
  const today = startOfUtcDay(options.today ?? now);
  if (toIsoDate(now) !== toIsoDate(today)) throw new Error(`The seed's now (${now.toISOString()}) is not on its day ${toIsoDate(today)}.`);
  return { today, now };
}

export function createSeedContext(db: TDatabase, options: TSeedOptions): TSeedContext {
  const seed = options.seed ?? 1;
  return {
    db,
    seed,
    f: createFaker(seed),
    random: createRandom(seed),
    ...seedMoment(options),
    timer: createPhaseTimer(options.log),
  };
}

export const toReport = (phases: TPhaseReport[], startedAt: number): TSeedReport => ({
  phases,
  totalMs: performance.now() - startedAt,
  rows: phases.reduce((sum, phase) => sum + phase.rows, 0),
});

export async function demoPasswordHashes(hashing: THashing = 'standard'): Promise<TDemoPasswordHashes> {
  const [admin, client, bulk] = (await Promise.all([DEMO_ADMIN.password, DEMO_CLIENT.password, BULK_USER_PASSWORD].map((plain) => hashOnce(plain, hashing)))) as [string, string, string];
  return { admin, client, bulk };
}

/** Seeds the demo data into an empty, migrated database (one transaction). */
export async function seedDemo(db: TDatabase, options: TSeedOptions = {}): Promise<TSeedReport> {
  const startedAt = performance.now();
  const ctx = createSeedContext(db, options);
  const { timer } = ctx;
  const hashes = await timer.phaseAsync('password hashes', async () => ({ ...(await demoPasswordHashes(options.hashing)), rows: 3 }));
  db.transaction(() => {
    const { services } = timer.phase('services', () => writeServices(ctx));
    const accounts = timer.phase('users', () => writeUsers(ctx, hashes));
    const businessAccounts = timer.phase('business accounts', () => writeBusinessAccounts(ctx, accounts));
    const people = { ...accounts, ...businessAccounts };
    timer.phase('invites', () => writeInvites(ctx, people));
    const { exports } = timer.phase('exports and ad accounts', () => writeExports(ctx, services, people));
    timer.phase('insights', () => writeDemoInsights(ctx, exports));
    timer.phase('exchange rates', () => ({ rows: extendExchangeRates(db, ctx.seed, toIsoDate(ctx.today)) }));
    const { firstIntegrationByBa } = timer.phase('integrations, CRM, social', () => writeIntegrations(ctx, services, people));
    timer.phase('auth data', () => writeAuthData(ctx, services, people, firstIntegrationByBa));
    timer.phase('sync history', () => writeSyncHistory(ctx, exports));
    timer.phase('leads delivered', () => receiveSeededLeads(db, ctx.seed, lastDays(ctx.today, LEAD_HISTORY_DAYS), { now: ctx.now }));
    recordSeedState(db, { seed: ctx.seed, now: ctx.now });
  });
  return toReport(timer.reports, startedAt);
}
