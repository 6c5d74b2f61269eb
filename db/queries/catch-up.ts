// What the catch-up reads and moves: every ad account (and whether its service is google-ads,
// whose rows carry cost and interactions) and the dates of finished syncs.
import type Database from 'better-sqlite3';
import { SEARCH_ADS_SERVICE_PATH } from '../../shared/constants';
import { prepared } from './statement-cache';

export type TCatchUpAccount = { id: number; isSearchAds: boolean };

export const listAllAdAccounts = (sqlite: Database.Database): TCatchUpAccount[] =>
  prepared<[string], { id: number; is_search_ads: number }>(
    sqlite,
    `SELECT a.id, s.service_path = ? AS is_search_ads
     FROM ad_accounts a JOIN integrations_exports r ON r.id = a.integration_id JOIN services s ON s.id = r.service_id
     ORDER BY a.id`,
  )
    .all(SEARCH_ADS_SERVICE_PATH)
    .map((row) => ({ id: row.id, isSearchAds: row.is_search_ads === 1 }));

const SHIFTED = `MIN(strftime('%Y-%m-%dT%H:%M:%fZ', {column}, @shift), @now)`;
const shifted = (column: string) => SHIFTED.replace('{column}', column);

/**
 * Moves finished syncs forward by `days` days (the data moved as much), none past `now`:
 * sync jobs (their window too, none past `today`), and the "last sync" of records and accounts.
 * Answers the rows changed.
 */
export const shiftSyncDates = (sqlite: Database.Database, params: { days: number; now: string; today: string }): number => {
  const values = { shift: `+${params.days} days`, now: params.now, today: params.today };
  let changes = prepared<[typeof values]>(
    sqlite,
    `UPDATE sync_jobs SET created_at = ${shifted('created_at')}, finished_at = ${shifted('finished_at')},
       date_from = MIN(date(date_from, @shift), @today), date_to = MIN(date(date_to, @shift), @today)
     WHERE finished_at IS NOT NULL`,
  ).run(values).changes;
  for (const table of ['integrations_exports', 'ad_accounts', 'search_ads_accounts']) {
    changes += prepared<[typeof values]>(
      sqlite,
      `UPDATE ${table} SET date_finish_sync = ${shifted('date_finish_sync')} WHERE date_finish_sync IS NOT NULL`,
    ).run(values).changes;
  }
  return changes;
};
