// `npm run access-sweep`: the long access sweep (tests/support/access-sweep.ts) against a fresh
// portal on a demo-seeded temporary database, over real HTTP: every operation and procedure aimed
// at each other client in turn (the suite's version takes one). Exit 1 on any finding.
import { createApp } from '../server/app';
import { listen } from '../server/boot';
import { loadEnv } from '../server/env';
import { createLogger } from '../server/logger';
import { runAccessSweep, secondClientCandidates } from '../tests/support/access-sweep';
import { createSeededTempDatabase } from '../tests/support/temp-db';

const database = await createSeededTempDatabase();
const errors: string[] = [];
const logger = createLogger('error', (line) => errors.push(line));
const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'access-sweep-secret-that-is-long-enough-for-hs256' });
const running = await listen(createApp({ env, logger, database }).fetch, { host: '127.0.0.1', port: 0 });
const document = (await (await fetch(`${running.url}/api/openapi.json`)).json()) as Parameters<typeof runAccessSweep>[0]['document'];

const candidates = secondClientCandidates(database.sqlite);
console.log(`Access sweep against ${running.url}: ${candidates.length} second clients`);
let calls = 0;
let findings = 0;
const byStatus: Record<string, number> = {};
for (const secondClient of candidates) {
  const report = await runAccessSweep({ baseUrl: running.url, sqlite: database.sqlite, document, secondClient });
  calls += report.calls;
  findings += report.findings.length;
  for (const [status, count] of Object.entries(report.byStatus)) byStatus[status] = (byStatus[status] ?? 0) + count;
  for (const finding of report.findings) console.log(`  ${secondClient.email}: ${finding.target} (${finding.variant}) ${finding.status}: ${finding.why}`);
  process.stdout.write(`  ${secondClient.email}: ${report.calls} calls over ${report.targets} operations, ${report.credentialsChecked} credentials checked, ${report.findings.length} findings\n`);
}
console.log(`${calls} calls; answers by status: ${JSON.stringify(byStatus)}; findings: ${findings}; errors the server logged: ${errors.length}`);
for (const line of errors.slice(0, 10)) console.log(`  log: ${line.slice(0, 400)}`);

await running.close();
database.cleanup();
process.exit(findings > 0 || errors.length > 0 ? 1 : 0);
