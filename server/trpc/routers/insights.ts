// Dashboard figures per service path (spec §7, per-service calls).
import { endpoints } from '../../../shared/contract/endpoints';
import { unknownCurrencyIssues } from '../currency-codes';
import { createTRPCRouter, endpointMutation, protectedProcedure } from '../init';

export const insightsRouter = createTRPCRouter({
  get: protectedProcedure
    .input(endpoints.getInsights.request)
    .query(async ({ ctx, input }) => {
      const answer = await ctx.gateway.call('getInsights', input, ctx.token);
      const issues = unknownCurrencyIssues(answer.service_response.data);
      if (issues.length > 0) ctx.gateway.noteDrift?.('getInsights', issues, answer);
      return answer;
    }),
  refresh: endpointMutation('refreshInsights'),
});
