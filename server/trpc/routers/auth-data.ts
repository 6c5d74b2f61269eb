// Saved credentials for a service (spec §3 "Auth data", §7 third table).
import { createTRPCRouter, endpointMutation, endpointQuery } from '../init';

export const authDataRouter = createTRPCRouter({
  list: endpointQuery('getAuthData'),
  /** Test connection: a mutation although nothing is stored, as it is an action a person starts. */
  test: endpointMutation('testAuthData'),
  add: endpointMutation('addAuthData'),
});
