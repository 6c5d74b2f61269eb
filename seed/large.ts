// The large seed for benchmarks: the demo data, then at least 10,000 users, 2,000 business
// accounts and 1,000,000 insight rows, one transaction per phase.
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../db/client';
import { adAccounts, businessAccountMembers, businessAccounts, integrationsExports, searchAdsAccounts, services, syncJobs, users } from '../db/schema';
import { SEARCH_ADS_SERVICE_PATH } from '../shared/constants';
import { SERVER_ONLY_MESSAGES } from '../shared/validation/messages';
import type { TSeedContext, TSeedOptions } from './context';
import { isoDateDaysAgo, isoTimestampDaysAgo, lastDays } from '../shared/dates';
import { LEAD_HISTORY_DAYS, demoPasswordHashes, seedDemo, seedMoment, toReport, createSeedContext } from './demo';
import type { TSeedReport } from './demo';
import { INSIGHT_DAYS } from './demo-records';
import { EXPORT_SERVICES } from './factories/service';
import { CURRENCIES } from '../server/emulator/generate/ad-accounts';
import { randomBetween, randomInt } from '../server/emulator/generate/random';
import { castAdAccountName, castBusinessAccountName, castPersonAt, castPhone } from '../server/emulator/generate/cast';
import { projectPathOf } from './factories/user';
import { reportedSyncRows, syncDurationMs } from '../server/emulator/generate/sync-report';
import { round2 } from '../shared/two-decimals';
import type { TInsightAccount } from '../server/emulator/generate/write-insights';
import { writeInsightsUntil } from '../server/emulator/generate/write-insights';
import { markSeedScale } from '../server/emulator/rules/seed-state';
import { receiveSeededLeads } from '../server/emulator/rules/lead-arrival';
import { LEADS_PER_FORM_DAY } from '../server/emulator/generate/daily-leads';
import { buildSocialPage } from '../server/emulator/generate/social-pages';
import { KEEPIN_CRM_PATH } from './factories/service';
import { writeIntegration } from './write-integration';

export type TLargeSeedOptions = TSeedOptions & { users?: number; businessAccounts?: number; insightRows?: number; leads?: number };

export const LARGE_DEFAULTS = { users: 10_000, businessAccounts: 2_000, insightRows: 1_000_000, leads: 10_000 } as const;

const STATUSES = ['active', 'inactive', 'disabled'] as const;
/** What an export's name says it holds, as the demo's exports do. */
const EXPORT_LINES = ['main', 'brand', 'performance', 'regional'] as const;

function pick<T>(ctx: TSeedContext, items: readonly T[]): T {
  return items[randomInt(ctx.random, 0, items.length - 1)] as T;
}

function writeBulkUsers(ctx: TSeedContext, count: number, passwordHash: string): number[] {
  const { f, db, today, random } = ctx;
  // The seed's own part of the demo cast: numbered people never share an email.
  const castOffset = f.number.int({ min: 0, max: 2 ** 30 });
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const createdAt = isoTimestampDaysAgo(today, randomInt(random, 1, 700), randomInt(random, 0, 1439));
    const person = castPersonAt(index, castOffset);
    const user = {
      name: person.first,
      last_name: person.last,
      email: person.email,
      // Clients only: bulk users share one password, so none of them may be an admin.
      role: 'client' as const,
      project_path: index % 3 === 0 ? projectPathOf(person) : null,
      phone: castPhone(random),
      password_hash: passwordHash,
      created_at: createdAt,
      updated_at: createdAt,
    };
    ids.push(db.insert(users).values(user).returning({ id: users.id }).get().id);
  }
  return ids;
}

type TLargeBa = { id: number; ownerId: number };

function writeBulkBusinessAccounts(ctx: TSeedContext, count: number, userIds: number[]): { accounts: TLargeBa[]; rows: number } {
  const { f, db, today, random } = ctx;
  const insertMember = (ba_id: number, user_id: number, role: 'owner' | 'member', created_at: string) =>
    db.insert(businessAccountMembers).values({ ba_id, user_id, role, created_at }).run();
  const accounts: TLargeBa[] = [];
  const nameOffset = f.number.int({ min: 0, max: 3119 });
  let rows = 0;
  for (let index = 0; index < count; index += 1) {
    const ownerId = pick(ctx, userIds);
    const name = castBusinessAccountName(index, nameOffset);
    const createdAt = isoTimestampDaysAgo(today, randomInt(random, 1, 600));
    const { id } = db
      .insert(businessAccounts)
      .values({ name, path: `ba-${index + 1}`, created_by: ownerId, created_at: createdAt, updated_at: createdAt })
      .returning({ id: businessAccounts.id })
      .get();
    insertMember(id, ownerId, 'owner', createdAt);
    const members = new Set<number>([ownerId]);
    const memberCount = randomInt(random, 0, 3);
    for (let m = 0; m < memberCount; m += 1) {
      const userId = pick(ctx, userIds);
      if (members.has(userId)) continue;
      members.add(userId);
      insertMember(id, userId, 'member', createdAt);
    }
    rows += 1 + members.size;
    accounts.push({ id, ownerId });
  }
  return { accounts, rows };
}

