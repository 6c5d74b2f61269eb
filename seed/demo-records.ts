// Demo seed, second half: exports with ad accounts and a year of insights, integrations with
// CRM info, social pages and configs, saved auth data and sync history.
import { authData } from '../db/schema/auth-data';
import { syncJobs } from '../db/schema/sync-jobs';
import { setLastSyncFromHistory } from '../db/queries/sync-jobs';
import { EXPORT_SERVICES, KEEPIN_CRM_PATH, RECEIVING_SERVICES, SALES_HUB_PATH } from './factories/service';
import type { TFieldConfig } from './factories/service';
import type { TSeedContext } from './context';
import { isoTimestampDaysAgo } from '../shared/dates';
import type { TDemoPeople } from './demo-people';
import { buildAuthData } from './factories/auth-data';
import { buildSocialPage } from '../server/emulator/generate/social-pages';
import { BRANDS, castBrands, randomOf } from '../server/emulator/generate/cast';
import { buildSyncJob } from './factories/sync-job';
import { writeExport } from './write-exports';
import type { TSeedService } from './write-exports';
import { writeInsightsUntil } from '../server/emulator/generate/write-insights';
import type { TInsightAccount } from '../server/emulator/generate/write-insights';
import { writeIntegration } from './write-integration';
import { GRANT_LIFETIME_DAYS, grantExpiry } from '../server/emulator/rules/grant-lifetime';

export const INSIGHT_DAYS = 365;
const ROTATING_STATUSES = ['active', 'inactive', 'disabled'] as const;
/**
 * The names people gave each owned business account's integration that is not set up yet: it
 * listens to no page, so without one its title would be the same as every other new one's.
 */
const NOT_SET_UP_NAMES = ['Website enquiries', 'Trade show leads', 'Spring campaign leads', 'Partner referrals'];

/** `lastOutcome`: how its newest sync ended, when the story decides it (a demo shows a finished and a failed sync side by side). */
export type TDemoExport = { exportId: number; ownerId: number; accounts: TInsightAccount[]; isSynced: boolean; lastOutcome?: 'Finish' | 'Error' };

const serviceByPath = (services: TSeedService[], path: string) => {
  const service = services.find((candidate) => candidate.service_path === path);
  if (!service) throw new Error(`Service ${path} was not seeded.`);
  return service;
};

/**
 * The demo logins' businesses and the currencies they spend in: Acme Marketing in dollars,
 * Northwind Digital in euros, Bluebird Media in pounds (its webinar and search-ads exports also run
 * one dollar account, so its dashboard shows converted money too), Summit Growth in all three.
 */
const HOME_CURRENCIES = ['USD', 'EUR', 'GBP', null] as const;
const MIXED = ['USD', 'EUR', 'GBP'] as const;
const demoCurrencyOf = (baIndex: number, serviceIndex: number, accountIndex: number): string => {
  const home = HOME_CURRENCIES[baIndex % HOME_CURRENCIES.length];
  if (!home) return MIXED[(serviceIndex + accountIndex) % MIXED.length] ?? 'USD';
  return serviceIndex >= 2 && accountIndex === 1 ? (home === 'USD' ? 'GBP' : 'USD') : home;
};

/** The demo client's pd-sync export in its second business account (Summit Growth) lost its grant this long before the anchor day. */
export const DEMO_EXPIRED_GRANT_DAYS_AGO = 3;
export const DEMO_EXPIRED_GRANT_SERVICE = 'pd-sync';

/**
 * Grants renewed at different times: 21–60 days left on the anchor day, except the demo client's
 * pd-sync export in its second business account, expired 3 days before it, so a demo shows
 * Reconnect (the first account's exports stay valid: tests sync and read them).
 */
const grantExpiresAt = (ctx: TSeedContext, people: TDemoPeople, baIndex: number, serviceIndex: number, servicePath: string) => {
  const clientSecondBa = people.ownedBusinessAccounts.filter((ba) => ba.ownerId === people.clientId)[1];
  if (people.ownedBusinessAccounts[baIndex] === clientSecondBa && servicePath === DEMO_EXPIRED_GRANT_SERVICE) {
    return isoTimestampDaysAgo(ctx.today, DEMO_EXPIRED_GRANT_DAYS_AGO, 9 * 60);
  }
  return grantExpiry(ctx.today, GRANT_LIFETIME_DAYS - ((baIndex * 11 + serviceIndex * 7) % 40));
};

