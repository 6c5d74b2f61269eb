// What "Allow" on a consent page does: the service hands over its data, so the emulator
// creates the record (switched off, status disabled) with the data a real service would
// report: ad accounts with a year of insights for an export, social pages for an integration.
import { randomBytes, randomInt } from 'node:crypto';
import type { TDatabase } from '../../../../db/client';
import { adAccounts, searchAdsAccounts } from '../../../../db/schema/ad-accounts';
import { insertRecord, setAccessToken } from '../../../../db/queries/integrations-exports';
import type { TRecordRow } from '../../../../db/queries/integrations-exports';
import { listAdAccounts } from '../../../../db/queries/ad-accounts';
import { listSocialPages } from '../../../../db/queries/social';
import type { TServiceRow } from '../../../../db/queries/services';
import { lastDays } from '../../rules/dates';
import { buildAdAccount, buildSearchAdsAccount } from '../../../../seed/factories/ad-account';
import { buildInsightDays } from '../../../../seed/factories/insights';
import { buildSocialPage } from '../../../../seed/factories/social';
import { buildCrmInfo } from '../../../../seed/factories/crm';
import { createFaker } from '../../../../seed/random';
import { writeCrmInfo } from '../../../../seed/write-crm';
import { writeInsights } from '../../../../seed/write-insights';
import type { TInsightAccount } from '../../../../seed/write-insights';
import { writeSocialPages } from '../../../../seed/write-social';
import { hasCrmInfo } from '../../../../db/queries/crm';
import { isSearchAdsService } from '../lookups';
import { currentSeedState } from '../../rules/catch-up';
import { grantExpiry } from '../../rules/grant-lifetime';

/** A year of history, as the seed gives every export. */
export const CONNECT_INSIGHT_DAYS = 365;

export const randomToken = (bytes: number) => randomBytes(bytes).toString('base64url');
const randomSeed = () => randomInt(0, 2 ** 31 - 1);

/**
 * 2–3 ad accounts (with their search-ads rows for google-ads) and a year of their insights up to
 * `today`, from the database's seed like every other account, so the catch-up continues them.
 */
export const seedAdAccounts = (db: TDatabase, recordId: number, service: TServiceRow, today: Date): number => {
  const f = createFaker(randomSeed());
  const isSearchAds = isSearchAdsService(service.service_path);
  const accounts: TInsightAccount[] = [];
  const count = f.number.int({ min: 2, max: 3 });
  for (let index = 0; index < count; index += 1) {
    const adAccount = buildAdAccount(f, { integration_id: recordId, servicePath: service.service_path });
    const id = db.insert(adAccounts).values(adAccount).returning({ id: adAccounts.id }).get().id;
    if (isSearchAds) db.insert(searchAdsAccounts).values(buildSearchAdsAccount(f, { ...adAccount, id })).run();
    accounts.push({ id, isSearchAds });
  }
  writeInsights(db, currentSeedState(db)?.seed ?? 1, accounts, buildInsightDays(lastDays(today, CONNECT_INSIGHT_DAYS)));
  return accounts.length;
};

/** The social pages (with lead forms and questions) the sending side reports for an integration. */
export const seedSocialPages = (db: TDatabase, recordId: number): void => {
  const f = createFaker(randomSeed());
  writeSocialPages(db, recordId, [buildSocialPage(f), buildSocialPage(f)]);
};

/** The CRM info the receiving service reports once it has credentials. */
export const seedCrmInfo = (db: TDatabase, recordId: number): void => {
  if (hasCrmInfo(db, recordId)) return;
  writeCrmInfo(db, recordId, buildCrmInfo(createFaker(randomSeed())));
};

/** A new export of the service with its ad accounts and insights, its grant given `now`; answers the record id. */
export const createExport = (db: TDatabase, params: { service: TServiceRow; baId: number; userId: number; today: Date; now: Date }): number =>
  db.transaction(() => {
    const recordId = insertRecord(db, {
      integration_id: `exp_${randomToken(9).toLowerCase()}`,
      name: `${params.service.name} account`,
      service_id: params.service.id,
      service_type: 'export',
      receiving_service_id: null,
      sending_service_id: params.service.id,
      ba_id: params.baId,
      api_key: null,
      access_token: randomToken(30),
      token_expires_at: grantExpiry(params.now),
      receiving_service_token: null,
      created_by: params.userId,
    });
    seedAdAccounts(db, recordId, params.service, params.today);
    return recordId;
  });

/** Consent given again for an existing export: a new grant from `now`; accounts appear if it had none. */
export const renewExport = (db: TDatabase, record: TRecordRow, service: TServiceRow, clock: { today: Date; now: Date }): void =>
  db.transaction(() => {
    setAccessToken(db, record.id, randomToken(30), grantExpiry(clock.now));
    if (listAdAccounts(db, record.id).length === 0) seedAdAccounts(db, record.id, service, clock.today);
  });

/**
 * A new integration sending from the service (its receiving side is chosen next, on step 2),
 * with the social pages the service reports; answers the record id.
 */
export const createIntegration = (db: TDatabase, params: { service: TServiceRow; baId: number; userId: number }): number =>
  db.transaction(() => {
    const recordId = insertRecord(db, {
      integration_id: `int_${randomToken(9).toLowerCase()}`,
      name: `Lead forms from ${params.service.name}`,
      service_id: params.service.id,
      service_type: 'integration',
      receiving_service_id: null,
      sending_service_id: params.service.id,
      ba_id: params.baId,
      api_key: null,
      access_token: randomToken(30),
      token_expires_at: null,
      receiving_service_token: null,
      created_by: params.userId,
    });
    seedSocialPages(db, recordId);
    return recordId;
  });

/** Social pages for an integration that has none yet (created from auth data alone). */
export const ensureSocialPages = (db: TDatabase, recordId: number): void => {
  if (listSocialPages(db, recordId).length === 0) seedSocialPages(db, recordId);
};
