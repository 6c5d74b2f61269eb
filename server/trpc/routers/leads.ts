// Leads: an integration's delivery log, a test lead, a retry, and lead counts per integration.
// These are the emulator's own endpoints: a real gateway without them answers 404, which the
// reads turn into `isAvailable: false` so the screens hide them instead of showing an error.
import { endpoints } from '../../../shared/contract/endpoints';
import { GatewayError } from '../../gateway/errors';
import { createTRPCRouter, endpointMutation, protectedProcedure } from '../init';

/** The gateway's answer, or "not available" when it has no such endpoint (404). */
const unlessMissing = async <T>(read: () => Promise<T>): Promise<({ isAvailable: true } & T) | { isAvailable: false }> => {
  try {
    return { isAvailable: true as const, ...(await read()) };
  } catch (error) {
    if (error instanceof GatewayError && error.code === 'NOT_FOUND') return { isAvailable: false as const };
    throw error;
  }
};

export const leadsRouter = createTRPCRouter({
  list: protectedProcedure
    .input(endpoints.listLeadDeliveries.request)
    .query(({ ctx, input }) => unlessMissing(() => ctx.gateway.call('listLeadDeliveries', input, ctx.token))),
  counts: protectedProcedure
    .input(endpoints.countLeads.request)
    .query(({ ctx, input }) => unlessMissing(() => ctx.gateway.call('countLeads', input, ctx.token))),
  sendTest: endpointMutation('sendTestLead'),
  retry: endpointMutation('retryLeadDelivery'),
});