export function writeExports(ctx: TSeedContext, services: TSeedService[], people: TDemoPeople) {
  const exports: TDemoExport[] = [];
  let rows = 0;
  // Every export service for each business account of the demo logins; fb-sync always active.
  for (const [baIndex, ba] of people.ownedBusinessAccounts.entries()) {
    for (const [serviceIndex, catalogue] of EXPORT_SERVICES.entries()) {
      const status = serviceIndex === 0 ? 'active' : ROTATING_STATUSES[(serviceIndex + baIndex) % 3] ?? 'active';
      const service = serviceByPath(services, catalogue.service_path);
      const tokenExpiresAt = grantExpiresAt(ctx, people, baIndex, serviceIndex, catalogue.service_path);
      const currencyOf = (accountIndex: number) => demoCurrencyOf(baIndex, serviceIndex, accountIndex);
      const written = writeExport(ctx, { service, ba_id: ba.id, created_by: ba.ownerId, status, accountCount: ctx.f.number.int({ min: 2, max: 4 }), tokenExpiresAt, currencyOf });
      // Facebook Ads (always on) last synced fine; Pipedrive (whose grant expires in the client's second account) last failed.
      const lastOutcome = serviceIndex === 0 ? ('Finish' as const) : serviceIndex === 1 ? ('Error' as const) : undefined;
      exports.push({ exportId: written.exportId, ownerId: ba.ownerId, accounts: written.accounts, isSynced: status !== 'disabled', lastOutcome });
      rows += written.rows;
    }
  }
  // One export for each of the other business accounts, so admin screens have data everywhere.
  for (const [index, ba] of people.otherBusinessAccounts.entries()) {
    const catalogue = EXPORT_SERVICES[index % EXPORT_SERVICES.length] ?? EXPORT_SERVICES[0]!;
    const service = serviceByPath(services, catalogue.service_path);
    const status = ROTATING_STATUSES[index % 3] ?? 'active';
    const tokenExpiresAt = grantExpiry(ctx.today, GRANT_LIFETIME_DAYS - (index % 40));
    const written = writeExport(ctx, { service, ba_id: ba.id, created_by: ba.ownerId, status, accountCount: ctx.f.number.int({ min: 1, max: 2 }), tokenExpiresAt });
    exports.push({ exportId: written.exportId, ownerId: ba.ownerId, accounts: written.accounts, isSynced: status !== 'disabled' });
    rows += written.rows;
  }
  return { exports, rows };
}

export function writeDemoInsights(ctx: TSeedContext, exports: TDemoExport[]) {
  const accounts = exports.flatMap((record) => record.accounts);
  return { rows: writeInsightsUntil(ctx.db, ctx.seed, accounts, ctx.now, INSIGHT_DAYS) };
}

