// The chart, loaded on its own: chart.js is the dashboard's heaviest library (50 KiB brotli), and
// imported statically it held the whole screen (title, controls, cards) until it had arrived. The
// download starts once the screen is up and asks for the figures (useInsightsChartPrefetch in the
// insights panel), so it runs beside that call and not before the first paint, where it competed
// with the shell's own files. The placeholder has the chart's height, so nothing
// moves when it comes.
//
// The chart is drawn in a task of its own, once the figures around it are on screen: chart.js
// measures its box when it starts, and started in the same task as React's commit of the cards it
// made the browser lay the whole new page out first, in one long task. The switch to the chart is a
// transition, so the placeholder stays as content while the module loads: a Suspense fallback would
// make React hold the chart back 300 ms after it (its reveal throttle) even with the module in.
import { Suspense, lazy, startTransition, useEffect, useState, type ComponentProps } from 'react';
import { Skeleton } from '@mantine/core';
import { afterNextPaint } from '@/lib/after-next-paint';
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

/** False until the frame this component first rendered in has been painted. */
function useHasPainted(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setHasPainted(true))), []);
  return hasPainted;
}

export function LazyInsightsChart(props: ComponentProps<typeof TInsightsChart>) {
  const placeholder = <Skeleton h={{ base: 240, sm: 320 }} aria-hidden />;
  const hasPainted = useHasPainted();
  return <Suspense fallback={placeholder}>{hasPainted ? <InsightsChart {...props} /> : placeholder}</Suspense>;
}
