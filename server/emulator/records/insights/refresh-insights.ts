// POST insights: the service reports today's figures again; today's row of every ad account
// of the given records is written anew.
import { listAdAccounts } from '../../../../db/queries/ad-accounts';
import { upsertInsightRow } from '../../../../db/queries/insights';
import type { TRecordRow } from '../../../../db/queries/integrations-exports';
import type { TDatabase } from '../../../../db/client';
import { createFigureSource, todaysFigures } from './insight-figures';
import { isSearchAdsService } from '../lookups';

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
