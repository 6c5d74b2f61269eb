// Ad accounts of an integration or export, per service path (spec §7, per-service calls).
import { createTRPCRouter, endpointMutation, endpointQuery } from '../init';

export const adAccountsRouter = createTRPCRouter({
  list: endpointQuery('listAdAccounts'),
  refresh: endpointMutation('refreshAdAccounts'),
  setStatus: endpointMutation('setAdAccountStatus'),
});
