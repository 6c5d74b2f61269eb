// What a service reports when it is connected (the emulator's consent and auth-data steps):
// ad accounts with a year of insights, social pages, CRM info, from the same generators as the seed.
import { randomInt } from 'node:crypto';
import type { TDatabase } from '../../../db/client';
import { hasCrmInfo } from '../../../db/queries/crm';
import type { TServiceRow } from '../../../db/queries/services';
import { adAccounts, searchAdsAccounts } from '../../../db/schema/ad-accounts';
import { lastDays } from '../../../shared/dates';
import { SEARCH_ADS_SERVICE_PATH } from '../../../shared/constants';
import { buildAdAccount, buildSearchAdsAccount } from './ad-accounts';
import { buildCrmInfo } from './crm-info';
import { buildInsightDays } from './insight-rows';
import { buildSocialPages } from './social-pages';
import { createFaker } from './random';
import { writeCrmInfo } from './write-crm-info';
import { writeInsights } from './write-insights';
import type { TInsightAccount } from './write-insights';
import { writeSocialPages } from './write-social-pages';

const randomSeed = () => randomInt(0, 2 ** 31 - 1);

/** A year of history, as the seed gives every export. */
const CONNECT_INSIGHT_DAYS = 365;

/**
 * 2–3 ad accounts (with their search-ads rows for google-ads) and a year of their insights up to
 * `today`, from the database's `seed` like every other account, so the catch-up continues them.
 */
export const generateAdAccounts = (db: TDatabase, recordId: number, service: Pick<TServiceRow, 'service_path'>, at: { today: Date; seed: number }): number => {
  const f = createFaker(randomSeed());
  const isSearchAds = service.service_path === SEARCH_ADS_SERVICE_PATH;
  const accounts: TInsightAccount[] = [];
  const count = f.number.int({ min: 2, max: 3 });
  for (let index = 0; index < count; index += 1) {
    const adAccount = buildAdAccount(f, { integration_id: recordId, servicePath: service.service_path });
    const id = db.insert(adAccounts).values(adAccount).returning({ id: adAccounts.id }).get().id;
    if (isSearchAds) db.insert(searchAdsAccounts).values(buildSearchAdsAccount(f, { ...adAccount, id })).run();
    accounts.push({ id, isSearchAds });
  }
  writeInsights(db, at.seed, accounts, buildInsightDays(lastDays(at.today, CONNECT_INSIGHT_DAYS)));
  return accounts.length;
};

/** The social pages (with lead forms and questions) the sending side reports for an integration. */
export const generateSocialPages = (db: TDatabase, recordId: number): void => {
  const f = createFaker(randomSeed());
  writeSocialPages(db, recordId, buildSocialPages(f, 2));
};

/** The CRM info the receiving service reports once it has credentials. */
export const generateCrmInfo = (db: TDatabase, recordId: number): void => {
  if (hasCrmInfo(db, recordId)) return;
  writeCrmInfo(db, recordId, buildCrmInfo(createFaker(randomSeed())));
};
