// Services to connect (spec §7, third table).
import { AUTH_SERVICE_KIND } from '../../../shared/constants';
import { endpoints } from '../../../shared/contract/endpoints';
import { createTRPCRouter, protectedProcedure } from '../init';
import { maskServices } from '../mask-secrets';

export const servicesRouter = createTRPCRouter({
  list: protectedProcedure
    .input(endpoints.listServices.request)
    .query(async ({ ctx, input }) => maskServices(await ctx.gateway.call('listServices', input, ctx.token))),
  all: protectedProcedure.query(({ ctx }) => ctx.gateway.call('listAllServices', {}, ctx.token)),
  /** The auth step's services: kind 'sending' (spec §7 "second API layer", §9). */
  sending: protectedProcedure
    .input(endpoints.listServices.request.pick({ user_id: true }))
    .query(async ({ ctx, input }) => maskServices(await ctx.gateway.call('listServices', { ...input, type: AUTH_SERVICE_KIND }, ctx.token))),
});
