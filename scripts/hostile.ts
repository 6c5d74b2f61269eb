// `npm run hostile [-- --seed 1 --per-target 200 --filter auth]`: the full hostile-input run
// (tests/support/hostile-inputs.ts) against a fresh portal on a demo-seeded temporary database,
// over real HTTP. Prints requests, answers by status and every finding; exit 1 on any finding.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app';
import { listen } from '../server/boot';
import { loadEnv } from '../server/env';
import { createLogger } from '../server/logger';
import { runHostile } from '../tests/support/hostile-run';
import { createSeededTempDatabase } from '../tests/support/temp-db';

const argument = (name: string, fallback: string): string => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};

const seed = Number(argument('seed', '1'));
const perTarget = Number(argument('per-target', '200'));
const filter = argument('filter', '') || undefined;

const database = await createSeededTempDatabase();
// A stand-in build, so paths that fall through to the SPA answer as they do once it is built.
const webDist = mkdtempSync(join(tmpdir(), 'portal-hostile-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
const errors: string[] = [];
const logger = createLogger('error', (line) => errors.push(line));
const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'hostile-run-secret-that-is-long-enough-for-hs256', NODE_ENV: 'production' });
const app = createApp({ env, logger, database, webDist });
const running = await listen(app.fetch, { host: '127.0.0.1', port: 0 });

console.log(`Hostile-input run: seed ${seed}, ${perTarget} requests per endpoint and procedure, against ${running.url}`);
const report = await runHostile({ baseUrl: running.url, seed, perTarget, filter, onProgress: (done, total) => process.stdout.write(`\r  ${done} / ${total}`) });
console.log(`\n${report.requests} requests in ${report.seconds.toFixed(1)} s; answers by status: ${JSON.stringify(report.byStatus)}`);
console.log(`5xx: ${report.serverErrors}; findings: ${report.findings.length}; errors the server logged: ${errors.length}`);
for (const finding of report.findings.slice(0, 50)) console.log(`  ${finding.status} ${finding.target} (${finding.kind}) ${finding.method} ${finding.path}\n      ${finding.excerpt}`);
for (const line of errors.slice(0, 10)) console.log(`  log: ${line.slice(0, 400)}`);

await running.close();
database.cleanup();
rmSync(webDist, { recursive: true, force: true });
process.exit(report.findings.length > 0 ? 1 : 0);
