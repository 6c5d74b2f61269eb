// Leads: an integration's delivery log, a test lead, a retry (one or all failed), and lead health per integration.
// These are the emulator's own endpoints: a real gateway without them answers 404, which the
// reads turn into `isAvailable: false` so the screens hide them instead of showing an error.
import { endpoints } from '../../../shared/contract/endpoints';
import { endpointMutation, protectedProcedure } from '../init';
import { unlessMissing } from '../unless-missing';
import { mutation, query } from '../procedure-catalogue';

export const leadsCatalogue = {
  list: query(endpoints.listLeadDeliveries.request),
  counts: query(endpoints.countLeads.request),
  sendTest: mutation(endpoints.sendTestLead.request),
  retry: mutation(endpoints.retryLeadDelivery.request),
  retryFailed: mutation(endpoints.retryFailedLeads.request),
};

export const leadsProcedures = {
  list: protectedProcedure
    .input(leadsCatalogue.list.input)
    .query(({ ctx, input }) => unlessMissing(() => ctx.gateway.call('listLeadDeliveries', input, ctx.token))),
  counts: protectedProcedure
    .input(leadsCatalogue.counts.input)
    .query(({ ctx, input }) => unlessMissing(() => ctx.gateway.call('countLeads', input, ctx.token))),
  sendTest: endpointMutation('sendTestLead'),
  retry: endpointMutation('retryLeadDelivery'),
  retryFailed: endpointMutation('retryFailedLeads'),
};
