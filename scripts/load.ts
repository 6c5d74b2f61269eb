// `npm run load [-- --seconds 60 --connections 50 --runs 2 --against <git ref>]`: the portal
// (createApp with its emulator, demo seed) in its own process, loaded from outside with a mix of
// what the SPA sends (tRPC queries and batches, a business-account write) plus REST calls to the
// gateway, with the access log at info written to a file as in production. Prints, per run,
// requests per second, p50/p99 latency, errors, and the server's RSS before and after.
// `--against <ref>`: that commit's server too, on its own copy of the database, the two loaded
// in turns (this, ref, this, ref…) so both see the same machine load; then the medians side by side.
// Each server is loaded for a few seconds first, not counted. Not part of `npm test`: it takes
// minutes and wants the machine to itself.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_CLIENT } from '../seed/demo-logins';
import { WEB_DIST } from '../server/web-dist';
import { cpuMicrosOf, startBenchServer } from '../tests/bench/http-load';
import type { TBenchServer } from '../tests/bench/http-load';
import { createSeededTempDatabase } from '../tests/support/temp-db';
import { checkOutBaseline } from './baseline-checkout';

const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1] ?? fallback) : fallback;
};
const seconds = argument('seconds', 60);
const connections = argument('connections', 50);
const runs = argument('runs', 2);
const againstIndex = process.argv.indexOf('--against');
const againstRef = againstIndex >= 0 ? process.argv[againstIndex + 1] : undefined;

const rssMiB = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
};

const seeded = await createSeededTempDatabase();
seeded.sqlite.pragma('wal_checkpoint(TRUNCATE)');
seeded.close();
const work = mkdtempSync(join(tmpdir(), 'portal-load-'));
const secret = 'load-run-secret-that-is-long-enough-for-hs256';

type TTarget = { label: string; server: TBenchServer; requests: autocannon.Request[]; headers: Record<string, string>; figures: { rps: number; p50: number; p99: number; errors: number; cpuMicros: number }[] };

/** Signs the demo client in and lists what the SPA's screens send, weighted roughly as people use them. */
const prepare = async (label: string, server: TBenchServer): Promise<TTarget> => {
  const login = await fetch(`${server.baseUrl}/trpc/auth.login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_CLIENT) });
  const session = ((await login.json()) as { result: { data: { data: { token: string; user: { id: number; currentBusinessAccount: { id: number } } } } } }).result.data.data;
  const userId = session.user.id;
  const baId = session.user.currentBusinessAccount.id;
  const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const batch = (calls: [string, unknown][]) =>
    `/trpc/${calls.map(([path]) => path).join(',')}?batch=1&input=${input(Object.fromEntries(calls.map(([, value], index) => [index, value])))}`;
  let written = 0;
  const requests: autocannon.Request[] = [
    { method: 'GET', path: batch([['profile.get', { user_id: userId }], ['businessAccounts.list', { user_id: userId }]]) },
    { method: 'GET', path: `/trpc/services.list?input=${input({ user_id: userId, type: 'export' })}` },
    { method: 'GET', path: `/trpc/insights.get?input=${input({ service_path: 'fb-sync', user_id: userId, ba_id: baId })}` },
    { method: 'GET', path: `/trpc/exports.list?input=${input({ user_id: userId, ba_id: baId })}` },
    {
      // Renaming the current business account: a write every time, without growing the lists
      // the reads answer (adding accounts would make every later read heavier, not the server leak).
      method: 'POST',
      path: '/trpc/businessAccounts.edit',
      setupRequest: (request) => {
        written += 1;
        return { ...request, body: JSON.stringify({ user_id: userId, id: baId, name: `Load ${written}`, path: `load-${process.pid}` }) };
      },
    },
    { method: 'GET', path: `/api/business-accounts?user_id=${userId}` },
    { method: 'GET', path: `/api/profile?user_id=${userId}` },
    // The page itself, once the SPA is built (unbuilt, it is a 503 that says so).
    ...(existsSync(join(WEB_DIST, 'index.html')) ? [{ method: 'GET', path: '/login' }] : []),
  ];
  return { label, server, requests, headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' }, figures: [] };
};

const startOn = (copyName: string, serveScript?: string) => {
  const path = join(work, copyName);
  copyFileSync(seeded.path, path);
  return startBenchServer('app', { BENCH_DATABASE_PATH: path, BENCH_JWT_SECRET: secret, BENCH_LOG_FILE: join(work, `${copyName}.log`) }, [], serveScript);
};

const baseline = againstRef ? checkOutBaseline(againstRef) : undefined;
// The same built SPA for both (web/ is not what is measured), so /login is a page on each.
// Where the server looks (server/web-dist.ts: dist/web); the ref's own web/dist would be a 503 there.
if (baseline && existsSync(WEB_DIST)) {
  mkdirSync(join(baseline.dir, 'dist'), { recursive: true });
  symlinkSync(WEB_DIST, join(baseline.dir, 'dist', 'web'));
}
const targets: TTarget[] = [await prepare('this', await startOn('this.db'))];
if (baseline) targets.push(await prepare(againstRef as string, await startOn('baseline.db', join(baseline.dir, 'tests/bench/serve.ts'))));

console.log(`Load: ${connections} connections, ${seconds} s per run, ${runs} runs${baseline ? ` each, this checkout and ${againstRef} in turns` : ''}`);
// A few seconds each first, not counted: JIT and caches warm, as a server that has run a while.
for (const target of targets) await autocannon({ url: target.server.baseUrl, connections, duration: Math.min(5, seconds), headers: target.headers, requests: target.requests });
for (let run = 1; run <= runs; run += 1) {
  for (const target of targets) {
    const before = rssMiB(target.server.pid);
    // The server's own CPU time per answer: what a change costs, whatever else the machine runs.
    const cpuBefore = cpuMicrosOf(target.server.pid) ?? 0;
    const result = await autocannon({ url: target.server.baseUrl, connections, duration: seconds, headers: target.headers, requests: target.requests });
    const after = rssMiB(target.server.pid);
    const errors = result.errors + result.timeouts + result.non2xx;
    const cpuMicros = Math.round(((cpuMicrosOf(target.server.pid) ?? 0) - cpuBefore) / Math.max(1, result.requests.total));
    target.figures.push({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors, cpuMicros });
    console.log(
      `run ${run} ${target.label.padEnd(8)}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${result.requests.total} requests, ${errors} errors (non-2xx ${result.non2xx}, timeouts ${result.timeouts}), ${cpuMicros} µs CPU a request, RSS ${before} → ${after} MiB`,
    );
  }
}
if (targets.length > 1) {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  console.log('\nMedians of the runs:');
  for (const target of targets) {
    console.log(`  ${target.label.padEnd(8)} ${Math.round(median(target.figures.map((f) => f.rps)))} req/s, p50 ${median(target.figures.map((f) => f.p50))} ms, p99 ${median(target.figures.map((f) => f.p99))} ms, ${median(target.figures.map((f) => f.cpuMicros))} µs CPU a request, errors ${target.figures.reduce((sum, f) => sum + f.errors, 0)}`);
  }
}
for (const target of targets) await target.server.stop();
baseline?.remove();
rmSync(work, { recursive: true, force: true });
rmSync(dirname(seeded.path), { recursive: true, force: true });
