// The hostile-input suite (issue 12), fast subset: every REST endpoint of the contract and
// every tRPC procedure, generated from them (tests/support/hostile-inputs.ts), over real HTTP.
// No 5xx, no stack trace or file path in any answer, and the server still answers afterwards.
// The full run (200 per endpoint and procedure): `npm run hostile`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import { runHostile } from '../../support/hostile-run';
import { createSeededTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

/** Per endpoint and procedure; the seed changes by day so the suite walks new inputs over time. */
const PER_TARGET = 8;
const SEED = 20_260_000 + new Date().getUTCDate();

let database: TTempDatabase;
let webDist: string;
let server: TRunningServer;
const serverErrors: string[] = [];
beforeAll(async () => {
  database = await createSeededTempDatabase();
  webDist = mkdtempSync(join(tmpdir(), 'portal-hostile-dist-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'hostile-suite-secret-long-enough-for-hs256' });
  const logger = createLogger('error', (line) => serverErrors.push(line));
  server = await listen(createApp({ env, logger, database, clock: database.clock, webDist }).fetch, { host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await server?.close();
  database?.cleanup();
  rmSync(webDist, { recursive: true, force: true });
});

describe('hostile input over real HTTP', () => {
  it(`answers ${PER_TARGET} generated bad inputs per endpoint and procedure with 4xx, never 5xx or insides (seed ${SEED})`, async () => {
    const report = await runHostile({ baseUrl: server.url, seed: SEED, perTarget: PER_TARGET });
    const summary = report.findings.map((finding) => `${finding.status} ${finding.target} (${finding.kind}) ${finding.method} ${finding.path}: ${finding.excerpt}`);
    expect(summary, `seed ${SEED}: npm run hostile -- --seed ${SEED} --per-target ${PER_TARGET}`).toEqual([]);
    expect(report.serverErrors).toBe(0);
    expect(serverErrors.map((line) => line.slice(0, 300))).toEqual([]);
    expect(report.requests).toBeGreaterThan(500);
  }, 180_000);
});
