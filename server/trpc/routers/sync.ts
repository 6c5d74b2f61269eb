// Starting data synchronisation (admin only; spec §7, admin calls) and the runs' history (members).
// The screens send the integration's id: the server works out its `{service_path}` (record-service-path.ts).
import { z } from 'zod';
import { ZSyncWindow } from '../../../shared/contract/admin';
import { ZId } from '../../../shared/contract/common';
import { endpoints } from '../../../shared/contract/endpoints';
import { ERROR_MESSAGES } from '../../../shared/validation/messages';
import { endpointQuery, protectedProcedure } from '../init';
import { mutation, query } from '../procedure-catalogue';
import { resolveRecordRoute } from '../record-service-path';

/** The caller's own id (for the record look-up; the spec's call does not carry it) and the integration synchronised. */
const ZRecordOfSync = z.object({ user_id: ZId, integration_id: ZId });

export const syncCatalogue = {
  start: mutation(z.intersection(ZSyncWindow, ZRecordOfSync)),
  startAccount: mutation(z.intersection(ZSyncWindow, ZRecordOfSync.extend({ fb_id: z.string().min(1).max(64), account_id: ZId }))),
  runs: query(endpoints.listSyncRuns.request),
};

const whenRefusedSilently = ERROR_MESSAGES.startSync;

export const syncProcedures = {
  /** The spec's call: date_from, date_to, full, ba_id, integration_id. */
  start: protectedProcedure
    .meta({ whenRefusedSilently })
    .input(syncCatalogue.start.input)
    .mutation(async ({ ctx, input: { user_id, ...call } }) => {
      const service_path = await resolveRecordRoute(ctx, { user_id, ba_id: call.ba_id, record_id: call.integration_id });
      return ctx.gateway.call('adminStartSync', { ...call, service_path }, ctx.token);
    }),
  /** One ad account of the integration; the spec's call: date_from, date_to, full, ba_id, fb_id, account_id. */
  startAccount: protectedProcedure
    .meta({ whenRefusedSilently })
    .input(syncCatalogue.startAccount.input)
    .mutation(async ({ ctx, input: { user_id, integration_id, ...call } }) => {
      const service_path = await resolveRecordRoute(ctx, { user_id, ba_id: call.ba_id, record_id: integration_id });
      return ctx.gateway.call('adminStartSyncAccount', { ...call, service_path }, ctx.token);
    }),
  /** The last runs of an integration or export: admins start syncs, its members see what happened. */
  runs: endpointQuery('listSyncRuns'),
};
