// W3C traceparent (server/observability/trace-context.ts): a well-formed one is taken, anything
// else starts a new trace.
import { describe, expect, it } from 'vitest';
import { formatTraceparent, parseTraceparent, startTrace } from '../../../server/observability/trace-context';

describe('traceparent', () => {
  it('takes a well-formed header, with its tracestate', () => {
    expect(parseTraceparent('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01', 'vendor=1')).toEqual({
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
      flags: '01',
      state: 'vendor=1',
    });
  });

  it.each([
    undefined,
    'garbage',
    '00-00000000000000000000000000000000-00f067aa0ba902b7-01',
    '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01',
    'ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
    '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra',
  ])('refuses %s', (header) => {
    expect(parseTraceparent(header)).toBeNull();
  });

  it('starts a sampled trace that formats as a valid header', () => {
    const header = formatTraceparent(startTrace());
    expect(header).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(parseTraceparent(header)).not.toBeNull();
  });
});
