// Chooses the tracer at start: the OpenTelemetry exporter (otel.ts) when an endpoint is
// configured, its SDK imported only then; else the ids-only tracer. Apart from tracing.ts, which
// otel.ts builds on, so neither imports the other.
import { idsOnlyTracer, type TTracer } from './tracing';

export const loadTracer = async (otlpEndpoint: string | undefined): Promise<TTracer> => {
  if (!otlpEndpoint) return idsOnlyTracer;
  const { createOtelTracer } = await import('./otel');
  return createOtelTracer(otlpEndpoint);
};
