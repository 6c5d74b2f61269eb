// What an operator's dashboards count a tRPC request under: each procedure the request reached,
// and 'unknown' for a name the router lacks, so a crafted path cannot add a series.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { loadEnv } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import { LOCAL_CONNECTION } from '../../support/emulator-app';
import { createTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

let database: TTempDatabase;
beforeAll(() => {
  database = createTempDatabase();
});
afterAll(() => database?.cleanup());

/** Requests counted under `route`, whatever their status. */
const countOf = (metrics: string, route: string): number =>
  metrics
    .split('\n')
    .filter((line) => line.startsWith(`portal_http_request_duration_seconds_count{route="${route}",`))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);

describe('request metrics by procedure', () => {
  it('counts a batch under each procedure it reached and a made-up name under unknown', async () => {
    const app = createApp({ env: loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'metric-routes-secret-long-enough-for-hs256' }), logger: createLogger('silent'), database });
    const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: {}, 2: {} }));
    const batch = await app.request(`/trpc/services.all,no.suchProcedure,services.all?batch=1&input=${input}`, {}, LOCAL_CONNECTION);
    expect(batch.status).toBe(207);
    const unknownOnly = await app.request(`/trpc/${'x'.repeat(40)}?input=%7B%7D`, {}, LOCAL_CONNECTION);
    expect(unknownOnly.status).toBe(404);

    const metrics = await (await app.request('/metrics', {}, LOCAL_CONNECTION)).text();
    expect(countOf(metrics, 'services.all')).toBe(1);
    expect(countOf(metrics, 'unknown')).toBe(2);
    expect(metrics).not.toContain('no.suchProcedure');
    expect(metrics).not.toContain('x'.repeat(40));
  });
});
