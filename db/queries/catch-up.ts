// What the catch-up reads and moves: every ad account (and whether its service is google-ads,
// whose rows carry cost and interactions) and the dates of finished syncs.
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { SEARCH_ADS_SERVICE_PATH } from '../../shared/constants';
import type { TDatabase } from '../client';
import { adAccounts, integrationsExports, searchAdsAccounts, services, syncJobs } from '../schema';

export type TCatchUpAccount = { id: number; isSearchAds: boolean };

export const listAllAdAccounts = (db: TDatabase): TCatchUpAccount[] =>
  db
    .select({ id: adAccounts.id, isSearchAds: sql<boolean>`${services.service_path} = ${SEARCH_ADS_SERVICE_PATH}`.mapWith(Boolean) })
    .from(adAccounts)
    .innerJoin(integrationsExports, eq(integrationsExports.id, adAccounts.integration_id))
    .innerJoin(services, eq(services.id, integrationsExports.service_id))
    .orderBy(asc(adAccounts.id))
    .all();

/**
 * Moves finished syncs forward by `days` days (the data moved as much), none past `now`:
 * sync jobs (their window too, none past `today`), and the "last sync" of records and accounts.
 * Answers the rows changed.
 */
export const shiftSyncDates = (db: TDatabase, params: { days: number; now: string; today: string }): number => {
  const shift = `+${params.days} days`;
  const shifted = (column: AnyColumn) => sql`MIN(strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, ${shift}), ${params.now})`;
  const shiftedDay = (column: AnyColumn) => sql`MIN(date(${column}, ${shift}), ${params.today})`;
  let changes = db
    .update(syncJobs)
    .set({
      created_at: shifted(syncJobs.created_at),
      finished_at: shifted(syncJobs.finished_at),
      date_from: shiftedDay(syncJobs.date_from),
      date_to: shiftedDay(syncJobs.date_to),
    })
    .where(isNotNull(syncJobs.finished_at))
    .run().changes;
  for (const table of [integrationsExports, adAccounts, searchAdsAccounts]) {
    changes += db
      .update(table)
      .set({ date_finish_sync: shifted(table.date_finish_sync) })
      .where(isNotNull(table.date_finish_sync))
      .run().changes;
  }
  return changes;
};
