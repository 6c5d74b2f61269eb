// Ad accounts of an integration or export, per service path (spec §7, per-service calls).
import { createTRPCRouter, gatewayMutation, gatewayQuery } from '../init';

export const adAccountsRouter = createTRPCRouter({
  list: gatewayQuery('listAdAccounts'),
  refresh: gatewayMutation('refreshAdAccounts'),
  setStatus: gatewayMutation('setAdAccountStatus'),
});
