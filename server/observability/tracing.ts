// Spans for the three places a request passes (the HTTP server, a tRPC procedure, a gateway
// call). Off by default: span ids are still made, so the trace id reaches the gateway and the log
// either way; with OTEL_EXPORTER_OTLP_ENDPOINT set, otel.ts (loaded only then) exports them.
import { newSpanId, startTrace } from './trace-context';
import type { TTraceContext } from './trace-context';

export type TSpanKind = 'server' | 'internal' | 'client';

export type TSpan = {
  /** The context children (and the gateway's traceparent) take as their parent. */
  context: TTraceContext;
  /** Ends the span; `error` marks it failed with that description. */
  end: (error?: string) => void;
};

export type TTracer = {
  /** Spans leave the process: worth a span per tRPC procedure too. */
  isExporting: boolean;
  /** A child of `parent`, or a new trace's root when there is none. */
  startSpan: (name: string, parent: TTraceContext | null, kind: TSpanKind, attributes?: Record<string, string | number>) => TSpan;
  /** Sends what is pending (shutdown). */
  shutdown: () => Promise<void>;
};

const nothingToEnd = () => undefined;

/** No export: only the ids the trace context needs. */
export const idsOnlyTracer: TTracer = {
  isExporting: false,
  startSpan: (_name, parent) => ({ context: parent ? { ...parent, spanId: newSpanId() } : startTrace(), end: nothingToEnd }),
  shutdown: async () => undefined,
};

/** The OpenTelemetry exporter when an endpoint is configured; its SDK is imported only then. */
export const loadTracer = async (otlpEndpoint: string | undefined): Promise<TTracer> => {
  if (!otlpEndpoint) return idsOnlyTracer;
  const { createOtelTracer } = await import('./otel');
  return createOtelTracer(otlpEndpoint);
};
