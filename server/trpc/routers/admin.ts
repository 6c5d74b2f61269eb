// Admin lists (spec §7, admin calls); the gateway answers 403 to anyone but admins.
import { endpoints } from '../../../shared/contract/endpoints';
import { createTRPCRouter, protectedProcedure } from '../init';

export const adminRouter = createTRPCRouter({
  users: protectedProcedure
    .input(endpoints.adminUsers.request)
    .query(({ ctx, input }) => ctx.gateway.call('adminUsers', input, ctx.token)),
  businessAccounts: protectedProcedure
    .input(endpoints.adminBusinessAccounts.request)
    .query(({ ctx, input }) => ctx.gateway.call('adminBusinessAccounts', input, ctx.token)),
  businessAccount: protectedProcedure
    .input(endpoints.adminBusinessAccount.request)
    .query(({ ctx, input }) => ctx.gateway.call('adminBusinessAccount', input, ctx.token)),
  businessAccountServices: protectedProcedure
    .input(endpoints.adminBusinessAccountServices.request)
    .query(({ ctx, input }) => ctx.gateway.call('adminBusinessAccountServices', input, ctx.token)),
});
