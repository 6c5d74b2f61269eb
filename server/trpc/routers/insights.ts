// Dashboard figures per service path (spec §7, per-service calls). The answer carries `money`:
// what its figures are in and which reporting currencies may be asked for, decided here once
// (insights-money.ts), so the SPA only shows it.
import { endpoints } from '../../../shared/contract/endpoints';
import { unknownCurrencyIssues } from '../currency-codes';
import { adAccountsAsked, currenciesInView, moneyOf, namesItsMoney } from '../insights-money';
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
      const data = answer.service_response.data;
      const issues = unknownCurrencyIssues(data);
      if (issues.length > 0) ctx.gateway.noteDrift?.('getInsights', issues, answer);
      // A gateway that names no currency: the ad accounts in view say it (none when their list fails).
      const asked = namesItsMoney(data) ? null : adAccountsAsked(input);
      const accounts = asked ? await ctx.gateway.call('listAdAccounts', asked, ctx.token).then((list) => list.service_response.data.ad_accounts, () => []) : [];
      const money = moneyOf(data, currenciesInView(accounts, input.account_id));
      return { ...answer, money };
    }),
  refresh: endpointMutation('refreshInsights'),
};
