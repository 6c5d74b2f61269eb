// Faker factory of a finished sync job (history), relative to the seed's "today".
import type { Faker } from '@faker-js/faker';
import type { syncJobs } from '../../db/schema/sync-jobs';
import { SERVER_ONLY_MESSAGES } from '../../shared/validation/messages';
import { isoDateDaysAgo, isoTimestampDaysAgo } from '../../shared/dates';

export type TSyncJobInsert = typeof syncJobs.$inferInsert;

export function buildSyncJob(
  f: Faker,
  params: Pick<TSyncJobInsert, 'integration_id' | 'requested_by'> & { today: Date; daysAgo: number },
  overrides: Partial<TSyncJobInsert> = {},
): TSyncJobInsert {
  const isFull = f.datatype.boolean({ probability: 0.2 });
  const isError = f.datatype.boolean({ probability: 0.2 });
  const window = isFull ? 364 : 7;
  const startMinute = f.number.int({ min: 60, max: 22 * 60 });
  return {
    integration_id: params.integration_id,
    requested_by: params.requested_by,
    ad_account_id: null,
    date_from: isoDateDaysAgo(params.today, params.daysAgo + window),
    date_to: isoDateDaysAgo(params.today, params.daysAgo),
    full: isFull,
    status: isError ? 'Error' : 'Finish',
    message: isError ? SERVER_ONLY_MESSAGES.accessTokenRefused : 'Sync finished',
    rows_written: isError ? 0 : f.number.int({ min: 8, max: 1_200 }),
    created_at: isoTimestampDaysAgo(params.today, params.daysAgo, startMinute),
    finished_at: isoTimestampDaysAgo(params.today, params.daysAgo, startMinute + f.number.int({ min: 1, max: 20 })),
    ...overrides,
  };
}
