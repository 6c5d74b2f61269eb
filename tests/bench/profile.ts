// `npx tsx tests/bench/profile.ts [emulator|json-server|app]`: one bench server under autocannon
// with `node --cpu-prof`, then the functions that took the most samples (self time) and the
// share of a few steps (total time), to see where a request's time goes before cutting.
// `app` is the portal (tRPC hop): PROFILE_PATH names the procedure (default
// businessAccounts.list), called with the caller's user_id and PROFILE_INPUT (JSON) merged in,
// e.g. PROFILE_PATH=insights.get PROFILE_INPUT='{"service_path":"fb-sync","ba_id":1}'.
//   PROFILE_PATH (default /api/business-accounts), PROFILE_SECONDS (default 8),
//   PROFILE_KEEP=1 keeps the .cpuprofile (its path is printed) for Chrome's DevTools.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../../db/client';
import { seedDemo } from '../../seed/demo';
import { DEMO_CLIENT } from '../../seed/demo-logins';
import { fetchJson, postJson, startBenchServer } from './http-load';

type TNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type TProfile = { nodes: TNode[]; samples: number[]; timeDeltas: number[]; endTime: number; startTime: number };

const mode = (process.argv[2] ?? 'emulator') as 'emulator' | 'json-server' | 'app';
const path = process.env.PROFILE_PATH ?? (mode === 'app' ? 'businessAccounts.list' : '/api/business-accounts');
const seconds = Number(process.env.PROFILE_SECONDS ?? 8);
const dir = mkdtempSync(join(tmpdir(), 'portal-profile-'));
const profileDir = join(dir, 'profile');
const jwtSecret = randomBytes(32).toString('base64url');

const databasePath = join(dir, 'demo.db');
const handle = openDatabase(databasePath);
await seedDemo(handle.db, { seed: 1, today: new Date() });
handle.sqlite.pragma('wal_checkpoint(TRUNCATE)');
handle.close();

const env = { BENCH_DATABASE_PATH: databasePath, BENCH_JWT_SECRET: jwtSecret };
// Signing in and the rows json-server serves come from an emulator without the profiler.
const helper = await startBenchServer('emulator', env);
const login = await postJson(`${helper.baseUrl}/api/login`, DEMO_CLIENT);
const userId = login.data.user.id as number;
const input = { user_id: userId, ...(JSON.parse(process.env.PROFILE_INPUT ?? '{}') as object) };
const url = mode === 'app' ? `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}` : `${path}?user_id=${userId}`;
const headers = { authorization: `Bearer ${login.data.token as string}` };
const body = mode === 'json-server' ? ((await fetchJson(`${helper.baseUrl}${url}`, headers)) as { data: unknown }) : undefined;
await helper.stop();

let serverEnv: Record<string, string> = env;
let target = url;
if (mode === 'json-server') {
  const rowsFile = join(dir, 'rows.json');
  writeFileSync(rowsFile, JSON.stringify({ [path.replace('/api/', '')]: body?.data }));
  serverEnv = { BENCH_ROWS_FILE: rowsFile };
  target = path;
}
const server = await startBenchServer(mode, serverEnv, ['--cpu-prof', '--cpu-prof-dir', profileDir]);
await autocannon({ url: `${server.baseUrl}${target}`, headers, connections: 20, duration: 1 });
const run = await autocannon({ url: `${server.baseUrl}${target}`, headers, connections: 20, duration: seconds });
await server.stop();
console.log(`${mode} GET ${target}: ${Math.round(run.requests.average)} req/s, ${run.non2xx} non-2xx`);

const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error('no .cpuprofile written');
const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as TProfile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const short = (url: string) => url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|shared|db)\//, '$1/');
const label = (node: TNode) => `${node.callFrame.functionName || '(anonymous)'} ${short(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;

const self = new Map<string, number>();
const total = new Map<string, number>();
// Only the measured run: the start (module loading, compiling) and the warm-up are left out.
let at = profile.startTime;
const times = profile.timeDeltas.map((delta) => (at += delta));
const from = (times.at(-1) ?? 0) - seconds * 1_000_000;
const measured = profile.samples.filter((_id, index) => (times[index] as number) >= from);
for (const id of measured) {
  const node = byId.get(id) as TNode;
  self.set(label(node), (self.get(label(node)) ?? 0) + 1);
  // Each frame on the stack once (recursion counted once).
  const seen = new Set<string>();
  for (let current: number | undefined = id; current !== undefined; current = parentOf.get(current)) {
    const key = label(byId.get(current) as TNode);
    if (!seen.has(key)) total.set(key, (total.get(key) ?? 0) + 1);
    seen.add(key);
  }
}
const count = measured.length;
const idle = self.get('(idle) :0') ?? 0;
const busy = count - idle;
const print = (title: string, map: Map<string, number>, top: number) => {
  console.log(`\n${title} (% of ${busy} busy samples):`);
  for (const [key, samples] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    if (key.startsWith('(idle)') || key.startsWith('(root)')) continue;
    console.log(`${((samples / busy) * 100).toFixed(1).padStart(5)}%  ${key}`);
  }
};
// Self time by where the code lives: a package, node's own modules, or this repository's folders.
const placeOf = (key: string): string => {
  const where = key.slice(key.lastIndexOf(' ') + 1);
  if (where.startsWith('node:internal/deps/undici')) return 'undici';
  if (where.startsWith('node:')) return 'node';
  if (where.startsWith(':')) return key.split(' ')[0] as string;
  const pkg = /^(@[^/]+\/[^/]+|[^/]+)\//.exec(where)?.[1];
  return pkg ?? where;
};
const byPlace = new Map<string, number>();
for (const [key, samples] of self) byPlace.set(placeOf(key), (byPlace.get(placeOf(key)) ?? 0) + samples);
print('self by place', byPlace, 25);
print('self', self, Number(process.env.PROFILE_TOP ?? 40));
print('total', total, Number(process.env.PROFILE_TOP ?? 60));
if (process.env.PROFILE_KEEP) {
  const kept = join(tmpdir(), `${mode}-${Date.now()}.cpuprofile`);
  writeFileSync(kept, JSON.stringify(profile));
  console.log(`\nprofile: ${kept}`);
}
rmSync(dir, { recursive: true, force: true });
