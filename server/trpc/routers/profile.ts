// The caller's profile and the project-domain check (spec §7, first table).
import { ZId } from '../../../shared/contract/common';
import { ZProfileForm } from '../../../shared/validation/profile';
import { ERROR_MESSAGES } from '../../../shared/validation/messages';
import { createTRPCRouter, endpointQuery, protectedProcedure } from '../init';

export const profileRouter = createTRPCRouter({
  get: endpointQuery('getProfile'),
  save: protectedProcedure
    .meta({ whenRefusedSilently: ERROR_MESSAGES.profileSave })
    .input(ZProfileForm.extend({ user_id: ZId }))
    .mutation(({ ctx, input }) => ctx.gateway.call('saveProfile', input, ctx.token)),
  /** `data.success` true means the project domain is taken. */
  checkPath: endpointQuery('checkProfilePath'),
});
