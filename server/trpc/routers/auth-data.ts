// Saved credentials for a service (spec §3 "Auth data", §7 third table).
import { createTRPCRouter, gatewayMutation, gatewayQuery } from '../init';

export const authDataRouter = createTRPCRouter({
  list: gatewayQuery('getAuthData'),
  /** Test connection: a mutation although nothing is stored, as it is an action a person starts. */
  test: gatewayMutation('testAuthData'),
  add: gatewayMutation('addAuthData'),
});
