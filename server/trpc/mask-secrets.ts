// Secrets never reach the browser whole (beyond the spec): a record's API key and tokens keep
// their last four characters at most. The gateway still answers them whole to the server,
// which needs none of them for any screen.
import type { TIntegrationExport } from '../../shared/contract/common';

const VISIBLE_SECRET_CHARS = 4;
const MASK = '••••';

const maskSecret = (value: string | null): string | null =>
  value === null ? null : `${MASK}${value.length > VISIBLE_SECRET_CHARS * 2 ? value.slice(-VISIBLE_SECRET_CHARS) : ''}`;

export const maskRecord = <R extends TIntegrationExport>(record: R): R => ({
  ...record,
  api_key: maskSecret(record.api_key),
  access_token: maskSecret(record.access_token),
  receiving_service_token: maskSecret(record.receiving_service_token),
});

export const maskRecords = <A extends { data: TIntegrationExport[] }>(answer: A): A => ({ ...answer, data: answer.data.map(maskRecord) });

/** A services answer (the client's or an admin's view) with its integrations' secrets masked. */
export const maskServices = <A extends { data: { integrations: TIntegrationExport[] } }>(answer: A): A => ({
  ...answer,
  data: { ...answer.data, integrations: answer.data.integrations.map(maskRecord) },
});
