// Admin lists (spec §7, admin calls); the gateway answers 403 to anyone but admins. Saved
// credentials are masked for admins as for clients: no screen needs them whole.
import { endpoints } from '../../../shared/contract/endpoints';
import { createTRPCRouter, protectedProcedure } from '../init';
import { maskRecord } from '../mask-secrets';

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
    .query(async ({ ctx, input }) => {
      const answer = await ctx.gateway.call('adminBusinessAccountServices', input, ctx.token);
      return { ...answer, data: { ...answer.data, integrations: answer.data.integrations.map(maskRecord) } };
    }),
});
