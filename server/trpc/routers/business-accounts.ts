// The caller's business accounts (spec §7, second table).
import { endpoints } from '../../../shared/contract/endpoints';
import { createTRPCRouter, protectedProcedure } from '../init';

export const businessAccountsRouter = createTRPCRouter({
  list: protectedProcedure
    .input(endpoints.listBusinessAccounts.request)
    .query(({ ctx, input }) => ctx.gateway.call('listBusinessAccounts', input, ctx.token)),
  add: protectedProcedure
    .input(endpoints.addBusinessAccount.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('addBusinessAccount', input, ctx.token)),
  edit: protectedProcedure
    .input(endpoints.editBusinessAccount.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('editBusinessAccount', input, ctx.token)),
  remove: protectedProcedure
    .input(endpoints.deleteBusinessAccount.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('deleteBusinessAccount', input, ctx.token)),
});
