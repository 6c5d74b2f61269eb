// Services to connect (spec §7, third table).
import { AUTH_SERVICE_KIND } from '../../../shared/constants';
import { endpoints } from '../../../shared/contract/endpoints';
import { protectedProcedure } from '../init';
import { maskServices } from '../mask-secrets';
import { query } from '../procedure-catalogue';

export const servicesCatalogue = {
  list: query(endpoints.listServices.request),
  all: query(null),
  sending: query(endpoints.listServices.request.pick({ user_id: true })),
};

export const servicesProcedures = {
  list: protectedProcedure
    .input(servicesCatalogue.list.input)
    .query(async ({ ctx, input }) => maskServices(await ctx.gateway.call('listServices', input, ctx.token))),
  all: protectedProcedure.query(({ ctx }) => ctx.gateway.call('listAllServices', {}, ctx.token)),
  /** The auth step's services: kind 'sending' (spec §7 "second API layer", §9). */
  sending: protectedProcedure
    .input(servicesCatalogue.sending.input)
    .query(async ({ ctx, input }) => maskServices(await ctx.gateway.call('listServices', { ...input, type: AUTH_SERVICE_KIND }, ctx.token))),
};
