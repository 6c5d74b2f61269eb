// Starting data synchronisation (admin only; spec §7, admin calls).
import { endpoints } from '../../../shared/contract/endpoints';
import { createTRPCRouter, protectedProcedure } from '../init';

export const syncRouter = createTRPCRouter({
  start: protectedProcedure
    .input(endpoints.adminStartSync.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('adminStartSync', input, ctx.token)),
  startAccount: protectedProcedure
    .input(endpoints.adminStartSyncAccount.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('adminStartSyncAccount', input, ctx.token)),
});
