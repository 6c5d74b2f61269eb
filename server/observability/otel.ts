// Spans exported over OTLP/HTTP with the OpenTelemetry SDK (OTEL_EXPORTER_OTLP_ENDPOINT). Only
// load-tracer.ts imports this file, and only when an endpoint is set, so the SDK costs nothing when off.
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { TSpanKind, TTracer } from './tracing';

const KINDS: Record<TSpanKind, SpanKind> = { server: SpanKind.SERVER, internal: SpanKind.INTERNAL, client: SpanKind.CLIENT };

export const createOtelTracer = (endpoint: string): TTracer => {
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new NodeTracerProvider({ resource: resourceFromAttributes({ 'service.name': 'portal' }), spanProcessors: [new BatchSpanProcessor(exporter)] });
  const tracer = provider.getTracer('portal');
  return {
    isExporting: true,
    startSpan: (parent, kind, describe) => {
      const { name, attributes } = describe();
      const parentContext = parent
        ? trace.setSpanContext(ROOT_CONTEXT, { traceId: parent.traceId, spanId: parent.spanId, traceFlags: Number.parseInt(parent.flags, 16), isRemote: true })
        : ROOT_CONTEXT;
      const span = tracer.startSpan(name, { kind: KINDS[kind], attributes }, parentContext);
      const own = span.spanContext();
      return {
        context: { traceId: own.traceId, spanId: own.spanId, flags: own.traceFlags.toString(16).padStart(2, '0'), ...(parent?.state ? { state: parent.state } : {}) },
        end: (error) => {
          if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: error });
          span.end();
        },
      };
    },
    shutdown: () => provider.shutdown(),
  };
};
