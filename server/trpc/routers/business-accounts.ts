// The caller's business accounts (spec §7, second table).
import { createTRPCRouter, gatewayMutation, gatewayQuery } from '../init';

export const businessAccountsRouter = createTRPCRouter({
  list: gatewayQuery('listBusinessAccounts'),
  add: gatewayMutation('addBusinessAccount'),
  edit: gatewayMutation('editBusinessAccount'),
  remove: gatewayMutation('deleteBusinessAccount'),
});
