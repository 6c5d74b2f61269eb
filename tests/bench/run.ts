// `npm run bench`: figures of one run, each beside a baseline measured in the same run, printed
// as a table. Nothing is asserted: times depend on the machine, the ratios are what to compare.
//   BENCH_DURATION (s, default 5), BENCH_CONNECTIONS (default 20), BENCH_RUNS (default 200),
//   BENCH_ONLY (comma list of rest, trpc, peer, hop, package: only those sections, on the demo seed,
//   for a quick look while working; the full run is what goes in a note).
//   BENCH_AGAINST (a git ref): the hop section measures that commit's portal too, in turns (hop-bench.ts);
//   BENCH_ROUNDS (default 3): the hop section's rounds.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulatorProcess } from '../contract/support/emulator-process';
import { openDatabase } from '../../db/client';
import { seedDemo } from '../../seed/demo';
import { DEMO_CLIENT } from '../../seed/demo-logins';
import { benchAdminList } from './admin-list-bench';
import { benchHop } from './hop-bench';
import { benchInsights, insightsBenchRows } from './insights-bench';
import { compareLoad, fetchJson, postJson, startBenchServer } from './http-load';
import type { TLoadFigures, TLoadOptions } from './http-load';
import { renderTable } from './report';
import type { TBenchRow } from './report';
import { benchPackage } from './package-bench';
import { benchReset } from './reset-bench';
import { benchSeed } from './seed-bench';
import { formatInt, formatMs, formatRatio } from './stats';

const loadOptions: TLoadOptions = {
  durationSeconds: Number(process.env.BENCH_DURATION ?? 5),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  warmUpSeconds: 1,
};
const queryRuns = Number(process.env.BENCH_RUNS ?? 200);

const rows: TBenchRow[] = [];
const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const jwtSecret = randomBytes(32).toString('base64url');
const today = new Date();
const startedAt = performance.now();
const loadBefore = loadavg()[0] ?? 0;

const step = (message: string) => console.log(`[${((performance.now() - startedAt) / 1000).toFixed(1).padStart(5)} s] ${message}`);
const rate = (count: number, ms: number) => (count / ms) * 1000;
const rps = (figures: TLoadFigures) =>
  `${formatInt(figures.rps)} req/s (p99 ${figures.p99} ms)${figures.non2xx + figures.errors > 0 ? ` ⚠ ${figures.non2xx} non-2xx, ${figures.errors} errors` : ''}`;

const sameJson = (a: unknown, b: unknown, what: string) => {
  if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`${what}: the baseline does not answer the same JSON`);
};

async function seedAndQuery() {
  step('seeding the large database (seedLarge) and the baselines…');
  const seed = await benchSeed(dir, today);
  const bareRate = rate(seed.bareRows, seed.bareMs);
  rows.push(
    {
      section: 'seed',
      figure: 'large seed, whole run (rows/s)',
      value: `${formatInt(rate(seed.totalRows, seed.totalMs))} (${formatInt(seed.totalRows)} rows, ${(seed.totalMs / 1000).toFixed(1)} s)`,
      baseline: `bare insert ${formatInt(bareRate)}`,
      ratio: formatRatio(rate(seed.totalRows, seed.totalMs) / bareRate),
      note: 'includes scrypt hashing of the demo passwords and faker data for every row; baseline = one prepared INSERT of constant rows into insights_daily in one transaction (foreign keys off)',
    },
    {
      section: 'seed',
      figure: 'large seed, insights phase (rows/s)',
      value: `${formatInt(rate(seed.insightRows, seed.insightMs))} (${formatInt(seed.insightRows)} rows)`,
      baseline: `bare insert ${formatInt(bareRate)}`,
      ratio: formatRatio(rate(seed.insightRows, seed.insightMs) / bareRate),
    },
    {
      section: 'seed',
      figure: `catch-up, ${seed.catchUp.days} missing days of every ad account (rows/s)`,
      value: `${formatInt(rate(seed.catchUp.rows, seed.catchUp.ms))} (${formatInt(seed.catchUp.rows)} rows, ${formatMs(seed.catchUp.ms)})`,
      baseline: `bare insert ${formatInt(bareRate)}`,
      ratio: formatRatio(rate(seed.catchUp.rows, seed.catchUp.ms) / bareRate),
      note: 'server/emulator/rules/catch-up.ts on the large database (≥1,000,000 rows already in insights_daily) anchored 30 days back: the generator per row, ON CONFLICT DO NOTHING, the sync dates moved, one transaction',
    },
  );

  step(`timing the 14-day insights aggregation (${queryRuns} runs each)…`);
  const insights = benchInsights(seed.largePath, seed.demoPath, today, queryRuns);
  rows.push(...insightsBenchRows(insights, seed.tableRows));

  step(`timing the admin users list's page query (${queryRuns} runs each)…`);
  const list = benchAdminList(seed.largePath, seed.demoPath, queryRuns);
  for (const [label, figures] of [
    ['page 1', list.firstPage],
    ['last page', list.lastPage],
    ["search 'alex', page 1", list.search],
  ] as const) {
    rows.push({
      section: 'admin users list',
      figure: `${label}, ${formatInt(list.users.large)} users: median / p95`,
      value: `${formatMs(figures.large.median)} / ${formatMs(figures.large.p95)}`,
      baseline: `${formatInt(list.users.demo)} users: ${formatMs(figures.demo.median)} / ${formatMs(figures.demo.p95)}`,
      ratio: formatRatio(figures.large.median / figures.demo.median),
    });
  }
  rows[rows.length - 1]!.note =
    'countUsers + listUsersPage (db/queries/users.ts), what GET /api/admin/users runs; baseline = the same calls on the demo-scale database; pages walk the users primary key (page 1 ≈ flat; the count and a deep OFFSET grow with the table), a search is a LIKE over name, email and project path that no index serves';
  return seed;
}

