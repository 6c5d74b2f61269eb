// Small figures helpers: percentiles, timing a function many times, formatting.

export const percentile = (sorted: number[], p: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
};

export type TTimings = { median: number; p95: number; runs: number };

/** Runs `work` `runs` times (after a few warm-up calls) and answers median and p95 in ms. */
export const timeRuns = (work: () => unknown, runs: number, warmUp = 10): TTimings => {
  for (let index = 0; index < warmUp; index += 1) work();
  const samples: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const startedAt = performance.now();
    work();
    samples.push(performance.now() - startedAt);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95), runs };
};

export const formatInt = (value: number): string => Math.round(value).toLocaleString('en-US');
export const formatMs = (value: number): string => `${value < 1 ? value.toFixed(3) : value.toFixed(2)} ms`;
export const formatRatio = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a');
