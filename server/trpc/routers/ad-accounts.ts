// Ad accounts of an integration or export, per service path (spec §7, per-service calls).
import { endpoints } from '../../../shared/contract/endpoints';
import { createTRPCRouter, protectedProcedure } from '../init';

export const adAccountsRouter = createTRPCRouter({
  list: protectedProcedure
    .input(endpoints.listAdAccounts.request)
    .query(({ ctx, input }) => ctx.gateway.call('listAdAccounts', input, ctx.token)),
  refresh: protectedProcedure
    .input(endpoints.refreshAdAccounts.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('refreshAdAccounts', input, ctx.token)),
  setStatus: protectedProcedure
    .input(endpoints.setAdAccountStatus.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('setAdAccountStatus', input, ctx.token)),
});