async function resets(seed: Awaited<ReturnType<typeof benchSeed>>) {
  step('emulator reset (template restore) vs a file copy, demo and large…');
  for (const [label, path, scale] of [
    ['demo', seed.demoPath, 'demo'],
    ['large', seed.largePath, 'large'],
  ] as const) {
    const figures = await benchReset(dir, path, label, scale);
    rows.push({
      section: 'emulator reset',
      figure: `reset, ${label} scale (${formatInt(figures.bytes / 1024)} KiB): median of 5`,
      value: formatMs(figures.resetMs),
      baseline: `file copy ${formatMs(figures.copyMs)}`,
      ratio: formatRatio(figures.resetMs / figures.copyMs),
    });
  }
  rows[rows.length - 1]!.note =
    "server/emulator/control/data-store.ts resetData: the seeded template copied into the open database by SQLite's backup API (one step, under its write lock), token versions moved, catch-up; baseline = copyFileSync of the same file (no lock, no open connection)";
}

type TSession = { token: string; userId: number; baId: number };

const logIn = async (baseUrl: string): Promise<TSession> => {
  const login = await postJson(`${baseUrl}/api/login`, DEMO_CLIENT);
  const user = login.data.user;
  return {
    token: login.data.token as string,
    userId: user.id as number,
    baId: (user.currentBusinessAccount?.id ?? user.businessAccounts[0]?.id) as number,
  };
};

/** The two list endpoints issue 13 compares with json-server, with the caller's own query. */
const listPaths = (session: TSession) => [`/api/business-accounts?user_id=${session.userId}`, `/api/integrations_exports?user_id=${session.userId}`];

async function restLoad(databasePath: string, isMeasured: boolean): Promise<TSession> {
  step(isMeasured ? 'REST: emulator vs bare Hono under autocannon…' : 'signing in (REST load skipped)…');
  const emulator = await startBenchServer('emulator', { BENCH_DATABASE_PATH: databasePath, BENCH_JWT_SECRET: jwtSecret });
  try {
    const session = await logIn(emulator.baseUrl);
    if (!isMeasured) return session;
    const headers = { authorization: `Bearer ${session.token}` };
    const paths = listPaths(session);
    const bodies = new Map<string, unknown>();
    for (const path of paths) bodies.set(path, await fetchJson(`${emulator.baseUrl}${path}`, headers));

    const routesFile = join(dir, 'bare-routes.json');
    writeFileSync(routesFile, JSON.stringify(Object.fromEntries([...bodies].map(([path, body]) => [path.split('?')[0], body]))));
    const bare = await startBenchServer('bare-rest', { BENCH_ROUTES_FILE: routesFile });
    try {
      for (const path of paths) {
        sameJson(await fetchJson(`${bare.baseUrl}${path}`), bodies.get(path), path);
        const figures = await compareLoad(
          { url: `${emulator.baseUrl}${path}`, headers },
          { url: `${bare.baseUrl}${path}`, headers: {} },
          loadOptions,
        );
        rows.push({
          section: 'REST load',
          figure: `GET ${path.split('?')[0]} (emulator, JWT)`,
          value: rps(figures.measured),
          baseline: `bare Hono ${rps(figures.baseline)}`,
          ratio: formatRatio(figures.measured.rps / figures.baseline.rps),
        });
      }
    } finally {
      await bare.stop();
    }
    rows[rows.length - 1]!.note = `@hono/node-server on 127.0.0.1, each server its own process; autocannon ${loadOptions.connections} connections, ${loadOptions.durationSeconds} s per server (halves in the order A B B A after 1 s warm-up each); the bare route answers the emulator's exact JSON`;
    return session;
  } finally {
    await emulator.stop();
  }
}

