// The large seed for benchmarks: the demo data, then at least 10,000 users, 2,000 business
// accounts and 1,000,000 insight rows, written with raw better-sqlite3 prepared statements inside
// one transaction per phase (drizzle per row would cost minutes, not seconds).
import type { TDatabase, TSqlite } from '../db/client';
import { SEARCH_ADS_SERVICE_PATH } from '../shared/constants';
import type { TSeedContext, TSeedOptions } from './context';
import { isoDateDaysAgo, isoTimestampDaysAgo, lastDays } from '../server/emulator/rules/dates';
import { demoPasswordHashes, seedDemo, toReport, createSeedContext } from './demo';
import type { TSeedReport } from './demo';
import { INSIGHT_DAYS } from './demo-records';
import { EXPORT_SERVICES } from './factories/service';
import { buildInsightDays } from './factories/insights';
import { CURRENCIES } from './factories/ad-account';
import { randomBetween, randomInt, round2 } from './random';
import type { TInsightAccount } from './write-insights';
import { writeInsights } from './write-insights';
import { markSeedScale } from '../server/emulator/rules/seed-state';

export type TLargeSeedOptions = TSeedOptions & { users?: number; businessAccounts?: number; insightRows?: number };

export const LARGE_DEFAULTS = { users: 10_000, businessAccounts: 2_000, insightRows: 1_000_000 } as const;

const STATUSES = ['active', 'inactive', 'disabled'] as const;

function pick<T>(ctx: TSeedContext, items: readonly T[]): T {
  return items[randomInt(ctx.random, 0, items.length - 1)] as T;
}

