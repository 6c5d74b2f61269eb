// Admin lists (spec §7, admin calls); the gateway answers 403 to anyone but admins. Saved
// credentials are masked for admins as for clients: no screen needs them whole.
import { endpoints } from '../../../shared/contract/endpoints';
import { createTRPCRouter, endpointQuery, protectedProcedure } from '../init';
import { maskServices } from '../mask-secrets';

export const adminRouter = createTRPCRouter({
  users: endpointQuery('adminUsers'),
  businessAccounts: endpointQuery('adminBusinessAccounts'),
  businessAccount: endpointQuery('adminBusinessAccount'),
  businessAccountServices: protectedProcedure
    .input(endpoints.adminBusinessAccountServices.request)
    .query(async ({ ctx, input }) => maskServices(await ctx.gateway.call('adminBusinessAccountServices', input, ctx.token))),
});
