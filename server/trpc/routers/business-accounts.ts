// The caller's business accounts (spec §7, second table).
import { endpointMutation, endpointQuery } from '../init';
import { endpoints } from '../../../shared/contract/endpoints';
import { mutation, query } from '../procedure-catalogue';

export const businessAccountsCatalogue = {
  list: query(endpoints.listBusinessAccounts.request),
  add: mutation(endpoints.addBusinessAccount.request),
  edit: mutation(endpoints.editBusinessAccount.request),
  remove: mutation(endpoints.deleteBusinessAccount.request),
};

export const businessAccountsProcedures = {
  list: endpointQuery('listBusinessAccounts'),
  add: endpointMutation('addBusinessAccount'),
  edit: endpointMutation('editBusinessAccount'),
  remove: endpointMutation('deleteBusinessAccount'),
};
