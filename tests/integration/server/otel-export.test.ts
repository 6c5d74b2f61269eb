// OTEL_EXPORTER_OTLP_ENDPOINT set: spans of the HTTP server, the tRPC request and its gateway
// calls reach an OTLP/HTTP collector (a loopback one here), under the caller's trace id.
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import { loadTracer } from '../../../server/observability/load-tracer';
import type { TTracer } from '../../../server/observability/tracing';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { createSeededTempDatabase } from '../../support/temp-db';

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const received: string[] = [];
const collector = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    received.push(`${request.url} ${body}`);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

let tracer: TTracer;
let running: TRunningServer;

beforeAll(async () => {
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(collector.address() as { port: number }).port}`;
  tracer = await loadTracer(endpoint);
  const database = await createSeededTempDatabase();
  const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'otel-test-secret-that-is-long-enough-for-hs256', OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
  running = await listen(createApp({ env, logger: createLogger('silent'), database, clock: database.clock, tracer }).fetch, { host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await running?.close();
  collector.close();
});

describe('OpenTelemetry export', () => {
  it('sends the request and gateway spans to the collector under the caller trace id', async () => {
    const answer = await fetch(`${running.url}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${TRACE_ID}-b7ad6b7169203331-01` },
      body: JSON.stringify(DEMO_CLIENT),
    });
    expect(answer.status).toBe(200);
    await tracer.shutdown();
    const sent = received.join('\n');
    expect(sent).toContain('/v1/traces');
    expect(sent).toContain(TRACE_ID);
    expect(sent).toContain('POST auth.login');
    expect(sent).toContain('tRPC auth.login');
    expect(sent).toContain('gateway POST /api/login');
  });
});
