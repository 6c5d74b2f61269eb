// Saved credentials for a service (spec §3 "Auth data", §7 third table).
import { endpoints } from '../../../shared/contract/endpoints';
import { createTRPCRouter, protectedProcedure } from '../init';

export const authDataRouter = createTRPCRouter({
  list: protectedProcedure
    .input(endpoints.getAuthData.request)
    .query(({ ctx, input }) => ctx.gateway.call('getAuthData', input, ctx.token)),
  /** Test connection: a mutation although nothing is stored, as it is an action a person starts. */
  test: protectedProcedure
    .input(endpoints.testAuthData.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('testAuthData', input, ctx.token)),
  add: protectedProcedure
    .input(endpoints.addAuthData.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('addAuthData', input, ctx.token)),
});
