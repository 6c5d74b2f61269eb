// Saved credentials for a service (spec §3 "Auth data", §7 third table).
import { endpointMutation, endpointQuery } from '../init';
import { endpoints } from '../../../shared/contract/endpoints';
import { mutation, query } from '../procedure-catalogue';

export const authDataCatalogue = {
  list: query(endpoints.getAuthData.request),
  test: mutation(endpoints.testAuthData.request),
  add: mutation(endpoints.addAuthData.request),
};

export const authDataProcedures = {
  list: endpointQuery('getAuthData'),
  /** Test connection: a mutation although nothing is stored, as it is an action a person starts. */
  test: endpointMutation('testAuthData'),
  add: endpointMutation('addAuthData'),
};
