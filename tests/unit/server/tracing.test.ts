// While nothing exports spans (no OTEL_EXPORTER_OTLP_ENDPOINT), no span is made: its name and
// attributes are never built, and the request's trace context passes on as it came (decision 057).
import { describe, expect, it } from 'vitest';
import { idsOnlyTracer } from '../../../server/observability/tracing';

describe('the tracer while nothing exports', () => {
  it('never asks for a span name and keeps the parent context as it is', () => {
    const parent = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7', flags: '01' };
    let described = 0;
    const span = idsOnlyTracer.startSpan(parent, 'client', () => {
      described += 1;
      return { name: 'gateway GET /api/x' };
    });
    span.end('failed');
    expect(described).toBe(0);
    expect(span.context).toBe(parent);
  });

  it('starts a trace of its own for a request that came without one', () => {
    const { context } = idsOnlyTracer.startSpan(null, 'server', () => ({ name: 'GET /' }));
    expect(context.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(context.spanId).toMatch(/^[0-9a-f]{16}$/);
  });
});
