// Starting data synchronisation (admin only; spec §7, admin calls) and the runs' history (members).
import { ERROR_MESSAGES } from '../../../shared/validation/messages';
import { createTRPCRouter, gatewayMutation, gatewayQuery } from '../init';

export const syncRouter = createTRPCRouter({
  start: gatewayMutation('adminStartSync', { whenRefusedSilently: ERROR_MESSAGES.startSync }),
  startAccount: gatewayMutation('adminStartSyncAccount', { whenRefusedSilently: ERROR_MESSAGES.startSync }),
  /** The last runs of an integration or export: admins start syncs, its members see what happened. */
  runs: gatewayQuery('listSyncRuns'),
});
