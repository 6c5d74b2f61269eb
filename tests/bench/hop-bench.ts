// The tRPC hop (`BENCH_ONLY=hop npm run bench`): the same data answered as a tRPC procedure through
// the portal (gateway client → in-process emulator) and as the REST endpoint it wraps, served by
// the same portal process (createApp, access log at info to a file as in production). The hop is
// REST ÷ tRPC server CPU a request: what the ratio of requests per second would be with the server
// the limit, and steadier than req/s on a shared machine. `BENCH_AGAINST=<git ref>`: that commit's
// portal too (scripts/baseline-checkout.ts), each on its own copy of the database, the targets
// loaded in turns (this, ref, this, ref…) so both builds see the same machine load.
import { copyFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { DEMO_CLIENT } from '../../seed/demo-logins';
import { checkOutBaseline } from '../../scripts/baseline-checkout';
import { fetchJson, loadOnce, postJson, startBenchServer } from './http-load';
import type { TBenchServer } from './http-load';
import type { TBenchRow } from './report';
import { formatInt, formatRatio } from './stats';

type TTarget = { name: string; path: string };
type TFigure = { rps: number; cpuMicros: number; failed: number };
type TBuild = { label: string; server: TBenchServer; headers: Record<string, string>; targets: TTarget[]; figures: Map<string, TFigure[]> };

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The two procedures and the REST endpoints they wrap, with the demo client's own ids. */
const targetsOf = (userId: number, baId: number): TTarget[] => [
  { name: 'tRPC businessAccounts.list', path: `/trpc/businessAccounts.list?input=${input({ user_id: userId })}` },
  { name: 'REST GET /api/business-accounts', path: `/api/business-accounts?user_id=${userId}` },
  { name: 'tRPC insights.get', path: `/trpc/insights.get?input=${input({ service_path: 'fb-sync', user_id: userId, ba_id: baId })}` },
  { name: 'REST GET /api/fb-sync/insights', path: `/api/fb-sync/insights?user_id=${userId}&ba_id=${baId}` },
];

const PAIRS: [string, string][] = [
  ['tRPC businessAccounts.list', 'REST GET /api/business-accounts'],
  ['tRPC insights.get', 'REST GET /api/fb-sync/insights'],
];

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const prepare = async (label: string, server: TBenchServer): Promise<TBuild> => {
  const login = await postJson(`${server.baseUrl}/api/login`, DEMO_CLIENT);
  const user = login.data.user;
  const baId = (user.currentBusinessAccount?.id ?? user.businessAccounts[0]?.id) as number;
  const headers = { authorization: `Bearer ${login.data.token as string}` };
  const targets = targetsOf(user.id as number, baId);
  // Every target answers before anything is measured (a 4xx would measure a refusal).
  for (const target of targets) await fetchJson(`${server.baseUrl}${target.path}`, headers);
  return { label, server, headers, targets, figures: new Map() };
};

const measure = async (build: TBuild, target: TTarget, connections: number, seconds: number): Promise<TFigure> => {
  const run = await loadOnce({ url: `${build.server.baseUrl}${target.path}`, headers: build.headers, pid: build.server.pid }, connections, seconds);
  return { rps: run.requests.average, cpuMicros: (run.cpuMicros ?? 0) / Math.max(1, run.requests.total), failed: run.non2xx + run.errors + run.timeouts };
};

export async function benchHop(options: { dir: string; databasePath: string; jwtSecret: string; seconds: number; connections: number; rounds: number; againstRef?: string; step: (message: string) => void }): Promise<TBenchRow[]> {
  const { dir, databasePath, jwtSecret, seconds, connections, rounds, againstRef, step } = options;
  const baseline = againstRef ? checkOutBaseline(againstRef) : undefined;
  const builds: TBuild[] = [];
  const loadBefore = loadavg()[0] ?? 0;
  try {
    const start = async (label: string, serveScript?: string) => {
      const copy = join(dir, `hop-${builds.length}.db`);
      copyFileSync(databasePath, copy);
      const env = { BENCH_DATABASE_PATH: copy, BENCH_JWT_SECRET: jwtSecret, BENCH_LOG_FILE: join(dir, `hop-${builds.length}.log`) };
      builds.push(await prepare(label, await startBenchServer('app', env, [], serveScript)));
    };
    await start('this');
    if (baseline) await start(baseline.ref, join(baseline.dir, 'tests/bench/serve.ts'));
    step(`hop: ${rounds} rounds of ${seconds} s per target, ${builds.map((build) => build.label).join(' and ')} in turns…`);
    // Warm each target (JIT, caches) before anything counts.
    for (const build of builds) for (const target of build.targets) await measure(build, target, connections, 1);
    for (let round = 0; round < rounds; round += 1) {
      for (const [index] of builds[0]?.targets.entries() ?? []) {
        for (const build of builds) {
          const target = build.targets[index] as TTarget;
          const figure = await measure(build, target, connections, seconds);
          build.figures.set(target.name, [...(build.figures.get(target.name) ?? []), figure]);
        }
      }
    }
  } finally {
    for (const build of builds) await build.server.stop();
    baseline?.remove();
  }

  const load = `load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`;
  const rows: TBenchRow[] = [];
  for (const build of builds) {
    for (const [trpc, rest] of PAIRS) {
      const trpcFigures = build.figures.get(trpc) ?? [];
      const restFigures = build.figures.get(rest) ?? [];
      const hops = trpcFigures.map((figure, index) => (restFigures[index]?.cpuMicros ?? 0) / figure.cpuMicros);
      const failed = [...trpcFigures, ...restFigures].reduce((sum, figure) => sum + figure.failed, 0);
      rows.push({
        section: 'tRPC hop',
        figure: `${build.label}: ${trpc}`,
        value: `${formatInt(median(trpcFigures.map((figure) => figure.cpuMicros)))} µs CPU/req, ${formatInt(median(trpcFigures.map((figure) => figure.rps)))} req/s`,
        baseline: `${rest} ${formatInt(median(restFigures.map((figure) => figure.cpuMicros)))} µs, ${formatInt(median(restFigures.map((figure) => figure.rps)))} req/s`,
        ratio: formatRatio(median(hops)),
        note: `hop (REST ÷ tRPC CPU a request) by round: ${hops.map((hop) => hop.toFixed(2)).join(', ')}; tRPC µs by round: ${trpcFigures.map((figure) => Math.round(figure.cpuMicros)).join(', ')}; ${load}${failed > 0 ? `; ⚠ ${failed} failed answers` : ''}`,
      });
    }
  }
  return rows;
}