function writeBulkUsers(ctx: TSeedContext, count: number, passwordHash: string): number[] {
  const { f, sqlite, today, random } = ctx;
  const statement = sqlite.prepare(
    `INSERT INTO users (name, last_name, email, role, project_path, phone, password_hash, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const createdAt = isoTimestampDaysAgo(today, randomInt(random, 1, 700), randomInt(random, 0, 1439));
    const result = statement.run(
      f.person.firstName(),
      f.person.lastName(),
      `user${index + 1}@large.example.com`,
      // Clients only: bulk users share one password, so none of them may be an admin.
      'client',
      index % 3 === 0 ? `large-${index + 1}` : null,
      `+1 555 ${String(index).padStart(7, '0')}`,
      passwordHash,
      createdAt,
      createdAt,
    );
    ids.push(Number(result.lastInsertRowid));
  }
  return ids;
}

type TLargeBa = { id: number; ownerId: number };

function writeBulkBusinessAccounts(ctx: TSeedContext, count: number, userIds: number[]): { accounts: TLargeBa[]; rows: number } {
  const { f, sqlite, today, random } = ctx;
  const insertBa = sqlite.prepare('INSERT INTO business_accounts (name, path, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
  const insertMember = sqlite.prepare('INSERT INTO business_account_members (ba_id, user_id, role, created_at) VALUES (?, ?, ?, ?)');
  const accounts: TLargeBa[] = [];
  let rows = 0;
  for (let index = 0; index < count; index += 1) {
    const ownerId = pick(ctx, userIds);
    const name = `${f.company.name()} ${index + 1}`;
    const createdAt = isoTimestampDaysAgo(today, randomInt(random, 1, 600));
    const id = Number(insertBa.run(name, `ba-${index + 1}`, ownerId, createdAt, createdAt).lastInsertRowid);
    insertMember.run(id, ownerId, 'owner', createdAt);
    const members = new Set<number>([ownerId]);
    const memberCount = randomInt(random, 0, 3);
    for (let m = 0; m < memberCount; m += 1) {
      const userId = pick(ctx, userIds);
      if (members.has(userId)) continue;
      members.add(userId);
      insertMember.run(id, userId, 'member', createdAt);
    }
    rows += 1 + members.size;
    accounts.push({ id, ownerId });
  }
  return { accounts, rows };
}

function writeBulkExports(ctx: TSeedContext, bas: TLargeBa[], accountTotal: number) {
  const { sqlite, random, today } = ctx;
  const serviceIds = new Map(
    sqlite
      .prepare<[], { id: number; service_path: string }>('SELECT id, service_path FROM services')
      .all()
      .map((row) => [row.service_path, row.id]),
  );
  const insertExport = sqlite.prepare(
    `INSERT INTO integrations_exports (integration_id, name, service_id, service_type, sending_service_id, ba_id, is_active,
       access_token, created_by, status, date_finish_sync, status_last_sync, created_at, updated_at)
     VALUES (?, ?, ?, 'export', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAccount = sqlite.prepare(
    `INSERT INTO ad_accounts (integration_id, account_id, fb_id, name, balance, currency, is_active, date_finish_sync, status_last_sync)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSearchAds = sqlite.prepare(
    `INSERT INTO search_ads_accounts (integration_id, ad_account_id, account_id, manager, level, descriptive_name, is_active)
     VALUES (?, ?, ?, 'No', '1', ?, ?)`,
  );
  const insertJob = sqlite.prepare(
    `INSERT INTO sync_jobs (integration_id, requested_by, date_from, date_to, full, status, message, rows_written, created_at, finished_at)
     VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`,
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
    const createdAt = isoTimestampDaysAgo(today, randomInt(random, 30, 500));
    const exportResult = insertExport.run(
      `large_exp_${index + 1}`,
      `${catalogue.name} account ${index + 1}`,
      serviceId,
      serviceId,
      ba.id,
      status === 'active' ? 1 : 0,
      `token-${index + 1}`,
      ba.ownerId,
      status,
      synced,
      syncStatus,
      createdAt,
      createdAt,
    );
    const exportId = Number(exportResult.lastInsertRowid);
    rows += 1;
    const accountCount = base + (index < extra ? 1 : 0);
    for (let a = 0; a < accountCount; a += 1) {
      const accountId = isSearchAds
        ? `${100 + (index % 900)}-${String(index % 1000).padStart(3, '0')}-${String(a).padStart(4, '0')}`
        : `act_${9_000_000_000 + index * 10 + a}`;
      const name = `Account ${index + 1}.${a + 1}`;
      const isActive = random() < 0.7 ? 1 : 0;
      const fbId = String(9_000_000_000 + index * 10 + a);
      const balance = round2(randomBetween(random, 0, 25_000));
      const accountResult = insertAccount.run(exportId, accountId, fbId, name, balance, pick(ctx, CURRENCIES), isActive, synced, syncStatus);
      const id = Number(accountResult.lastInsertRowid);
      if (isSearchAds) {
        insertSearchAds.run(exportId, id, accountId, name, isActive);
        rows += 1;
      }
      accounts.push({ id, isSearchAds });
      rows += 1;
    }
    if (synced) {
      const isFinished = syncStatus === 'Finish';
      const message = isFinished ? 'Sync finished' : 'The service refused the access token.';
      insertJob.run(exportId, ba.ownerId, isoDateDaysAgo(today, 8), isoDateDaysAgo(today, 1), syncStatus, message, isFinished ? accountCount * 7 : 0, synced, synced);
      rows += 1;
    }
  }
  return { accounts, rows };
}

export async function seedLarge(db: TDatabase, sqlite: TSqlite, options: TLargeSeedOptions = {}): Promise<TSeedReport> {
  const startedAt = performance.now();
  const demo = await seedDemo(db, sqlite, options);
  // A different stream than the demo's, so the demo part is identical to a demo-scale seed.
  const ctx = createSeedContext(sqlite, { ...options, seed: (options.seed ?? 1) + 1_000_003 });
  const { timer } = ctx;
  const userCount = options.users ?? LARGE_DEFAULTS.users;
  const baCount = options.businessAccounts ?? LARGE_DEFAULTS.businessAccounts;
  const insightRows = options.insightRows ?? LARGE_DEFAULTS.insightRows;
  const { bulk } = await demoPasswordHashes();
  const userIds = timer.phase('bulk users', () => {
    const ids = sqlite.transaction(() => writeBulkUsers(ctx, userCount, bulk))();
    return { ids, rows: ids.length };
  }).ids;
  const { accounts: bas } = timer.phase('bulk business accounts', () => sqlite.transaction(() => writeBulkBusinessAccounts(ctx, baCount, userIds))());
  const accountTotal = Math.ceil(insightRows / INSIGHT_DAYS);
  const { accounts } = timer.phase('bulk exports and ad accounts', () => sqlite.transaction(() => writeBulkExports(ctx, bas, accountTotal))());
  const days = buildInsightDays(lastDays(ctx.today, INSIGHT_DAYS));
  // Insights hang on (the database's seed, account, date), like the demo's, so the catch-up continues them.
  timer.phase('bulk insights', () => ({ rows: sqlite.transaction(() => writeInsights(sqlite, options.seed ?? 1, accounts, days))() }));
  markSeedScale(sqlite, 'large');
  timer.phase('analyze', () => {
    sqlite.pragma('optimize');
    return { rows: 0 };
  });
  return toReport([...demo.phases, ...timer.reports], startedAt);
}
