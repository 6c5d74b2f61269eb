// The caller's profile and the project-domain check (spec §7, first table).
import { ZId } from '../../../shared/contract/common';
import { endpoints } from '../../../shared/contract/endpoints';
import { ZProfileForm } from '../../../shared/validation/profile';
import { ERROR_MESSAGES } from '../../../shared/validation/messages';
import { createTRPCRouter, protectedProcedure } from '../init';

export const profileRouter = createTRPCRouter({
  get: protectedProcedure
    .input(endpoints.getProfile.request)
    .query(({ ctx, input }) => ctx.gateway.call('getProfile', input, ctx.token)),
  save: protectedProcedure
    .meta({ whenRefusedSilently: ERROR_MESSAGES.profileSave })
    .input(ZProfileForm.extend({ user_id: ZId }))
    .mutation(({ ctx, input }) => ctx.gateway.call('saveProfile', input, ctx.token)),
  /** `data.success` true means the project domain is taken. */
  checkPath: protectedProcedure
    .input(endpoints.checkProfilePath.request)
    .query(({ ctx, input }) => ctx.gateway.call('checkProfilePath', input, ctx.token)),
});
