// Factory of a finished sync job (history), relative to the seed's "today": its rows and its
// length from the same functions a live sync uses (generate/sync-report.ts), so the runs a demo
// starts compare with these.
import type { Faker } from '@faker-js/faker';
import type { syncJobs } from '../../db/schema/sync-jobs';
import { SERVER_ONLY_MESSAGES } from '../../shared/validation/messages';
import { isoDateDaysAgo, isoTimestampDaysAgo } from '../../shared/dates';
import { reportedSyncRows, syncDurationMs } from '../../server/emulator/generate/sync-report';

export type TSyncJobInsert = typeof syncJobs.$inferInsert;

export function buildSyncJob(
  f: Faker,
  params: Pick<TSyncJobInsert, 'integration_id' | 'requested_by'> & {
    today: Date;
    daysAgo: number;
    seed: number;
    /** The accounts the run covers (all of the record's, or one). */
    accounts: { id: number; isSearchAds: boolean }[];
    /** How it ended, when the scenario decides it (else drawn: one run in five fails). */
    outcome?: 'Finish' | 'Error';
  },
  overrides: Partial<TSyncJobInsert> = {},
): TSyncJobInsert {
  const isFull = f.datatype.boolean({ probability: 0.2 });
  const isError = params.outcome ? params.outcome === 'Error' : f.datatype.boolean({ probability: 0.2 });
  const window = isFull ? 364 : 7;
  const rows = isError ? 0 : params.accounts.reduce((sum, account) => sum + reportedSyncRows(params.seed, account, window + 1), 0);
  const startMinute = f.number.int({ min: 60, max: 22 * 60 });
  const createdAt = isoTimestampDaysAgo(params.today, params.daysAgo, startMinute);
  return {
    integration_id: params.integration_id,
    requested_by: params.requested_by,
    ad_account_id: null,
    date_from: isoDateDaysAgo(params.today, params.daysAgo + window),
    date_to: isoDateDaysAgo(params.today, params.daysAgo),
    full: isFull,
    status: isError ? 'Error' : 'Finish',
    message: isError ? SERVER_ONLY_MESSAGES.accessTokenRefused : 'Sync finished',
    rows_written: rows,
    created_at: createdAt,
    finished_at: new Date(Date.parse(createdAt) + syncDurationMs(rows)).toISOString(),
    ...overrides,
  };
}