async function peerLoad(databasePath: string, session: TSession) {
  step('REST: emulator vs json-server 0.17 serving the same rows (issue 13: ≥ 2.5×)…');
  const emulator = await startBenchServer('emulator', { BENCH_DATABASE_PATH: databasePath, BENCH_JWT_SECRET: jwtSecret });
  try {
    const headers = { authorization: `Bearer ${session.token}` };
    const paths = listPaths(session);
    const bodies = new Map<string, any>();
    for (const path of paths) bodies.set(path, await fetchJson(`${emulator.baseUrl}${path}`, headers));
    const rowsFile = join(dir, 'json-server-rows.json');
    // json-server's resources are the path's last segment; it serves the same rows in the same envelope.
    writeFileSync(rowsFile, JSON.stringify(Object.fromEntries([...bodies].map(([path, body]) => [path.split('?')[0]!.replace('/api/', ''), body.data]))));
    const peer = await startBenchServer('json-server', { BENCH_ROWS_FILE: rowsFile });
    try {
      for (const path of paths) {
        // json-server would filter rows on a user_id field the rows do not have: it is asked for
        // all its rows, which are exactly the caller's (and spares it the filter).
        const peerPath = path.split('?')[0] as string;
        sameJson(await fetchJson(`${peer.baseUrl}${peerPath}`), bodies.get(path), `json-server ${peerPath}`);
        const figures = await compareLoad(
          { url: `${emulator.baseUrl}${path}`, headers, pid: emulator.pid },
          { url: `${peer.baseUrl}${peerPath}`, headers: {}, pid: peer.pid },
          loadOptions,
        );
        rows.push({
          section: 'vs json-server',
          figure: `GET ${peerPath} (emulator, JWT, validated)`,
          value: rps(figures.measured),
          baseline: `json-server ${rps(figures.baseline)}`,
          ratio: formatRatio(figures.measured.rps / figures.baseline.rps),
        });
        const cpuOf = (load: TLoadFigures) => load.cpuMicrosPerRequest;
        const [ours, theirs] = [cpuOf(figures.measured), cpuOf(figures.baseline)];
        if (ours !== undefined && theirs !== undefined) {
          rows.push({
            section: 'vs json-server',
            figure: `GET ${peerPath}: server CPU per request`,
            value: `${formatInt(ours)} µs`,
            baseline: `json-server ${formatInt(theirs)} µs`,
            ratio: formatRatio(theirs / ours),
          });
        }
      }
    } finally {
      await peer.stop();
    }
    rows[rows.length - 1]!.note = `json-server 0.17.4 (Express) with its defaults minus the request log, the same rows in the same envelope, no auth, no validation; the emulator as npm run emulator serves it (request id, security headers, one Hono stack); each server its own process, A B B A; issue 13 asks ≥ 2.5. CPU per request: the server process's user + system time (/proc) over the requests it answered in the same runs, ratio = json-server ÷ emulator: what the ratio of req/s would be if the server, not the shared machine, were the limit`;
  } finally {
    await emulator.stop();
  }
}

