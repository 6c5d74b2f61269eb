// Invitations to a business account (spec §7, first table).
import { createTRPCRouter, gatewayMutation, gatewayQuery } from '../init';

export const invitesRouter = createTRPCRouter({
  info: gatewayQuery('getInviteInfo'),
  accept: gatewayMutation('acceptInvite'),
  decline: gatewayMutation('declineInvite'),
});
