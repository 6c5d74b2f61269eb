// Invitations to a business account (spec §7, first table).
import { createTRPCRouter, endpointMutation, endpointQuery } from '../init';

export const invitesRouter = createTRPCRouter({
  info: endpointQuery('getInviteInfo'),
  accept: endpointMutation('acceptInvite'),
  decline: endpointMutation('declineInvite'),
});
