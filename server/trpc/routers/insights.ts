// Dashboard figures per service path (spec §7, per-service calls).
import { endpoints } from '../../../shared/contract/endpoints';
import { createTRPCRouter, protectedProcedure } from '../init';

export const insightsRouter = createTRPCRouter({
  get: protectedProcedure
    .input(endpoints.getInsights.request)
    .query(({ ctx, input }) => ctx.gateway.call('getInsights', input, ctx.token)),
  refresh: protectedProcedure
    .input(endpoints.refreshInsights.request)
    .mutation(({ ctx, input }) => ctx.gateway.call('refreshInsights', input, ctx.token)),
});
