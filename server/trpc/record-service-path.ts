// Works out a record's per-service route on the server (shared/record-route.ts holds the rule), so
// the screens send only the record's id (issue 50, decision 055).
import { TRPCError } from '@trpc/server';
import type { ServicePath } from '../../shared/constants';
import { servicePathOfRecord } from '../../shared/record-route';
import type { TTrpcContext } from './init';

export const RECORD_NOT_FOUND_MESSAGE = 'That integration was not found in this business account; reload the page and try again.';

/**
 * Looks the record up in its business account's list (members and admins see it) and answers its
 * route. The list usually names the sending service already: each row carries its own service
 * (id and path), and a record sends from its own service (an export) or from one the account has
 * an export of (a lead integration's fb-sync). Only when it does not is the catalogue asked.
 */
export const resolveRecordRoute = async (
  ctx: Pick<TTrpcContext, 'gateway' | 'token'>,
  where: { user_id: number; ba_id: number; record_id: number },
): Promise<ServicePath> => {
  const records = await ctx.gateway.call('listIntegrationsExports', { user_id: where.user_id, ba_id: where.ba_id }, ctx.token);
  const record = records.data.find((row) => row.id === where.record_id);
  if (!record) throw new TRPCError({ code: 'NOT_FOUND', message: RECORD_NOT_FOUND_MESSAGE });
  const isNamedInList = records.data.some((row) => row.service.id === record.sending_service_id);
  const services = isNamedInList ? records.data.map((row) => row.service) : (await ctx.gateway.call('listAllServices', {}, ctx.token)).data.services;
  const path = servicePathOfRecord(record, services);
  if (path === null) throw new TRPCError({ code: 'NOT_FOUND', message: RECORD_NOT_FOUND_MESSAGE });
  return path;
};
