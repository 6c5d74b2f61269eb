// `npm test`: lint, typecheck, then every test layer in turn (unit + integration with the Vitest
// example, contract, proxy, scale (Redis, promtool, breaker), the packed package, browser with the Playwright example), and one
// closing line `N passed, N failed` summing every test that ran.
// Lint and typecheck run together; the test layers one after another, each using both cores.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type TStepResult = { name: string; ok: boolean; passed: number; failed: number; skipped: number; seconds: number };

const reportDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
const results: TStepResult[] = [];

const run = (name: string, command: string, args: string[]): boolean => {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const outcome = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const ok = outcome.status === 0;
  results.push({ name, ok, passed: 0, failed: 0, skipped: 0, seconds: (Date.now() - started) / 1000 });
  return ok;
};

/** Several quick steps at once (each mostly on one core); each one's output is printed when it ends. */
const runTogether = async (steps: { name: string; command: string; args: string[] }[]): Promise<void> => {
  await Promise.all(
    steps.map(
      ({ name, command, args }) =>
        new Promise<void>((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { env: process.env });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('close', (code) => {
            console.log(`\n▶ ${name}: ${command} ${args.join(' ')}\n${output}`);
            results.push({ name, ok: code === 0, passed: 0, failed: 0, skipped: 0, seconds: (Date.now() - started) / 1000 });
            resolve();
          });
        }),
    ),
  );
};

type TVitestJson = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };

const runVitest = (name: string, projects: string[]): void => {
  const outputFile = join(reportDir, `${name}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`);
  run(name, 'npx', args);
  const step = results[results.length - 1] as TStepResult;
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

await runTogether([
  ...(wants('lint') ? [{ name: 'lint', command: 'npx', args: ['eslint', '.'] }] : []),
  ...(wants('typecheck') ? [{ name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] }] : []),
]);
if (wants('unit')) runVitest('unit+integration', ['unit', 'integration', 'examples-vitest']);
if (wants('contract')) runVitest('contract', ['contract']);
if (wants('proxy')) runVitest('proxy', ['proxy']);
if (wants('scale')) runVitest('scale', ['scale']);
if (wants('package')) runVitest('package', ['package']);
if (wants('e2e')) runVitest('e2e', ['e2e', 'examples-playwright']);

console.log('\nSummary');
for (const step of results) {
  const counts = step.passed + step.failed + step.skipped > 0 ? `  ${step.passed} passed, ${step.failed} failed, ${step.skipped} skipped` : '';
  console.log(`  ${step.ok ? '✔' : '✖'} ${step.name.padEnd(18)} ${step.seconds.toFixed(1).padStart(7)} s${counts}`);
}
const passed = results.reduce((sum, step) => sum + step.passed, 0);
// A failed lint or typecheck step counts as one failure, so the closing line never hides it.
const failed = results.reduce((sum, step) => sum + (step.failed > 0 ? step.failed : step.ok ? 0 : 1), 0);
const skipped = results.reduce((sum, step) => sum + step.skipped, 0);
console.log(`\n${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