/** `insightSeed`: the database's seed, which the insights (and so a sync's rows) hang on. */
function writeBulkExports(ctx: TSeedContext, bas: TLargeBa[], accountTotal: number, insightSeed: number) {
  const { db, random, today } = ctx;
  const serviceIds = new Map(
    db
      .select({ id: services.id, service_path: services.service_path })
      .from(services)
      .all()
      .map((row) => [row.service_path, row.id]),
  );
  // Spread the ad accounts so the total is reached exactly: every BA gets the base count, the first few one more.
  const base = Math.floor(accountTotal / bas.length);
  const extra = accountTotal - base * bas.length;
  const accounts: TInsightAccount[] = [];
  let rows = 0;
  for (const [index, ba] of bas.entries()) {
    const catalogue = EXPORT_SERVICES[index % EXPORT_SERVICES.length] ?? EXPORT_SERVICES[0]!;
    const serviceId = serviceIds.get(catalogue.service_path);
    if (serviceId === undefined) throw new Error(`Service ${catalogue.service_path} is missing; seed the demo first.`);
    const isSearchAds = catalogue.service_path === SEARCH_ADS_SERVICE_PATH;
    const status = STATUSES[index % 3] ?? 'active';
    const synced = status === 'disabled' ? null : isoTimestampDaysAgo(today, randomInt(random, 1, 4), randomInt(random, 0, 1439));
    const syncStatus = synced ? (random() < 0.85 ? 'Finish' : 'Error') : null;
    // The date of the last successful sync: none when the one run failed.
    const lastSuccess = syncStatus === 'Finish' ? synced : null;
    const createdAt = isoTimestampDaysAgo(today, randomInt(random, 30, 500));
    const exportId = db
      .insert(integrationsExports)
      .values({
        integration_id: `large_exp_${index + 1}`,
        name: `${catalogue.name} ${pick(ctx, EXPORT_LINES)} account`,
        service_id: serviceId,
        service_type: 'export',
        sending_service_id: serviceId,
        ba_id: ba.id,
        is_active: status === 'active',
        access_token: `token-${index + 1}`,
        created_by: ba.ownerId,
        status,
        date_finish_sync: lastSuccess,
        status_last_sync: syncStatus,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning({ id: integrationsExports.id })
      .get().id;
    rows += 1;
    const accountCount = base + (index < extra ? 1 : 0);
    for (let a = 0; a < accountCount; a += 1) {
      const accountId = isSearchAds
        ? `${100 + (index % 900)}-${String(index % 1000).padStart(3, '0')}-${String(a).padStart(4, '0')}`
        : `act_${9_000_000_000 + index * 10 + a}`;
      const name = castAdAccountName(random);
      const isActive = random() < 0.7;
      const fbId = String(9_000_000_000 + index * 10 + a);
      const balance = round2(randomBetween(random, 0, 25_000));
      const { id } = db
        .insert(adAccounts)
        .values({
          integration_id: exportId,
          account_id: accountId,
          fb_id: fbId,
          name,
          balance,
          currency: pick(ctx, CURRENCIES),
          is_active: isActive,
          date_finish_sync: lastSuccess,
          status_last_sync: syncStatus,
        })
        .returning({ id: adAccounts.id })
        .get();
      if (isSearchAds) {
        db.insert(searchAdsAccounts)
          .values({ integration_id: exportId, ad_account_id: id, account_id: accountId, manager: 'No', level: '1', descriptive_name: name, is_active: isActive })
          .run();
        rows += 1;
      }
      accounts.push({ id, isSearchAds });
      rows += 1;
    }
    if (synced) {
      const isFinished = syncStatus === 'Finish';
      // As the demo's history and a live sync count them: a row per campaign a day.
      const syncRows = isFinished ? accounts.slice(-accountCount).reduce((sum, account) => sum + reportedSyncRows(insightSeed, account, 8), 0) : 0;
      const message = isFinished ? 'Sync finished' : SERVER_ONLY_MESSAGES.accessTokenRefused;
      db.insert(syncJobs)
        .values({
          integration_id: exportId,
          requested_by: ba.ownerId,
          date_from: isoDateDaysAgo(today, 8),
          date_to: isoDateDaysAgo(today, 1),
          full: false,
          status: isFinished ? 'Finish' : 'Error',
          message,
          rows_written: syncRows,
          // It finished at the record's last sync, having run as long as a live sync of its rows.
          created_at: new Date(Date.parse(synced) - syncDurationMs(syncRows)).toISOString(),
          finished_at: synced,
        })
        .run();
      rows += 1;
    }
  }
  return { accounts, rows };
}

/**
 * Active integrations, each listening to two lead forms, in bulk business accounts: as many as
 * the lead history needs to hold about `leadTarget` leads.
 */
function writeBulkLeadIntegrations(ctx: TSeedContext, bas: TLargeBa[], leadTarget: number): { rows: number } {
  const catalogue = ctx.db.select({ id: services.id, name: services.name, service_path: services.service_path }).from(services).all();
  const sending = catalogue.find((service) => service.service_path === 'fb-sync');
  const receiving = catalogue.find((service) => service.service_path === KEEPIN_CRM_PATH);
  if (!sending || !receiving) throw new Error('The lead services are missing; seed the demo first.');
  const leadsPerForm = LEAD_HISTORY_DAYS * ((LEADS_PER_FORM_DAY.min + LEADS_PER_FORM_DAY.max) / 2);
  const count = Math.ceil(leadTarget / (2 * leadsPerForm));
  let rows = 0;
  for (let index = 0; index < count; index += 1) {
    const ba = bas[index % bas.length];
    if (!ba) break;
    const page = buildSocialPage(ctx.f);
    const written = writeIntegration(ctx, {
      ba_id: ba.id,
      created_by: ba.ownerId,
      sending,
      receiving,
      status: 'active',
      pages: [page],
      config: { page, leadFormIds: page.forms.slice(0, 2).map((form) => form.lead_form_id), isActive: true },
    });
    rows += written.rows;
  }
  return { rows };
}

export async function seedLarge(db: TDatabase, given: TLargeSeedOptions = {}): Promise<TSeedReport> {
  const startedAt = performance.now();
  // One moment for both parts (the default reads the time once).
  const options = { ...given, ...seedMoment(given) };
  const demo = await seedDemo(db, options);
  // A different stream than the demo's, so the demo part is identical to a demo-scale seed.
  const ctx = createSeedContext(db, { ...options, seed: (options.seed ?? 1) + 1_000_003 });
  const { timer } = ctx;
  const userCount = options.users ?? LARGE_DEFAULTS.users;
  const baCount = options.businessAccounts ?? LARGE_DEFAULTS.businessAccounts;
  const insightRows = options.insightRows ?? LARGE_DEFAULTS.insightRows;
  const { bulk } = await demoPasswordHashes(options.hashing);
  const userIds = timer.phase('bulk users', () => {
    const ids = db.transaction(() => writeBulkUsers(ctx, userCount, bulk));
    return { ids, rows: ids.length };
  }).ids;
  const { accounts: bas } = timer.phase('bulk business accounts', () => db.transaction(() => writeBulkBusinessAccounts(ctx, baCount, userIds)));
  const accountTotal = Math.ceil(insightRows / INSIGHT_DAYS);
  const { accounts } = timer.phase('bulk exports and ad accounts', () => db.transaction(() => writeBulkExports(ctx, bas, accountTotal, options.seed ?? 1)));
  // Insights hang on (the database's seed, account, date), like the demo's, so the catch-up continues them.
  timer.phase('bulk insights', () => ({ rows: db.transaction(() => writeInsightsUntil(db, options.seed ?? 1, accounts, ctx.now, INSIGHT_DAYS)) }));
  const leadTarget = options.leads ?? LARGE_DEFAULTS.leads;
  timer.phase('bulk lead integrations', () => db.transaction(() => writeBulkLeadIntegrations(ctx, bas, leadTarget)));
  // The same seed as the demo's leads, so the catch-up continues them.
  timer.phase('bulk leads delivered', () => receiveSeededLeads(db, options.seed ?? 1, lastDays(ctx.today, LEAD_HISTORY_DAYS), { now: ctx.now }));
  markSeedScale(db, 'large');
  timer.phase('analyze', () => {
    db.run(sql`PRAGMA optimize`);
    return { rows: 0 };
  });
  return toReport([...demo.phases, ...timer.reports], startedAt);
}
