// `npm test`: lint (with knip's unused files, exports and dependencies and madge's import cycles), typecheck, then every test layer (unit + integration with the Vitest example,
// contract, proxy, scale (Redis, promtool, the breaker), the packed package, ship, the dev loop, browser with the Playwright example), and one closing
// line `N passed, N failed` summing every test that ran.
//
// Two cores, used where they idle (decision 043): lint and typecheck run together while dist/ is
// built and the other Node lines (22, 24) are prepared; the server-side layers then run on the
// machine's Node one after another, while beside them the same layers run on Node 22 and on 24
// (in copies of the checkout, scripts/node-line.ts; one worker each) and the ship layer runs (in a
// copy too; mostly waiting). Those layers spend most of their time waiting on sockets, timers and
// child processes, so the three fit side by side. The browser layer follows on the machine's Node.
// Node 24's unit+integration runs with the clock 12 hours behind (SHIFTED_LINE below).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { copyCheckout } from '../scripts/checkout-copy';
import { NODE_LINES, prepareNodeLine } from '../scripts/node-line';
import type { TNodeLine } from '../scripts/node-line';
import { ensureDebianCommand } from './support/debian-tool';

type TStepResult = { name: string; ok: boolean; passed: number; failed: number; skipped: number; seconds: number };
type TStep = { name: string; command: string; args: string[]; cwd?: string; env?: NodeJS.ProcessEnv; isBackground?: boolean };

const reportDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
const results: TStepResult[] = [];
const startedAt = Date.now();

