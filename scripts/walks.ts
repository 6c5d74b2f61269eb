// `npm run walks [-- --against <git ref>] [--lists]`: how many of the project's files the server
// runs while it serves three walks people take (issue 50, decision 058): switching an integration
// off (tRPC integrations.setStatus), the dashboard's first figures (the lists its selection needs,
// then insights.get), and signing in (auth.login). The portal runs in emulator mode in process, on
// a demo-seeded temporary database, served over loopback as tests/support/trpc-target.ts serves it,
// with the access log at info to a file as in production. Each walk is taken once unmeasured, then
// V8's precise coverage counters (call counts, node:inspector) are reset and the walk taken again;
// a file counts when one of its functions was called meanwhile (node_modules, tests and this
// script left out). `--against <ref>`: the same walks on a checkout of that commit
// (scripts/baseline-checkout.ts), each build in its own process, so before and after come from one
// run. A walk's first variant the build answers is used (a ref older than the switch by id sends
// the SPA's request of its own day: setStatus with service_path, then the list it refetched).
// `--lists` prints the files of each walk; WALKS_DEBUG=1 also the functions called in each file
// (with their call counts) and any refused call's answer.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { argument } from './cli';

type TCall = { method: 'GET' | 'POST'; path: string; body?: unknown };
type TWalkResult = { walk: string; variant: string; files: string[] };
type TSession = { token: string; userId: number; baId: number };
type TRecord = { id: number; ba_id: number; status: number; service_type: string; sending_service_id: number; service: { service_path: string } };
type TVariant = { name: string; calls: TCall[] };
type TWalk = { name: string; variants: TVariant[]; signedIn: boolean };

const THIS_SCRIPT = fileURLToPath(import.meta.url);
const REPO = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const RESULT_PREFIX = 'WALKS ';

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const query = (procedure: string, value: unknown): TCall => ({ method: 'GET', path: `/trpc/${procedure}?input=${input(value)}` });
const batch = (calls: [string, unknown][]): TCall => ({
  method: 'GET',
  path: `/trpc/${calls.map(([name]) => name).join(',')}?batch=1&input=${input(Object.fromEntries(calls.map(([, value], index) => [index, value])))}`,
});
const mutation = (procedure: string, body: unknown): TCall => ({ method: 'POST', path: `/trpc/${procedure}`, body });

/** The three walks, as the SPA sends them (web/src/features/integrations, dashboard, auth). */
const walksOf = (session: TSession, record: TRecord & { route: string }, anExport: TRecord, login: unknown): TWalk[] => {
  const { userId } = session;
  // The per-service route the record's calls take: the service it sends from (shared/record-route.ts).
  const servicePath = record.route;
  return [
    {
      name: 'switch',
      signedIn: true,
      variants: [
        { name: 'setStatus by id', calls: [mutation('integrations.setStatus', { user_id: userId, ba_id: record.ba_id, integration_id: record.id, status: 0 })] },
        {
          name: 'setStatus with service_path, then the list refetch',
          calls: [mutation('integrations.setStatus', { service_path: servicePath, user_id: userId, integration_id: record.id, status: 0 }), query('integrations.list', { user_id: userId })],
        },
      ],
    },
    {
      name: 'dashboard',
      signedIn: true,
      variants: [
        {
          name: 'businessAccounts.list + services.list + exports.list, then insights.get',
          calls: [
            batch([
              ['businessAccounts.list', { user_id: userId }],
              ['services.list', { user_id: userId, type: 'export' }],
              ['exports.list', { user_id: userId }],
            ]),
            query('insights.get', { service_path: anExport.service.service_path, user_id: userId, ba_id: anExport.ba_id, compare: true }),
          ],
        },
      ],
    },
    { name: 'login', signedIn: false, variants: [{ name: 'auth.login', calls: [mutation('auth.login', login)] }] },
  ];
};

