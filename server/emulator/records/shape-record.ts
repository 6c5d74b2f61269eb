// The one place a record row becomes the ZIntegrationExport every endpoint answers.
import type { TIntegrationExport } from '../../../shared/contract/common';
import type { TRecordRow } from '../../../db/queries/integrations-exports';
import { isGrantExpired } from '../rules/grant-lifetime';

/** `nowIso` is the emulator's clock, which decides whether the grant has expired. */
export const toIntegrationExport = (row: TRecordRow, nowIso: string): TIntegrationExport => ({
  id: row.id,
  integration_id: row.integration_id,
  name: row.name,
  service: { id: row.service_id, name: row.service_name, service_path: row.service_path, type: row.service_kind, info: row.service_info },
  service_type: row.service_type,
  receiving_service_id: row.receiving_service_id,
  sending_service_id: row.sending_service_id,
  ba_id: row.ba_id,
  is_active: row.is_active,
  api_key: row.api_key,
  access_token: row.access_token,
  token_expires_at: row.token_expires_at,
  token_expired: row.access_token !== null && isGrantExpired(row.token_expires_at, nowIso),
  receiving_service_token: row.receiving_service_token,
  // created_by only empties when its user is deleted, which no endpoint does; 0 stands for "nobody".
  created_by: row.created_by ?? 0,
  status: row.status,
  date_finish_sync: row.date_finish_sync,
  status_last_sync: row.status_last_sync,
});
