// Data exports: the list, starting one (a consent URL) and switching one on or off.
import { endpoints } from '../../../shared/contract/endpoints';
import { createTRPCRouter, protectedProcedure } from '../init';

export const exportsRouter = createTRPCRouter({
  list: protectedProcedure
    .input(endpoints.listIntegrationsExports.request.omit({ service_type: true }))
    .query(({ ctx, input }) =>
      ctx.gateway.call('listIntegrationsExports', { ...input, service_type: 'export' }, ctx.token),
    ),
  /** Answers `service_response.data`: the URL the browser navigates to. */
  start: protectedProcedure
    .input(endpoints.startExport.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('startExport', input, ctx.token)),
  setStatus: protectedProcedure
    .input(endpoints.changeExportStatus.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('changeExportStatus', input, ctx.token)),
});
