// Invitations to a business account (spec §7, first table).
import { endpoints } from '../../../shared/contract/endpoints';
import { createTRPCRouter, protectedProcedure } from '../init';

export const invitesRouter = createTRPCRouter({
  info: protectedProcedure
    .input(endpoints.getInviteInfo.request)
    .query(({ ctx, input }) => ctx.gateway.call('getInviteInfo', input, ctx.token)),
  accept: protectedProcedure
    .input(endpoints.acceptInvite.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('acceptInvite', input, ctx.token)),
  decline: protectedProcedure
    .input(endpoints.declineInvite.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('declineInvite', input, ctx.token)),
});
