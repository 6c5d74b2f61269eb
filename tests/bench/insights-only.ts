// `npx tsx tests/bench/insights-only.ts`: the insights section of `npm run bench` alone (issue 10's
// per-preset target), on the same large and demo seeds, in well under a minute. BENCH_RUNS as
// in run.ts. Figures only, nothing asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchInsights, insightsBenchRows } from './insights-bench';
import { renderTable } from './report';
import { benchSeed } from './seed-bench';

const dir = mkdtempSync(join(tmpdir(), 'portal-bench-insights-'));
const today = new Date();

async function main() {
  try {
    const seed = await benchSeed(dir, today);
    const loadBefore = loadavg()[0] ?? 0;
    const insights = benchInsights(seed.largePath, seed.demoPath, today, Number(process.env.BENCH_RUNS ?? 200));
    console.log(renderTable(insightsBenchRows(insights, seed.tableRows)));
    console.log(`\nload average (1 min) before / after: ${loadBefore.toFixed(2)} / ${(loadavg()[0] ?? 0).toFixed(2)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
