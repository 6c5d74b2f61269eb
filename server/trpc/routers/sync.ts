// Starting data synchronisation (admin only; spec §7, admin calls) and the runs' history (members).
import { ERROR_MESSAGES } from '../../../shared/validation/messages';
import { createTRPCRouter, endpointMutation, endpointQuery } from '../init';

export const syncRouter = createTRPCRouter({
  start: endpointMutation('adminStartSync', { whenRefusedSilently: ERROR_MESSAGES.startSync }),
  startAccount: endpointMutation('adminStartSyncAccount', { whenRefusedSilently: ERROR_MESSAGES.startSync }),
  /** The last runs of an integration or export: admins start syncs, its members see what happened. */
  runs: endpointQuery('listSyncRuns'),
});
