// Starting data synchronisation (admin only; spec §7, admin calls) and the runs' history (members).
import { endpoints } from '../../../shared/contract/endpoints';
import { ERROR_MESSAGES } from '../../../shared/validation/messages';
import { createTRPCRouter, protectedProcedure } from '../init';

export const syncRouter = createTRPCRouter({
  start: protectedProcedure
    .meta({ whenRefusedSilently: ERROR_MESSAGES.startSync })
    .input(endpoints.adminStartSync.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('adminStartSync', input, ctx.token)),
  startAccount: protectedProcedure
    .meta({ whenRefusedSilently: ERROR_MESSAGES.startSync })
    .input(endpoints.adminStartSyncAccount.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('adminStartSyncAccount', input, ctx.token)),
  /** The last runs of an integration or export: admins start syncs, its members see what happened. */
  runs: protectedProcedure
    .input(endpoints.listSyncRuns.request)
    .query(({ ctx, input }) => ctx.gateway.call('listSyncRuns', input, ctx.token)),
});
