// Dashboard figures per service path (spec §7, per-service calls).
import { endpoints } from '../../../shared/contract/endpoints';
import { unknownCurrencyIssues } from '../currency-codes';
import { endpointMutation, protectedProcedure } from '../init';
import { mutation, query } from '../procedure-catalogue';

export const insightsCatalogue = {
  get: query(endpoints.getInsights.request),
  refresh: mutation(endpoints.refreshInsights.request),
};

export const insightsProcedures = {
  get: protectedProcedure
    .input(insightsCatalogue.get.input)
    .query(async ({ ctx, input }) => {
      const answer = await ctx.gateway.call('getInsights', input, ctx.token);
      const issues = unknownCurrencyIssues(answer.service_response.data);
      if (issues.length > 0) ctx.gateway.noteDrift?.('getInsights', issues, answer);
      return answer;
    }),
  refresh: endpointMutation('refreshInsights'),
};
