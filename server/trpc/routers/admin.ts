// Admin lists (spec §7, admin calls); the gateway answers 403 to anyone but admins. Saved
// credentials are masked for admins as for clients: no screen needs them whole.
import { endpoints } from '../../../shared/contract/endpoints';
import { endpointQuery, protectedProcedure } from '../init';
import { maskServices } from '../mask-secrets';
import { query } from '../procedure-catalogue';

export const adminCatalogue = {
  users: query(endpoints.adminUsers.request),
  businessAccounts: query(endpoints.adminBusinessAccounts.request),
  businessAccount: query(endpoints.adminBusinessAccount.request),
  businessAccountServices: query(endpoints.adminBusinessAccountServices.request),
};

export const adminProcedures = {
  users: endpointQuery('adminUsers'),
  businessAccounts: endpointQuery('adminBusinessAccounts'),
  businessAccount: endpointQuery('adminBusinessAccount'),
  businessAccountServices: protectedProcedure
    .input(adminCatalogue.businessAccountServices.input)
    .query(async ({ ctx, input }) => maskServices(await ctx.gateway.call('adminBusinessAccountServices', input, ctx.token))),
};
