// The chart, loaded on its own: chart.js is the dashboard's heaviest library (50 KiB brotli), and
// imported statically it held the whole screen (title, controls, cards) until it had arrived. The
// download starts once the screen is up and asks for the figures (useInsightsChartPrefetch in the
// insights panel), so it runs beside that call and not before the first paint, where it competed
// with the shell's own files (decision 020). The placeholder has the chart's height, so nothing
// moves when it comes.
import { Suspense, lazy, useEffect, type ComponentProps } from 'react';
import { Skeleton } from '@mantine/core';
import type { InsightsChart as TInsightsChart } from './insights-chart';

const importChart = () => import('./insights-chart');
let chartModule: ReturnType<typeof importChart> | undefined;
const loadChart = () => (chartModule ??= importChart());
const InsightsChart = lazy(() => loadChart().then((module) => ({ default: module.InsightsChart })));

/** Starts the chart's download when the panel that will show it mounts, while its figures load. */
export function useInsightsChartPrefetch(): void {
  useEffect(() => {
    void loadChart();
  }, []);
}

export function LazyInsightsChart(props: ComponentProps<typeof TInsightsChart>) {
  return (
    <Suspense fallback={<Skeleton h={{ base: 240, sm: 320 }} aria-hidden />}>
      <InsightsChart {...props} />
    </Suspense>
  );
}
