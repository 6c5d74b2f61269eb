// `npm run load [-- --seconds 60 --connections 50 --runs 2]`: the portal (createApp with its
// emulator, demo seed) in its own process, loaded from outside with a mix of what the SPA sends
// (tRPC queries and batches, a business-account write) plus REST calls to the gateway. Prints,
// per run, requests per second, p50/p99 latency, errors, and the server's RSS before and after.
// Not part of `npm test`: it takes minutes and wants the machine to itself.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_CLIENT } from '../seed/demo-logins';
import { WEB_DIST } from '../server/web-dist';
import { startBenchServer } from '../tests/bench/http-load';
import { createSeededTempDatabase } from '../tests/support/temp-db';

const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1] ?? fallback) : fallback;
};
const seconds = argument('seconds', 60);
const connections = argument('connections', 50);
const runs = argument('runs', 2);

const rssMiB = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
};

const seeded = await createSeededTempDatabase();
seeded.sqlite.pragma('wal_checkpoint(TRUNCATE)');
seeded.close();
const server = await startBenchServer('app', { BENCH_DATABASE_PATH: seeded.path, BENCH_JWT_SECRET: 'load-run-secret-that-is-long-enough-for-hs256' });

const login = await fetch(`${server.baseUrl}/trpc/auth.login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_CLIENT) });
const session = ((await login.json()) as { result: { data: { data: { token: string; user: { id: number; currentBusinessAccount: { id: number } } } } } }).result.data.data;
const userId = session.user.id;
const baId = session.user.currentBusinessAccount.id;
const headers = { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' };
const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const batch = (calls: [string, unknown][]) =>
  `/trpc/${calls.map(([path]) => path).join(',')}?batch=1&input=${input(Object.fromEntries(calls.map(([, value], index) => [index, value])))}`;

let written = 0;
/** What the SPA's screens send, weighted roughly as people use them: mostly reads, some writes. */
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

console.log(`Load: ${connections} connections, ${seconds} s per run, ${runs} runs, against ${server.baseUrl} (pid ${server.pid})`);
for (let run = 1; run <= runs; run += 1) {
  const before = rssMiB(server.pid);
  const result = await autocannon({ url: server.baseUrl, connections, duration: seconds, headers, requests });
  const after = rssMiB(server.pid);
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `run ${run}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.requests.total} requests, ${errors} errors (non-2xx ${result.non2xx}, timeouts ${result.timeouts}), RSS ${before} → ${after} MiB`,
  );
}
await server.stop();
rmSync(dirname(seeded.path), { recursive: true, force: true });
