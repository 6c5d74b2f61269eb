// Integrations: the list, adding (a consent URL), deleting and switching through the
// per-service `{service_path}/users` calls, the lead-form-to-CRM settings, and the emulator's own
// titles and renaming.
import { z } from 'zod';
import { ZId } from '../../../shared/contract/common';
import { endpoints } from '../../../shared/contract/endpoints';
import { withFollowableConsentUrl } from '../consent-url';
import { endpointMutation, endpointQuery, protectedProcedure } from '../init';
import { maskRecord, maskRecords } from '../mask-secrets';
import { resolveRecordRoute } from '../record-service-path';
import { unlessMissing } from '../unless-missing';
import { mutation, query } from '../procedure-catalogue';

export const integrationsCatalogue = {
  list: query(endpoints.listIntegrationsExports.request.omit({ service_type: true })),
  add: mutation(endpoints.addServiceUser.request),
  remove: mutation(z.object({ user_id: ZId, ba_id: ZId, id_integration: ZId })),
  setStatus: mutation(endpoints.setServiceUserStatus.request.omit({ service_path: true }).extend({ ba_id: ZId })),
  info: query(z.object({ user_id: ZId, integration_id: ZId })),
  forms: query(endpoints.getForms.request),
  save: mutation(endpoints.saveIntegration.request),
  titles: query(endpoints.listIntegrationTitles.request),
  rename: mutation(endpoints.renameIntegration.request),
};

export const integrationsProcedures = {
  list: protectedProcedure
    .input(integrationsCatalogue.list.input)
    .query(async ({ ctx, input }) => maskRecords(await ctx.gateway.call('listIntegrationsExports', { ...input, service_type: 'integration' }, ctx.token))),
  /** Answers `service_response.data`: the URL the browser is redirected to (https, or this machine's). */
  add: protectedProcedure
    .input(integrationsCatalogue.add.input)
    .mutation(async ({ ctx, input }) => withFollowableConsentUrl(await ctx.gateway.call('addServiceUser', input, ctx.token), ctx.ownOrigin)),
  /** By the record's id: the server works out its `{service_path}` (record-service-path.ts). */
  remove: protectedProcedure
    .input(integrationsCatalogue.remove.input)
    .mutation(async ({ ctx, input }) => {
      const service_path = await resolveRecordRoute(ctx, { user_id: input.user_id, ba_id: input.ba_id, record_id: input.id_integration });
      return ctx.gateway.call('deleteServiceUser', { service_path, user_id: input.user_id, integration_id: input.id_integration }, ctx.token);
    }),
  /** By the record's id and the status chosen; answers the updated record for the screens' caches. */
  setStatus: protectedProcedure
    .input(integrationsCatalogue.setStatus.input)
    .mutation(async ({ ctx, input }) => {
      const { ba_id, ...call } = input;
      const service_path = await resolveRecordRoute(ctx, { user_id: input.user_id, ba_id, record_id: input.integration_id });
      const answer = await ctx.gateway.call('setServiceUserStatus', { ...call, service_path }, ctx.token);
      return { service_response: { ...answer.service_response, data: maskRecord(answer.service_response.data) } };
    }),
  info: protectedProcedure
    .input(integrationsCatalogue.info.input)
    .query(async ({ ctx, input }) => {
      const answer = await ctx.gateway.call('getIntegration', { id: input.integration_id, user_id: input.user_id }, ctx.token);
      return { ...answer, data: { ...answer.data, integration: maskRecord(answer.data.integration) } };
    }),
  forms: endpointQuery('getForms'),
  save: endpointMutation('saveIntegration'),
  /** What each integration connects and its given name (the emulator's own: isAvailable false without it). */
  titles: protectedProcedure
    .input(integrationsCatalogue.titles.input)
    .query(({ ctx, input }) => unlessMissing(() => ctx.gateway.call('listIntegrationTitles', input, ctx.token))),
  rename: endpointMutation('renameIntegration'),
};
