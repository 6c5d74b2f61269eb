// A service row as the contract's ZService (path repeats service_path, as the spec names both).
import type { TService } from '../../../shared/contract/common';
import type { TServiceRow } from '../../../db/queries/services';

export const toService = (row: TServiceRow): TService => ({
  id: row.id,
  name: row.name,
  info: row.info,
  service_path: row.service_path,
  path: row.service_path,
  service: row.service,
  type: row.type,
  is_active: row.is_active,
  auth_template: row.auth_template,
});

/** The `service_response` envelope a per-service call answers on success (spec §7). */
export const serviceResponse = <T>(data: T) => ({ service_response: { success: 1 as const, data } });