/** One build's walks, in this process: the portal from `root`, coverage on before any of it loads. */
async function walkHere(root: string): Promise<TWalkResult[]> {
  const { Session } = await import('node:inspector/promises');
  const inspector = new Session();
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });

  const from = (path: string) => import(pathToFileURL(join(root, path)).href);
  const { createApp } = await from('server/app.ts');
  const { listen } = await from('server/boot.ts');
  const { loadEnv } = await from('server/env.ts');
  const { bufferedDestination, createLogger } = await from('server/logger.ts');
  const { createSeededTempDatabase } = await from('tests/support/temp-db.ts');
  const { DEMO_CLIENT } = await from('seed/demo-logins.ts');

  const database = await createSeededTempDatabase();
  const logDir = mkdtempSync(join(tmpdir(), 'portal-walks-'));
  const logger = createLogger('info', bufferedDestination(join(logDir, 'access.log')));
  const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'walks-secret-that-is-long-enough-for-hs256', LOG_LEVEL: 'info' });
  const listening: { url?: string } = {};
  const app = createApp({ env, logger, database, listeningUrl: () => listening.url });
  const running = await listen(app.fetch, { host: '127.0.0.1', port: 0 });
  listening.url = running.url;

  const send = async (call: TCall, token?: string): Promise<number> => {
    const response = await fetch(`${running.url}${call.path}`, {
      method: call.method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    const text = await response.text();
    if (!response.ok && process.env.WALKS_DEBUG) console.error(call.path.slice(0, 80), response.status, text.slice(0, 300));
    return response.status;
  };
  const rest = async <T>(path: string, token?: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${running.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`walks: ${path} answered ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };

  const signedIn = await rest<{ token: string; user: { id: number; currentBusinessAccount?: { id: number }; businessAccounts: { id: number }[] } }>('/api/login', undefined, DEMO_CLIENT);
  const session: TSession = { token: signedIn.token, userId: signedIn.user.id, baId: (signedIn.user.currentBusinessAccount?.id ?? signedIn.user.businessAccounts[0]?.id) as number };
  const records = await rest<TRecord[]>(`/api/integrations_exports?user_id=${session.userId}`, session.token);
  const services = await rest<{ services: { id: number; service_path: string }[] }>('/api/all-services', session.token);
  const withRoute = records.map((row) => ({ ...row, route: services.services.find((service) => service.id === row.sending_service_id)?.service_path ?? '' }));
  const record = withRoute.find((row) => row.service_type === 'integration' && row.ba_id === session.baId) ?? withRoute.find((row) => row.service_type === 'integration');
  // The dashboard's figures are an export's (its first export service with a record).
  const anExport = records.find((row) => row.service_type === 'export' && row.ba_id === session.baId) ?? records.find((row) => row.service_type === 'export');
  if (!record || !anExport) throw new Error('walks: the demo client has no integration or no export');
  // The switch's record starts on, so each walk switches it off (it is switched on again between).
  const switchOn = async (variant: TVariant) => {
    const off = variant.calls[0] as TCall & { body: Record<string, unknown> };
    await send({ ...off, body: { ...off.body, status: 1 } }, session.token);
  };

  const results: TWalkResult[] = [];
  const projectFiles = async (isShown = false): Promise<string[]> => {
    const { result } = await inspector.post('Profiler.takePreciseCoverage');
    const prefix = pathToFileURL(root).href + '/';
    const files = new Set<string>();
    for (const script of result) {
      const url = script.url.split('?')[0] as string;
      if (!url.startsWith(prefix)) continue;
      const file = url.slice(prefix.length);
      if (file.includes('node_modules/') || file.startsWith('tests/') || file === 'scripts/walks.ts') continue;
      const called = script.functions.filter((fn) => fn.ranges[0] && fn.ranges[0].count > 0);
      if (called.length > 0) files.add(file);
      if (called.length > 0 && isShown && process.env.WALKS_DEBUG) console.error(`  ${file}: ${called.map((fn) => `${fn.functionName || '(anon)'}×${fn.ranges[0]?.count}`).join(' ')}`);
    }
    return [...files].sort();
  };
  try {
    for (const walk of walksOf(session, record, anExport, DEMO_CLIENT)) {
      const token = walk.signedIn ? session.token : undefined;
      let chosen: TVariant | undefined;
      for (const variant of walk.variants) {
        if (walk.name === 'switch') await switchOn(variant);
        const statuses: number[] = [];
        for (const call of variant.calls) statuses.push(await send(call, token));
        if (statuses.every((status) => status >= 200 && status < 300)) {
          chosen = variant;
          break;
        }
      }
      if (!chosen) throw new Error(`walks: no variant of the ${walk.name} walk was answered 2xx`);
      if (walk.name === 'switch') await switchOn(chosen);
      await projectFiles();
      for (const call of chosen.calls) await send(call, token);
      if (process.env.WALKS_DEBUG) console.error(`${walk.name}:`);
      results.push({ walk: walk.name, variant: chosen.name, files: await projectFiles(true) });
    }
  } finally {
    await running.close();
    database.cleanup();
    rmSync(logDir, { recursive: true, force: true });
    inspector.disconnect();
  }
  return results;
}

/** A build's walks in a process of its own, started in its checkout (its tsconfig, its modules). */
const walkIn = (root: string): Promise<TWalkResult[]> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', THIS_SCRIPT, '--root', root], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.once('exit', (code) => {
      const line = stdout.split('\n').find((candidate) => candidate.startsWith(RESULT_PREFIX));
      if (code === 0 && line) resolve(JSON.parse(line.slice(RESULT_PREFIX.length)) as TWalkResult[]);
      else reject(new Error(`walks: the run in ${root} ended with ${code}\n${stdout.slice(-2_000)}`));
    });
  });

const root = argument('root');
if (root) {
  const results = await walkHere(root);
  process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(results)}\n`);
  // The emulator's timers (webhooks, sync) would keep the process alive.
  process.exit(0);
}

const againstRef = argument('against');
const isListed = process.argv.includes('--lists');
const builds: { label: string; results: TWalkResult[] }[] = [{ label: 'this', results: await walkIn(REPO) }];
if (againstRef) {
  const { checkOutBaseline } = await import('./baseline-checkout');
  const baseline = checkOutBaseline(againstRef);
  try {
    builds.push({ label: againstRef, results: await walkIn(baseline.dir) });
  } finally {
    baseline.remove();
  }
}

console.log(`\nProject files run while serving each walk (emulator mode, warmed once; node_modules and tests left out):\n`);
const labels = builds.map((build) => build.label);
console.log(['walk'.padEnd(10), ...labels.map((label) => label.padStart(10))].join(' '));
for (const walk of builds[0]?.results ?? []) {
  const counts = builds.map((build) => String(build.results.find((each) => each.walk === walk.walk)?.files.length ?? '—'));
  console.log([walk.walk.padEnd(10), ...counts.map((count) => count.padStart(10))].join(' '));
}
for (const build of builds) {
  for (const walk of build.results) {
    console.log(`\n${build.label}, ${walk.walk} (${walk.variant}): ${walk.files.length} files`);
    if (isListed) for (const file of walk.files) console.log(`  ${file}`);
  }
}
if (againstRef) {
  const [mine, theirs] = builds as [(typeof builds)[number], (typeof builds)[number]];
  for (const walk of mine.results) {
    const other = theirs.results.find((each) => each.walk === walk.walk);
    if (!other) continue;
    const added = walk.files.filter((file) => !other.files.includes(file));
    const gone = other.files.filter((file) => !walk.files.includes(file));
    console.log(`\n${walk.walk}: only in this: ${added.join(', ') || 'none'}; only in ${againstRef}: ${gone.join(', ') || 'none'}`);
  }
}
