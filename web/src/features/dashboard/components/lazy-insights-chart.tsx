// The chart, loaded on its own: chart.js is the dashboard's heaviest library (50 KiB brotli), and
// imported statically it held the whole screen (title, controls, cards) until it had arrived. The
// download starts with the screen, in parallel with its calls; the placeholder has the chart's
// height, so nothing moves when it comes.
import { Suspense, lazy, type ComponentProps } from 'react';
import { Skeleton } from '@mantine/core';
import type { InsightsChart as TInsightsChart } from './insights-chart';

// Asked for as soon as the dashboard's code runs, so it downloads while the figures load.
const chartModule = import('./insights-chart');
const InsightsChart = lazy(() => chartModule.then((module) => ({ default: module.InsightsChart })));

export function LazyInsightsChart(props: ComponentProps<typeof TInsightsChart>) {
  return (
    <Suspense fallback={<Skeleton h={{ base: 240, sm: 320 }} aria-hidden />}>
      <InsightsChart {...props} />
    </Suspense>
  );
}
