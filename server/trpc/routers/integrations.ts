// Integrations: the list, adding (a consent URL), deleting and switching through the
// per-service `{service_path}/users` calls, the lead-form-to-CRM settings, and the emulator's own
// titles and renaming.
import { z } from 'zod';
import { ZId, ZServicePath } from '../../../shared/contract/common';
import { endpoints } from '../../../shared/contract/endpoints';
import { withFollowableConsentUrl } from '../consent-url';
import { createTRPCRouter, endpointMutation, endpointQuery, protectedProcedure } from '../init';
import { maskRecord, maskRecords } from '../mask-secrets';
import { unlessMissing } from '../unless-missing';

export const integrationsRouter = createTRPCRouter({
  list: protectedProcedure
    .input(endpoints.listIntegrationsExports.request.omit({ service_type: true }))
    .query(async ({ ctx, input }) => maskRecords(await ctx.gateway.call('listIntegrationsExports', { ...input, service_type: 'integration' }, ctx.token))),
  /** Answers `service_response.data`: the URL the browser is redirected to (https, or this machine's). */
  add: protectedProcedure
    .input(endpoints.addServiceUser.request)
    .mutation(async ({ ctx, input }) => withFollowableConsentUrl(await ctx.gateway.call('addServiceUser', input, ctx.token), ctx.ownOrigin)),
  remove: protectedProcedure
    .input(z.object({ user_id: ZId, service_path: ZServicePath, id_integration: ZId }))
    .mutation(({ ctx, input }) =>
      ctx.gateway.call(
        'deleteServiceUser',
        { service_path: input.service_path, user_id: input.user_id, integration_id: input.id_integration },
        ctx.token,
      ),
    ),
  setStatus: protectedProcedure
    .input(endpoints.setServiceUserStatus.request)
    .mutation(async ({ ctx, input }) => {
      const answer = await ctx.gateway.call('setServiceUserStatus', input, ctx.token);
      return { service_response: { ...answer.service_response, data: maskRecord(answer.service_response.data) } };
    }),
  info: protectedProcedure
    .input(z.object({ user_id: ZId, integration_id: ZId }))
    .query(async ({ ctx, input }) => {
      const answer = await ctx.gateway.call('getIntegration', { id: input.integration_id, user_id: input.user_id }, ctx.token);
      return { ...answer, data: { ...answer.data, integration: maskRecord(answer.data.integration) } };
    }),
  forms: endpointQuery('getForms'),
  save: endpointMutation('saveIntegration'),
  /** What each integration connects and its given name (the emulator's own: isAvailable false without it). */
  titles: protectedProcedure
    .input(endpoints.listIntegrationTitles.request)
    .query(({ ctx, input }) => unlessMissing(() => ctx.gateway.call('listIntegrationTitles', input, ctx.token))),
  rename: endpointMutation('renameIntegration'),
});