export function writeIntegrations(ctx: TSeedContext, services: TSeedService[], people: TDemoPeople) {
  const { f } = ctx;
  const sending = serviceByPath(services, 'fb-sync');
  const keepin = serviceByPath(services, KEEPIN_CRM_PATH);
  const salesHub = serviceByPath(services, SALES_HUB_PATH);
  const firstIntegrationByBa = new Map<number, number>();
  // Every page of the demo logins' accounts is another brand, so no two integrations share a title.
  const brands = castBrands(randomOf(f), BRANDS.length);
  const nextBrand = () => brands.shift() ?? 'Loom & Ladle';
  let rows = 0;
  for (const [baIndex, ba] of people.ownedBusinessAccounts.entries()) {
    const owner = { ba_id: ba.id, created_by: ba.ownerId, sending };
    // Two Keepin integrations of one business account see the same pages (same social login);
    // the second one's config uses the first form, so that form shows as used in the first.
    const pages = [buildSocialPage(f, nextBrand()), buildSocialPage(f, nextBrand())];
    const givenName = NOT_SET_UP_NAMES[baIndex % NOT_SET_UP_NAMES.length];
    const fresh = writeIntegration(ctx, { ...owner, receiving: keepin, status: 'disabled', pages, givenName });
    const usedForm = pages[0]?.forms[0];
    const configured = writeIntegration(ctx, {
      ...owner,
      receiving: keepin,
      status: 'active',
      pages,
      config: pages[0] && usedForm ? { page: pages[0], leadFormIds: [usedForm.lead_form_id], isActive: true } : undefined,
    });
    firstIntegrationByBa.set(ba.id, fresh.integrationId);
    rows += fresh.rows + configured.rows;
    if (baIndex % 2 === 0) {
      const salesPage = buildSocialPage(f, nextBrand());
      const sales = writeIntegration(ctx, {
        ...owner,
        receiving: salesHub,
        status: 'inactive',
        pages: [salesPage],
        config: { page: salesPage, leadFormIds: salesPage.forms.slice(0, 2).map((form) => form.lead_form_id), isActive: false },
      });
      rows += sales.rows;
    }
  }
  return { firstIntegrationByBa, rows };
}

export function writeAuthData(ctx: TSeedContext, services: TSeedService[], people: TDemoPeople, firstIntegrationByBa: Map<number, number>) {
  const fieldConfigOf = (path: string): TFieldConfig => {
    const template = RECEIVING_SERVICES.find((service) => service.service_path === path)?.auth_template;
    return template ? (JSON.parse(template) as { field_config: TFieldConfig }).field_config : {};
  };
  const [adminBa, , clientBa, clientSecondBa] = people.ownedBusinessAccounts;
  const entries = [
    { path: KEEPIN_CRM_PATH, userId: people.clientId, ba: clientBa },
    { path: SALES_HUB_PATH, userId: people.clientId, ba: clientSecondBa },
    { path: KEEPIN_CRM_PATH, userId: people.adminId, ba: adminBa },
  ];
  for (const entry of entries) {
    const service = serviceByPath(services, entry.path);
    ctx.db.insert(authData).values({
      ...buildAuthData(ctx.f, {
        service_id: service.id,
        user_id: entry.userId,
        ba_id: entry.ba?.id ?? null,
        serviceName: service.name,
        fieldConfig: fieldConfigOf(entry.path),
      }),
      created_at: isoTimestampDaysAgo(ctx.today, ctx.f.number.int({ min: 1, max: 60 })),
      integrations_exports_id: entry.path === KEEPIN_CRM_PATH && entry.ba ? (firstIntegrationByBa.get(entry.ba.id) ?? null) : null,
    }).run();
  }
  return { rows: entries.length };
}

/**
 * One to three past runs of every export that was ever switched on, newest first; the record's and
 * its accounts' last sync are then read from that history (the date of the newest successful run,
 * the status of the newest run), so the tables and the sync list never disagree.
 */
export function writeSyncHistory(ctx: TSeedContext, exports: TDemoExport[]) {
  const { f } = ctx;
  let rows = 0;
  for (const record of exports) {
    if (!record.isSynced) continue;
    const count = f.number.int({ min: 1, max: 3 });
    for (let index = 0; index < count; index += 1) {
      // A newest run the story decides is a whole-record one, so the record's status shows it.
      const outcome = index === 0 ? record.lastOutcome : undefined;
      const singleAccount = index === 0 && !outcome && f.datatype.boolean({ probability: 0.3 }) ? record.accounts[0] : undefined;
      ctx.db.insert(syncJobs).values({
        ...buildSyncJob(f, {
          integration_id: record.exportId,
          requested_by: record.ownerId,
          today: ctx.today,
          daysAgo: 1 + index * f.number.int({ min: 3, max: 20 }),
          seed: ctx.seed,
          accounts: singleAccount ? [singleAccount] : record.accounts,
          outcome,
        }),
        ad_account_id: singleAccount?.id ?? null,
      }).run();
      rows += 1;
    }
    setLastSyncFromHistory(ctx.db, record.exportId);
  }
  return { rows };
}
