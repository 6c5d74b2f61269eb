// The access sweep (tests/support/access-sweep.ts) over real HTTP, on a demo-seeded database:
// every OpenAPI operation and tRPC procedure aimed by one client at a second client's data, admin
// operations called by a client, and every credential in a tRPC answer held to the mask.
// The long version, with its full report: `npm run access-sweep`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import { procedureCatalogue } from '../../../server/trpc/routers/_app';
import { runAccessSweep } from '../../support/access-sweep';
import type { TAccessReport } from '../../support/access-sweep';
import { createSeededTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

let database: TTempDatabase;
let running: TRunningServer;
let report: TAccessReport;
let operationCount = 0;

beforeAll(async () => {
  database = await createSeededTempDatabase();
  const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'access-sweep-secret-that-is-long-enough-for-hs256', LOG_LEVEL: 'silent' });
  running = await listen(createApp({ env, logger: createLogger('silent'), database, clock: database.clock }).fetch, { host: '127.0.0.1', port: 0 });
  const document = (await (await fetch(`${running.url}/api/openapi.json`)).json()) as Parameters<typeof runAccessSweep>[0]['document'];
  operationCount = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/') && path !== '/api/docs' && path !== '/api/openapi.json')
    .reduce((sum, [, item]) => sum + Object.keys(item).length, 0);
  report = await runAccessSweep({ baseUrl: running.url, sqlite: database.sqlite, document });
}, 120_000);
afterAll(async () => {
  await running?.close();
  database?.cleanup();
});

describe('access sweep', () => {
  it('finds no answer with a second user’s data, no admin answer to a client, no change to the second user', () => {
    expect(report.findings.map((finding) => `${finding.target} (${finding.variant}) ${finding.status}: ${finding.why}`)).toEqual([]);
  });

  it('exercises every operation of the OpenAPI document and every tRPC procedure', () => {
    const procedureCount = procedureCatalogue.size;
    expect(report.exercised).toHaveLength(operationCount + procedureCount);
    expect(report.targets).toBe(operationCount + procedureCount);
  });

  it('holds the credentials tRPC answers carry (admins’ included) to the mask', () => {
    expect(report.credentialsChecked).toBeGreaterThan(0);
  });
});
