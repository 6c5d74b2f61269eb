// Totals and daily series for the chosen scope and period, with the period before it for the
// comparison (spec §3, §7; the range and compare are the portal's additions to the call). The
// panel shows its own error with a retry, so the global reaction stays quiet.
import { skipToken, useQuery } from '@tanstack/react-query';
import type { ServicePath } from '@shared/constants';
import { useTRPC, type TTrpc } from '@/lib/trpc';
import { useSpeculativePrefetch } from '@/lib/use-speculative-prefetch';
import { periodRequest, type TPeriod } from '../period';
import { storedReportingCurrency } from '../reporting-currency';

export type TInsightsScope = {
  service_path: ServicePath;
  user_id: number;
  ba_id: number;
  integration_id?: number;
  account_id?: number;
};

/** `currency`: the reporting currency mixed spend is converted into (none: the gateway's default). */
export const insightsQueryOptions = (trpc: TTrpc, scope: TInsightsScope | null, period: TPeriod, currency?: string) =>
  trpc.insights.get.queryOptions(scope ? { ...scope, ...periodRequest(period), compare: true, ...(currency ? { currency } : {}) } : skipToken, {
    meta: { errorDisplay: 'inline' },
  });

export function useInsights(scope: TInsightsScope | null, period: TPeriod, currency?: string) {
  const trpc = useTRPC();
  return useQuery(insightsQueryOptions(trpc, scope, period, currency));
}

/**
 * Starts the panel's call as soon as the lists name its scope: the panel itself mounts only after
 * the controls' background render, a few hundred ms later on a phone. The currency is read from
 * storage on each render, so a choice made in the panel is the one the next call asks for.
 */
export function useInsightsPrefetch(scope: TInsightsScope | null, period: TPeriod) {
  const trpc = useTRPC();
  useSpeculativePrefetch(scope ? insightsQueryOptions(trpc, scope, period, storedReportingCurrency(scope.ba_id)) : null);
}
