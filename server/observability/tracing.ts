// Spans for the three places a request passes (the HTTP server, a tRPC procedure, a gateway
// call). Off by default: then no span is made at all (no name, no attributes, no id); a request
// keeps the trace context it came with, or one new one, so the trace id still reaches the gateway
// and the log. With OTEL_EXPORTER_OTLP_ENDPOINT set, otel.ts (load-tracer.ts loads it only then) exports them.
import { startTrace } from './trace-context';
import type { TTraceContext } from './trace-context';

export type TSpanKind = 'server' | 'internal' | 'client';

export type TSpan = {
  /** The context children (and the gateway's traceparent) take as their parent. */
  context: TTraceContext;
  /** Ends the span; `error` marks it failed with that description. */
  end: (error?: string) => void;
};

/** A span's name and attributes, asked for only by a tracer that exports them. */
export type TSpanDescription = { name: string; attributes?: Record<string, string | number> };

export type TTracer = {
  /** Spans leave the process: worth a span per tRPC procedure too. */
  isExporting: boolean;
  /** A child of `parent`, or a new trace's root when there is none. */
  startSpan: (parent: TTraceContext | null, kind: TSpanKind, describe: () => TSpanDescription) => TSpan;
  /** Sends what is pending (shutdown). */
  shutdown: () => Promise<void>;
};

const nothingToEnd = () => undefined;

/** No export: the context a request came with, or a new trace for one that came without. */
export const idsOnlyTracer: TTracer = {
  isExporting: false,
  startSpan: (parent) => ({ context: parent ?? startTrace(), end: nothingToEnd }),
  shutdown: async () => undefined,
};
