// The caller's business accounts (spec §7, second table).
import { createTRPCRouter, endpointMutation, endpointQuery } from '../init';

export const businessAccountsRouter = createTRPCRouter({
  list: endpointQuery('listBusinessAccounts'),
  add: endpointMutation('addBusinessAccount'),
  edit: endpointMutation('editBusinessAccount'),
  remove: endpointMutation('deleteBusinessAccount'),
});
