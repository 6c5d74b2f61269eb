// The part of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type THistogram = { average: number; mean: number; p50: number; p99: number; min: number; max: number; total: number };
  export type TAutocannonResult = {
    requests: THistogram;
    latency: THistogram & { p97_5: number };
    throughput: THistogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  export type TAutocannonOptions = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  };
  function autocannon(options: TAutocannonOptions): Promise<TAutocannonResult>;
  export default autocannon;
}
