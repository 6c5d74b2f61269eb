// POST insights: the service reports today's figures again; today's row of every ad account
// of the given records is written anew.
import { listAdAccounts } from '../../../../db/queries/ad-accounts';
import { upsertInsightRow } from '../../../../db/queries/insights';
import type { TRecordRow } from '../../../../db/queries/integrations-exports';
import type { TDatabase } from '../../../../db/client';
import { createFigureSource, todaysFigures } from './insight-figures';
import { isSearchAdsService, requireService } from '../lookups';
import type { refreshInsights } from '../../../../shared/contract/per-service';
import type { TEndpointHandler } from '../../endpoint-handler';
import { assertSelf } from '../../caller';
import { serviceResponse } from '../shape-service';
import { recordsInScope } from './insight-scope';

/** Answers the number of rows written. */
export const refreshTodayInsights = (db: TDatabase, records: TRecordRow[], now: Date): number => {
  const source = createFigureSource(db);
  return db.transaction(() => {
    let rows = 0;
    for (const record of records) {
      const isSearchAds = isSearchAdsService(record.service_path);
      for (const account of listAdAccounts(db, record.id)) {
        upsertInsightRow(db, todaysFigures(source, { id: account.id, isSearchAds }, now));
        rows += 1;
      }
    }
    return rows;
  });
};

/** POST /api/{service_path}/insights: today's rows of the records in the caller's scope, written anew. */
export const refreshInsightsOf: TEndpointHandler<typeof refreshInsights> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  const service = requireService(deps, input.service_path);
  const records = recordsInScope(deps, caller, service, { userId: input.user_id, integrationId: input.integration_id });
  const rows = refreshTodayInsights(deps.db, records, deps.clock.now());
  return serviceResponse({ result: 'Insights updated', rows });
};