/** Runs one step; a foreground step streams its output, a background one prints it when it ends. */
const run = (step: TStep): Promise<TStepResult> =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command, step.args, { cwd: step.cwd, env: step.env ?? process.env, stdio: step.isBackground ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    if (!step.isBackground) console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
    child.on('close', (code) => {
      if (step.isBackground) console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}\n${output}`);
      const result = { name: step.name, ok: code === 0, passed: 0, failed: 0, skipped: 0, seconds: (Date.now() - started) / 1000 };
      results.push(result);
      resolve(result);
    });
  });

type TVitestJson = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };

/**
 * The Node 24 line runs unit+integration 12 hours behind the machine's clock (libfaketime), so every
 * run tries two hours of the day half a day apart: a test that holds only at some hours fails in
 * any run, not only in the one that happens to start at 00:10 (decision 059).
 */
const SHIFTED_LINE = { major: '24', layer: 'unit', shift: '-12h' } as const;

/** Vitest on another Node line, in its copy; with `clockShift`, under faketime (monotonic time stays true: timers must not jump). */
const lineStep = (name: string, line: TNodeLine, vitestArgs: string[], clockShift: string | undefined, isBackground?: boolean): TStep => {
  const script = ['node_modules/vitest/vitest.mjs', ...vitestArgs];
  return clockShift
    ? { name, command: 'faketime', args: ['-f', clockShift, line.node, ...script], cwd: line.dir, env: { ...line.env, FAKETIME_DONT_FAKE_MONOTONIC: '1' }, isBackground }
    : { name, command: line.node, args: script, cwd: line.dir, env: line.env, isBackground };
};

/** A vitest run of the projects, its counts read from its JSON report. */
const runVitest = async (
  name: string,
  projects: string[],
  options: { line?: TNodeLine; cwd?: string; isBackground?: boolean; clockShift?: string } = {},
): Promise<void> => {
  const outputFile = join(reportDir, `${name}.json`);
  // Beside the main layers, another line takes one worker: three two-worker runs at once starve each other's timers.
  const projectArgs = [...projects.flatMap((project) => ['--project', project]), ...(options.line ? ['--maxWorkers=1'] : [])];
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`];
  const { line, clockShift } = options;
  const vitestArgs = ['run', ...projectArgs, ...reporters];
  const step = await run(line ? lineStep(name, line, vitestArgs, clockShift, options.isBackground) : { name, command: 'npx', args: ['vitest', ...vitestArgs], cwd: options.cwd, isBackground: options.isBackground });
  if (!existsSync(outputFile)) {
    step.ok = false;
    step.failed += 1;
    console.log(`✖ ${name}: vitest wrote no report`);
    return;
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8')) as TVitestJson;
  step.passed = report.numPassedTests;
  step.failed = report.numFailedTests;
  step.skipped = report.numPendingTests + report.numTodoTests;
  if (step.failed > 0) step.ok = false;
};

const only = process.argv.slice(2);
const wants = (layer: string) => only.length === 0 || only.includes(layer);

/** The server-side layers, in the order the machine's Node runs them. */
const SERVER_LAYERS: { layer: string; name: string; projects: string[] }[] = [
  { layer: 'unit', name: 'unit+integration', projects: ['unit', 'integration', 'examples-vitest', 'examples-vitest-ci'] },
  { layer: 'contract', name: 'contract', projects: ['contract'] },
  { layer: 'proxy', name: 'proxy', projects: ['proxy'] },
  { layer: 'package', name: 'package', projects: ['package'] },
];
const serverLayers = SERVER_LAYERS.filter(({ layer }) => wants(layer));

// The other Node lines are prepared beside lint and typecheck (a copy each; better-sqlite3 built once per ABI).
const lines: TNodeLine[] = [];
const prepareLines = async () => {
  if (!wants('node-lines') || serverLayers.length === 0) return;
  const started = Date.now();
  if (serverLayers.some(({ layer }) => layer === SHIFTED_LINE.layer)) {
    try {
      ensureDebianCommand('faketime', 'faketime');
    } catch (error) {
      console.log(`✖ ${error instanceof Error ? error.message : String(error)}`);
      results.push({ name: 'faketime set-up', ok: false, passed: 0, failed: 1, skipped: 0, seconds: 0 });
    }
  }
  await Promise.all(
    NODE_LINES.map(async (major) => {
      try {
        lines.push(await prepareNodeLine(major));
      } catch (error) {
        console.log(`✖ Node ${major}: ${error instanceof Error ? error.message : String(error)}`);
        results.push({ name: `node ${major} set-up`, ok: false, passed: 0, failed: 1, skipped: 0, seconds: (Date.now() - started) / 1000 });
      }
    }),
  );
  lines.sort((a, b) => a.major.localeCompare(b.major));
  console.log(`\nNode lines ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${lines.map((line) => line.version).join(', ')}`);
};

// The ship layer starts dist/ while the package layer's `npm pack` rebuilds this checkout's: it runs in a copy.
const shipCopy = wants('ship') ? join(mkdtempSync(join(tmpdir(), 'portal-ship-')), 'checkout') : undefined;

await Promise.all([
  ...(wants('lint') ? [run({ name: 'lint', command: 'npx', args: ['eslint', '.'], isBackground: true })] : []),
  // An unused export or an import cycle fails the run; one after the other (a few seconds each), beside lint.
  ...(wants('lint')
    ? [
        (async () => {
          await run({ name: 'knip', command: 'npm', args: ['run', '--silent', 'knip'], isBackground: true });
          await run({ name: 'madge', command: 'npm', args: ['run', '--silent', 'madge'], isBackground: true });
        })(),
      ]
    : []),
  ...(wants('typecheck') ? [run({ name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'], isBackground: true })] : []),
  // dist/ once, before the layers that start it (compiled-start, the browser's SPA) would race to build it.
  run({ name: 'build', command: process.execPath, args: ['scripts/build.js', '--if-needed'], isBackground: true }),
  prepareLines(),
  ...(shipCopy ? [Promise.resolve().then(() => copyCheckout(shipCopy))] : []),
]);

const beside = Promise.all([
  ...(shipCopy ? [runVitest('ship', ['ship'], { cwd: shipCopy, isBackground: true })] : []),
  ...lines.map(async (line) => {
    for (const { layer, name, projects } of serverLayers) {
      const shifted = line.major === SHIFTED_LINE.major && layer === SHIFTED_LINE.layer;
      const label = shifted ? `${name} (node ${line.major}, clock ${SHIFTED_LINE.shift})` : `${name} (node ${line.major})`;
      await runVitest(label, projects, { line, isBackground: true, clockShift: shifted ? SHIFTED_LINE.shift : undefined });
    }
  }),
]);
for (const { name, projects } of serverLayers) await runVitest(name, projects);
// Real Redis and promtool, on the machine's Node only (they test processes, not the Node line).
if (wants('scale')) await runVitest('scale', ['scale']);
// npm run dev in a copy, with its own browser (decision 050).
if (wants('dev')) await runVitest('dev', ['dev']);
if (wants('e2e')) await runVitest('e2e', ['e2e', 'examples-playwright']);
await beside;
// The copies go (their node_modules are hard links: nothing of this checkout's is removed).
for (const dir of [...lines.map((line) => line.dir), ...(shipCopy ? [shipCopy] : [])]) rmSync(dirname(dir), { recursive: true, force: true });

console.log('\nSummary');
for (const step of results) {
  const counts = step.passed + step.failed + step.skipped > 0 ? `  ${step.passed} passed, ${step.failed} failed, ${step.skipped} skipped` : '';
  console.log(`  ${step.ok ? '✔' : '✖'} ${step.name.padEnd(40)} ${step.seconds.toFixed(1).padStart(7)} s${counts}`);
}
console.log(`  total ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
const passed = results.reduce((sum, step) => sum + step.passed, 0);
// A failed lint or typecheck step counts as one failure, so the closing line never hides it.
const failed = results.reduce((sum, step) => sum + (step.failed > 0 ? step.failed : step.ok ? 0 : 1), 0);
const skipped = results.reduce((sum, step) => sum + step.skipped, 0);
console.log(`\n${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
