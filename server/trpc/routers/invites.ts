// Invitations to a business account (spec §7, first table).
import { endpointMutation, endpointQuery } from '../init';
import { endpoints } from '../../../shared/contract/endpoints';
import { mutation, query } from '../procedure-catalogue';

export const invitesCatalogue = {
  info: query(endpoints.getInviteInfo.request),
  accept: mutation(endpoints.acceptInvite.request),
  decline: mutation(endpoints.declineInvite.request),
};

export const invitesProcedures = {
  info: endpointQuery('getInviteInfo'),
  accept: endpointMutation('acceptInvite'),
  decline: endpointMutation('declineInvite'),
};
