// The caller's profile and the project-domain check (spec §7, first table).
import { ZId } from '../../../shared/contract/common';
import { ZProfileForm } from '../../../shared/validation/profile';
import { ERROR_MESSAGES } from '../../../shared/validation/messages';
import { endpointQuery, protectedProcedure } from '../init';
import { endpoints } from '../../../shared/contract/endpoints';
import { mutation, query } from '../procedure-catalogue';

export const profileCatalogue = {
  get: query(endpoints.getProfile.request),
  save: mutation(ZProfileForm.extend({ user_id: ZId })),
  checkPath: query(endpoints.checkProfilePath.request),
};

export const profileProcedures = {
  get: endpointQuery('getProfile'),
  save: protectedProcedure
    .meta({ whenRefusedSilently: ERROR_MESSAGES.profileSave })
    .input(profileCatalogue.save.input)
    .mutation(({ ctx, input }) => ctx.gateway.call('saveProfile', input, ctx.token)),
  /** `data.success` true means the project domain is taken. */
  checkPath: endpointQuery('checkProfilePath'),
};
