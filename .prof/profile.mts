// scratch: start a bench server under --cpu-prof, load one URL, summarise self time by function
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_CLIENT } from '/work/wt/speed/seed/demo-logins';
const [mode, pathTemplate, dbPath, secret] = process.argv.slice(2);
const profDir = mkdtempSync('/tmp/prof/run-');
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profDir}`, '--import', 'tsx', '/work/wt/speed/tests/bench/serve.ts', mode!], {
  env: { ...process.env, BENCH_DATABASE_PATH: dbPath!, BENCH_JWT_SECRET: secret! }, stdio: ['ignore', 'pipe', 'inherit'], cwd: '/work/wt/speed' });
const port: number = await new Promise((resolve) => child.stdout!.on('data', (d) => { const m = /"port":(\d+)/.exec(String(d)); if (m) resolve(Number(m[1])); }));
const base = `http://127.0.0.1:${port}`;
const login = await (await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_CLIENT) })).json() as any;
const u = login.data.user; const ba = u.currentBusinessAccount?.id ?? u.businessAccounts[0]?.id;
const path = pathTemplate!.replace('{input}', encodeURIComponent(JSON.stringify({ user_id: u.id }))).replace('{insights}', encodeURIComponent(JSON.stringify({ user_id: u.id, service_path: 'fb-sync', ba_id: ba }))).replace('{uid}', u.id).replace('{ba}', ba);
const headers = { authorization: `Bearer ${login.data.token}` };
const r0 = await fetch(base + path, { headers }); console.log(r0.status, (await r0.text()).slice(0, 120));
const res = await autocannon({ url: base + path, headers, connections: 20, duration: Number(process.env.DUR ?? 8) });
console.log('rps', res.requests.average, 'non2xx', res.non2xx);
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'))!;
const prof = JSON.parse(readFileSync(join(profDir, file), 'utf8'));
const byId = new Map<number, any>(prof.nodes.map((n: any) => [n.id, n]));
const self = new Map<number, number>();
const dt = prof.timeDeltas as number[];
prof.samples.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const agg = new Map<string, number>();
for (const [id, t] of self) { const n = byId.get(id); const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.replace(/.*node_modules\//, 'nm/').replace('file:///work/wt/speed/', '')}:${cf.lineNumber}`; agg.set(key, (agg.get(key) ?? 0) + t); }
console.log('--- self time top 40');
for (const [k, t] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((100 * t / total).toFixed(1).padStart(5) + '%', k);
// inclusive by url-file
const parent = new Map<number, number>(); for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map<string, number>();
for (const [id, t] of self) { const seen = new Set<string>(); let cur: number | undefined = id; while (cur !== undefined) { const n = byId.get(cur); const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.replace(/.*node_modules\//, 'nm/').replace('file:///work/wt/speed/', '')}:${cf.lineNumber}`; if (!seen.has(key)) { seen.add(key); incl.set(key, (incl.get(key) ?? 0) + t); } cur = parent.get(cur); } }
console.log('--- inclusive top 60');
for (const [k, t] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log((100 * t / total).toFixed(1).padStart(5) + '%', k);
console.log(join(profDir, file));
