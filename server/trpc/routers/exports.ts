// Data exports: the list, starting one (a consent URL), switching one on or off and deleting one.
// Records reach the browser with their secrets masked (last four characters at most).
import { z } from 'zod';
import { ZId } from '../../../shared/contract/common';
import { endpoints } from '../../../shared/contract/endpoints';
import { withFollowableConsentUrl } from '../consent-url';
import { protectedProcedure } from '../init';
import { maskRecord, maskRecords } from '../mask-secrets';
import { resolveRecordRoute } from '../record-service-path';
import { mutation, query } from '../procedure-catalogue';

export const exportsCatalogue = {
  list: query(endpoints.listIntegrationsExports.request.omit({ service_type: true })),
  start: mutation(endpoints.startExport.request),
  setStatus: mutation(endpoints.changeExportStatus.request),
  remove: mutation(z.object({ user_id: ZId, ba_id: ZId, export_id: ZId })),
};

export const exportsProcedures = {
  list: protectedProcedure
    .input(exportsCatalogue.list.input)
    .query(async ({ ctx, input }) => maskRecords(await ctx.gateway.call('listIntegrationsExports', { ...input, service_type: 'export' }, ctx.token))),
  /** Answers `service_response.data`: the URL the browser navigates to (https, or this machine's). */
  start: protectedProcedure
    .input(exportsCatalogue.start.input)
    .mutation(async ({ ctx, input }) => withFollowableConsentUrl(await ctx.gateway.call('startExport', input, ctx.token), ctx.ownOrigin)),
  setStatus: protectedProcedure
    .input(exportsCatalogue.setStatus.input)
    .mutation(async ({ ctx, input }) => {
      const answer = await ctx.gateway.call('changeExportStatus', input, ctx.token);
      return { ...answer, data: maskRecord(answer.data) };
    }),
  /** An export is a record sending from its service: deleted through that service's `users` call, as integrations are (the server finds the route). */
  remove: protectedProcedure
    .input(exportsCatalogue.remove.input)
    .mutation(async ({ ctx, input }) => {
      const service_path = await resolveRecordRoute(ctx, { user_id: input.user_id, ba_id: input.ba_id, record_id: input.export_id });
      return ctx.gateway.call('deleteServiceUser', { service_path, user_id: input.user_id, integration_id: input.export_id }, ctx.token);
    }),
};