async function trpcLoad(databasePath: string, session: TSession) {
  step('tRPC: insights.get in-process and bare tRPC under autocannon…');
  const input = { user_id: session.userId, service_path: 'fb-sync', ba_id: session.baId };
  const path = `/trpc/insights.get?input=${encodeURIComponent(JSON.stringify(input))}`;
  const headers = { authorization: `Bearer ${session.token}` };

  const app = await startBenchServer('app', { BENCH_DATABASE_PATH: databasePath, BENCH_JWT_SECRET: jwtSecret });
  let answer: any;
  let bareFigures: TLoadFigures;
  let inProcess: TLoadFigures;
  try {
    answer = await fetchJson(`${app.baseUrl}${path}`, headers);
    const bodyFile = join(dir, 'bare-trpc-body.json');
    writeFileSync(bodyFile, JSON.stringify(answer.result.data));
    const bare = await startBenchServer('bare-trpc', { BENCH_BODY_FILE: bodyFile });
    try {
      sameJson(await fetchJson(`${bare.baseUrl}${path}`), answer, 'tRPC insights.get');
      const figures = await compareLoad({ url: `${app.baseUrl}${path}`, headers }, { url: `${bare.baseUrl}${path}`, headers: {} }, loadOptions);
      inProcess = figures.measured;
      bareFigures = figures.baseline;
    } finally {
      await bare.stop();
    }
  } finally {
    await app.stop();
  }
  rows.push({
    section: 'tRPC load',
    figure: 'insights.get → gateway client → in-process emulator',
    value: rps(inProcess),
    baseline: `bare Hono+tRPC ${rps(bareFigures)}`,
    ratio: formatRatio(inProcess.rps / bareFigures.rps),
  });

  step('tRPC: insights.get in proxy mode (GATEWAY_URL → emulator process) vs in-process…');
  const upstream = await startEmulatorProcess({ databasePath, env: { JWT_SECRET: jwtSecret, LOG_LEVEL: 'silent' } });
  try {
    const proxy = await startBenchServer('proxy', { BENCH_GATEWAY_URL: upstream.baseUrl });
    const again = await startBenchServer('app', { BENCH_DATABASE_PATH: databasePath, BENCH_JWT_SECRET: jwtSecret });
    try {
      sameJson(await fetchJson(`${proxy.baseUrl}${path}`, headers), answer, 'tRPC insights.get in proxy mode');
      const figures = await compareLoad({ url: `${proxy.baseUrl}${path}`, headers }, { url: `${again.baseUrl}${path}`, headers }, loadOptions);
      rows.push({
        section: 'tRPC load',
        figure: 'insights.get → proxy mode (GATEWAY_URL) → emulator process',
        value: rps(figures.measured),
        baseline: `in-process ${rps(figures.baseline)}`,
        ratio: formatRatio(figures.measured.rps / figures.baseline.rps),
        note: `proxy ÷ bare tRPC (above) = ${formatRatio(figures.measured.rps / bareFigures.rps)}; the bare procedure answers the same JSON with no input parsing and no gateway; proxy mode runs two server processes (the portal and npx tsx server/emulator-only.ts) on ${cpus().length} CPUs beside the load generator`,
      });
    } finally {
      await again.stop();
      await proxy.stop();
    }
  } finally {
    await upstream.stop();
  }
}

const failed = (section: string, error: unknown) => {
  rows.push({ section, figure: 'failed', value: 'n/a', baseline: 'n/a', ratio: 'n/a', note: (error as Error).message.split('\n')[0] });
  console.error(error);
};

const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((name) => name.trim())) : undefined;
const wants = (section: string) => !only || only.has(section);

/** The demo seed alone (BENCH_ONLY): seconds instead of the minute the large seed takes. */
const demoDatabase = async (): Promise<string> => {
  step('seeding the demo database (BENCH_ONLY)…');
  const path = join(dir, 'demo.db');
  const handle = openDatabase(path);
  await seedDemo(handle.db, { seed: 1, today });
  handle.sqlite.pragma('wal_checkpoint(TRUNCATE)');
  handle.close();
  return path;
};

/** The seeded databases and every section that serves them. */
async function seedAndLoadSections() {
  const seed = only ? undefined : await seedAndQuery();
  const databasePath = seed?.largePath ?? (await demoDatabase());
  if (seed) {
    try {
      await resets(seed);
    } catch (error) {
      failed('emulator reset', error);
    }
  }
  let session: TSession | undefined;
  try {
    session = await restLoad(databasePath, wants('rest'));
  } catch (error) {
    failed('REST load', error);
  }
  if (session) {
    if (wants('peer')) {
      try {
        await peerLoad(databasePath, session);
      } catch (error) {
        failed('json-server', error);
      }
    }
    if (wants('trpc')) {
      try {
        await trpcLoad(databasePath, session);
      } catch (error) {
        failed('tRPC load', error);
      }
    }
  }
  if (wants('hop')) {
    try {
      rows.push(
        ...(await benchHop({
          dir,
          databasePath,
          jwtSecret,
          seconds: loadOptions.durationSeconds,
          connections: loadOptions.connections,
          rounds: Number(process.env.BENCH_ROUNDS ?? 3),
          againstRef: process.env.BENCH_AGAINST,
          step,
        })),
      );
    } catch (error) {
      failed('tRPC hop', error);
    }
  }
}

/** Only the package section asked for: none of the load sections need a database. */
const isPackageOnly = only !== undefined && [...only].every((section) => section === 'package');

try {
  if (wants('package')) {
    step('package: startEmulator() warm and cold, reset(), 8 emulators at once…');
    try {
      rows.push(...(await benchPackage(dir)));
    } catch (error) {
      failed('package', error);
    }
  }
  if (!isPackageOnly) await seedAndLoadSections();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

step('done');
const machine = `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`;
// A busy machine lowers every absolute figure; the load average says how busy it was.
const load = `load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after`;
console.log(`\nBenchmarks (${machine}; ${load}), one run:\n`);
console.log(renderTable(rows));
