// Ad accounts of an integration or export, per service path (spec §7, per-service calls). The
// switch sends the record's id: the server works out its `{service_path}` (record-service-path.ts).
import { ZId } from '../../../shared/contract/common';
import { endpoints } from '../../../shared/contract/endpoints';
import { endpointMutation, endpointQuery, protectedProcedure } from '../init';
import { mutation, query } from '../procedure-catalogue';
import { resolveRecordRoute } from '../record-service-path';

export const adAccountsCatalogue = {
  list: query(endpoints.listAdAccounts.request),
  refresh: mutation(endpoints.refreshAdAccounts.request),
  /** The account, the record (integration or export) that holds it and its business account, and the status chosen. */
  setStatus: mutation(endpoints.setAdAccountStatus.request.omit({ service_path: true }).extend({ ba_id: ZId, integration_id: ZId })),
};

export const adAccountsProcedures = {
  list: endpointQuery('listAdAccounts'),
  refresh: endpointMutation('refreshAdAccounts'),
  /** The spec's call: user_id, service_path, ad_account_id, status; answers the updated account for the table's cache. */
  setStatus: protectedProcedure.input(adAccountsCatalogue.setStatus.input).mutation(async ({ ctx, input: { ba_id, integration_id, ...call } }) => {
    const service_path = await resolveRecordRoute(ctx, { user_id: call.user_id, ba_id, record_id: integration_id });
    return ctx.gateway.call('setAdAccountStatus', { ...call, service_path }, ctx.token);
  }),
};
