// The chart, loaded on its own: chart.js is the dashboard's heaviest library (50 KiB brotli), and
// imported statically it held the whole screen (title, controls, cards) until it had arrived. The
// download starts once the screen is up and asks for the figures (useInsightsChartPrefetch in the
// insights panel), so it runs beside that call and not before the first paint. The placeholder has
// the chart's height, so nothing moves when it comes; it is drawn after the cards' frame is painted
// (chart.js measures its box when it starts: in the cards' commit it laid the whole page out in one task).
import { useEffect } from 'react';
import { Skeleton } from '@mantine/core';
import { lazyAfterPaint } from '@/lib/lazy-after-paint';

const importChart = () => import('./insights-chart');
let chartModule: ReturnType<typeof importChart> | undefined;
const loadChart = () => (chartModule ??= importChart());

/** Starts the chart's download when the panel that will show it mounts, while its figures load. */
export function useInsightsChartPrefetch(): void {
  useEffect(() => {
    void loadChart();
  }, []);
}

export const LazyInsightsChart = lazyAfterPaint(async () => (await loadChart()).InsightsChart, {
  placeholder: <Skeleton h={{ base: 240, sm: 320 }} aria-hidden />,
});
