// One export record with its ad accounts (and, for google-ads, the search-ads account rows).
import { adAccounts, searchAdsAccounts } from '../db/schema/ad-accounts';
import { integrationsExports } from '../db/schema/integrations-exports';
import { SEARCH_ADS_SERVICE_PATH } from '../shared/constants';
import type { TSeedContext } from './context';
import { isoTimestampDaysAgo } from '../shared/dates';
import { buildAdAccount, buildSearchAdsAccount } from '../server/emulator/generate/ad-accounts';
import { buildExport } from './factories/integration-export';
import type { TIntegrationExportInsert } from './factories/integration-export';
import type { TInsightAccount } from '../server/emulator/generate/write-insights';

export type TSeedService = { id: number; name: string; service_path: string };

export function writeExport(
  ctx: TSeedContext,
  params: {
    service: TSeedService;
    ba_id: number;
    created_by: number;
    status: NonNullable<TIntegrationExportInsert['status']>;
    accountCount: number;
    /** The currency of the n-th ad account, when the scenario decides it (else drawn). */
    currencyOf?: (accountIndex: number) => string;
    /** When the export's grant stops working (ISO timestamp; see grant-lifetime.ts). */
    tokenExpiresAt: string;
  },
): { exportId: number; accounts: TInsightAccount[]; rows: number } {
  const { f, db } = ctx;
  const exportRow = buildExport(f, {
    service_id: params.service.id,
    serviceName: params.service.name,
    ba_id: params.ba_id,
    created_by: params.created_by,
    status: params.status,
  });
  const createdAt = isoTimestampDaysAgo(ctx.today, f.number.int({ min: 30, max: 400 }));
  const exportId = db.insert(integrationsExports).values({
    ...exportRow,
    token_expires_at: params.tokenExpiresAt,
    created_at: createdAt,
    updated_at: createdAt,
  }).returning({ id: integrationsExports.id }).get().id;
  const isSearchAds = params.service.service_path === SEARCH_ADS_SERVICE_PATH;
  const accounts: TInsightAccount[] = [];
  let rows = 1;
  for (let index = 0; index < params.accountCount; index += 1) {
    const drawn = buildAdAccount(f, { integration_id: exportId, servicePath: params.service.service_path });
    const account = params.currencyOf ? { ...drawn, currency: params.currencyOf(index) } : drawn;
    // The last sync comes later, from the sync history (demo-records.ts).
    const adAccount = { ...account, date_finish_sync: null, status_last_sync: null };
    const id = db.insert(adAccounts).values(adAccount).returning({ id: adAccounts.id }).get().id;
    if (isSearchAds) {
      db.insert(searchAdsAccounts).values(buildSearchAdsAccount(f, { ...adAccount, id })).run();
      rows += 1;
    }
    accounts.push({ id, isSearchAds });
    rows += 1;
  }
  return { exportId, accounts, rows };
}
