// Revoking credentials: a receiving service's token, or a sending service's grant, taken from the
// caller's own records. Without them nothing flows, so each record found is switched off too.
import type { deleteAuthData, deleteAuthDataOauth } from '../../../../shared/contract/services';
import { deleteAuthDataOfRecord } from '../../../../db/queries/auth-data';
import {
  clearAccessToken,
  clearReceivingToken,
  findOwnRecordsByGrant,
  findOwnRecordsByReceivingToken,
  setRecordActive,
} from '../../../../db/queries/integrations-exports';
import type { TEmulatorDeps } from '../../deps';
import type { TEndpointHandler } from '../../endpoint-handler';
import { notFound } from '../../http-error';

/** Clears each record's credentials with `clear` and switches it off; 404 when the caller has none such. */
const revoke = (deps: TEmulatorDeps, records: { id: number }[], clear: (recordId: number) => void) => {
  if (records.length === 0) throw notFound('Auth data');
  deps.db.transaction(() => {
    for (const record of records) {
      clear(record.id);
      setRecordActive(deps.db, record.id, false);
    }
  });
};

export const revokeReceivingToken: TEndpointHandler<typeof deleteAuthData> = (deps, caller, input) => {
  revoke(deps, findOwnRecordsByReceivingToken(deps.db, input.receiving_service_token, caller.id), (recordId) => {
    clearReceivingToken(deps.db, recordId);
    deleteAuthDataOfRecord(deps.db, recordId, caller.id);
  });
  return { success: true as const, message: 'Auth data deleted' };
};

export const revokeGrant: TEndpointHandler<typeof deleteAuthDataOauth> = (deps, caller, input) => {
  revoke(deps, findOwnRecordsByGrant(deps.db, input.sending_service_id, input.access_token, caller.id), (recordId) => clearAccessToken(deps.db, recordId));
  return { success: true as const, message: 'Access revoked' };
};
