// Namespaces of one emulator (decision 054): the first call into a new namespace (a sign-in, so
// the copy, the migration check, the catch-up, the emulator instance and a real answer), a later
// call, and what each namespace costs in memory (RSS and heap after GC) and on disk; beside it, in
// the same run, what teams do without namespaces: an emulator of its own started, then signed in to.
// Run: node --expose-gc --import tsx tests/bench/namespace-bench.ts [namespaces=20]
import { startEmulator } from '../../server/package';
import { DEMO_CLIENT } from '../../seed/demo-logins';
import { percentile } from './stats';

const COUNT = Number(process.argv[2] ?? 20);
const gc = (globalThis as { gc?: () => void }).gc;

const settle = async () => {
  for (let round = 0; round < 3; round += 1) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return process.memoryUsage();
};

const emulator = await startEmulator({ seed: 1, today: '2026-03-15', hashing: 'fast', namespacesMax: COUNT + 1 });
const login = (base: string) =>
  fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_CLIENT.email, password: DEMO_CLIENT.password }) }).then(async (answer) => {
    await answer.text();
    if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
  });
// Warm: the default namespace's first sign-in, and one namespace made and dropped (the code paths compiled).
await login(emulator.url);
await login(emulator.namespace('warm-up').url);
await emulator.namespace('warm-up').drop();

const before = await settle();
const first: number[] = [];
const later: number[] = [];
for (let n = 0; n < COUNT; n += 1) {
  const { url } = emulator.namespace(`bench-${n}`);
  let startedAt = performance.now();
  await login(url);
  first.push(performance.now() - startedAt);
  startedAt = performance.now();
  await login(url);
  later.push(performance.now() - startedAt);
}
const after = await settle();
const ownEmulator: number[] = [];
for (let n = 0; n < 5; n += 1) {
  const startedAt = performance.now();
  const own = await startEmulator({ seed: 1, today: '2026-03-15', hashing: 'fast' });
  await login(own.url);
  ownEmulator.push(performance.now() - startedAt);
  await own.close();
}
const listed = await emulator.namespaces();
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
const ms = (values: number[], p: number) => percentile([...values].sort((a, b) => a - b), p).toFixed(1);
console.log(`${COUNT} namespaces`);
console.log(`first call (sign-in into a new namespace): p50 ${ms(first, 50)} ms, p95 ${ms(first, 95)} ms, max ${Math.max(...first).toFixed(1)} ms`);
console.log(`later call (sign-in):                      p50 ${ms(later, 50)} ms, p95 ${ms(later, 95)} ms`);
console.log(`an emulator of its own (start + sign-in), 5 runs: p50 ${ms(ownEmulator, 50)} ms`);
console.log(`memory per namespace: RSS ${mib((after.rss - before.rss) / COUNT)} MiB, heap ${mib((after.heapUsed - before.heapUsed) / COUNT)} MiB, external ${mib((after.external - before.external) / COUNT)} MiB`);
console.log(`disk per namespace: ${mib(listed.reduce((sum, namespace) => sum + namespace.bytes, 0) / listed.length)} MiB`);
await emulator.close();
