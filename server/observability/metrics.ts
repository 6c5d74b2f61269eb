// The Prometheus metrics (prom-client) one app keeps: requests by route and status class, gateway
// calls by operation and outcome, contract drift by endpoint and verdict (so drift adds up across
// processes), throttling, the gateway breaker's state; plus Node's default process metrics, kept
// once per process in their own registry and merged in at each scrape.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const MISNAMED_DEFAULTS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

let processRegistry: Registry | undefined;
const processMetrics = (): Registry => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    // Gauges named like counters, which `promtool check metrics` refuses: left out.
    for (const name of MISNAMED_DEFAULTS) processRegistry.removeSingleMetric(name);
  }
  return processRegistry;
};

export type TMetrics = ReturnType<typeof createMetrics>;

export const createMetrics = () => {
  const registry = new Registry();
  const metrics = {
    httpDuration: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time to answer a request, by route (tRPC procedure or gateway operation) and status class.',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets: SECONDS_BUCKETS,
      registers: [registry],
    }),
    gatewayDuration: new Histogram({
      name: 'portal_gateway_call_duration_seconds',
      help: 'Time of a call to the gateway, by operation and outcome (ok, a refusal, or how it failed).',
      labelNames: ['operation', 'outcome'] as const,
      buckets: SECONDS_BUCKETS,
      registers: [registry],
    }),
    drift: new Counter({
      name: 'portal_gateway_contract_drift_total',
      help: 'Gateway answers off the contract, by endpoint and verdict (tolerated or refused).',
      labelNames: ['endpoint', 'verdict'] as const,
      registers: [registry],
    }),
    throttled: new Counter({
      name: 'portal_throttle_refusals_total',
      help: 'Sign-in, registration and password-reset calls refused with 429, by action and by what was limited (address or account).',
      labelNames: ['action', 'limit'] as const,
      registers: [registry],
    }),
    throttleFallbacks: new Counter({
      name: 'portal_throttle_store_fallbacks_total',
      help: 'Times the shared (Redis) throttle store was unreachable and the in-memory one answered instead.',
      registers: [registry],
    }),
    breakerState: new Gauge({
      name: 'portal_gateway_breaker_state',
      help: 'The gateway circuit breaker per origin: 1 for its current state (closed, open, half_open), 0 for the others.',
      labelNames: ['origin', 'state'] as const,
      registers: [registry],
    }),
  };
  return {
    ...metrics,
    /** The text a Prometheus scrape reads. */
    scrape: async (): Promise<{ contentType: string; text: string }> => {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, text: await merged.metrics() };
    },
  };
};
