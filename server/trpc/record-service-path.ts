// Works out a record's per-service route on the server (shared/record-route.ts holds the rule), so
// the screens send only the record's id (issue 50, decision 055).
import { TRPCError } from '@trpc/server';
import type { ServicePath } from '../../shared/constants';
import { servicePathOfRecord } from '../../shared/record-route';
import type { TTrpcContext } from './init';

export const RECORD_NOT_FOUND_MESSAGE = 'That integration was not found in this business account; reload the page and try again.';

/** Looks the record up in its business account's list (members and admins see it) and answers its route. */
export const resolveRecordRoute = async (
  ctx: Pick<TTrpcContext, 'gateway' | 'token'>,
  where: { user_id: number; ba_id: number; record_id: number },
): Promise<ServicePath> => {
  const [records, services] = await Promise.all([
    ctx.gateway.call('listIntegrationsExports', { user_id: where.user_id, ba_id: where.ba_id }, ctx.token),
    ctx.gateway.call('listAllServices', {}, ctx.token),
  ]);
  const record = records.data.find((row) => row.id === where.record_id);
  const path = record ? servicePathOfRecord(record, services.data.services) : null;
  if (path === null) throw new TRPCError({ code: 'NOT_FOUND', message: RECORD_NOT_FOUND_MESSAGE });
  return path;
};
