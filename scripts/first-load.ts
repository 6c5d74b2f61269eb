// What a person waits for on a first visit to the dashboard, which Lighthouse's simulation cannot
// show because it drops the time the page spends idle (React's timers, a call that starts late).
// Each load is a fresh tab with an empty cache, at 412 px, with the CPU slowed 4× as on
// Lighthouse's phone. It prints when each stage appeared, in ms after the navigation started.
// Not part of `npm test`: the figures depend on the machine. Exit 2 when the run itself fails.
// Usage: npm run first-load [-- --runs N] [--against ref]   (--against loads that ref's build too,
// the two taking turns, for before-and-after figures from one run; see docs/decisions/039)
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext } from 'playwright-core';
import { DEMO_CLIENT } from '../seed/demo-logins';
import { CHROMIUM_ARGS } from '../tests/support/browser-launch';
import { signInThroughForm } from '../tests/support/sign-in';
import { percentile } from '../tests/bench/stats';
import { startBuilds } from './baseline-checkout';
import { argument, formatColumns, runScript } from './cli';
import { ensureChromium } from './ensure-chromium';

const CPU_SLOWDOWN = 4;

/** The stages, each the first moment its element is in the page (a MutationObserver in the page). */
const STAGES = [
  ['top bar', 'header h1'],
  ['layout', '[data-testid=top-bar-user]'],
  ['figures', '[data-testid=insights-period]'],
  ['chart', 'canvas'],
] as const;
/** Calls whose start is read from the page's resource timings. */
const CALLS = [
  ['lists call', '/trpc/businessAccounts.list'],
  ['insights call', '/trpc/insights.get'],
] as const;
const COLUMNS = ['top bar', 'layout', 'lists call', 'insights call', 'figures', 'chart'] as const;

type TLoad = Record<string, number>;

/** Records when each stage's element first appears; runs in every new page before its scripts. */
function recordStages(stages: readonly (readonly [string, string])[]) {
  const seen: Record<string, number> = {};
  Object.assign(window, { firstLoadStages: seen });
  new MutationObserver(() => {
    for (const [name, selector] of stages) if (!(name in seen) && document.querySelector(selector)) seen[name] = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

async function loadOnce(context: BrowserContext, baseUrl: string): Promise<TLoad> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}/dashboard`);
    await page.locator('canvas').first().waitFor({ timeout: 60_000 });
    const stages = await page.evaluate('({ ...window.firstLoadStages })');
    const calls = await page.evaluate(
      (paths) => paths.map((path) => performance.getEntriesByType('resource').find((entry) => entry.name.includes(path))?.startTime ?? Number.NaN),
      CALLS.map(([, path]) => path),
    );
    return { ...(stages as TLoad), ...Object.fromEntries(CALLS.map(([name], index) => [name, calls[index] ?? Number.NaN])) };
  } finally {
    await page.close();
  }
}

/** The median (the lower middle one of an even count, as npm run lighthouse takes). */
const median = (values: number[]): number => percentile([...values].sort((a, b) => a - b), 50);

function formatMedians(loads: Map<string, TLoad[]>): string {
  const rows = [...loads].map(([label, buildLoads]) => [label, String(buildLoads.length), ...COLUMNS.map((column) => `${Math.round(median(buildLoads.map((load) => load[column] ?? Number.NaN)))} ms`)]);
  return formatColumns(['build', 'loads', ...COLUMNS], rows);
}

async function main(): Promise<number> {
  const executablePath = ensureChromium();
  const { builds, stop } = await startBuilds('first-load', argument('against'));
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    for (const build of builds) await signInThroughForm(await context.newPage(), build.server.baseUrl, DEMO_CLIENT);
    await context.addInitScript(recordStages, STAGES);

    const runs = Math.max(1, Number(argument('runs') ?? 10) || 1);
    const loads = new Map<string, TLoad[]>(builds.map((build) => [build.label, []]));
    for (let run = 1; run <= runs; run += 1) {
      // The builds take turns going first, so neither always loads on a warmer machine.
      for (const build of run % 2 === 1 ? builds : [...builds].reverse()) loads.get(build.label)?.push(await loadOnce(context, build.server.baseUrl));
    }
    console.log(`\nFirst visit to /dashboard signed in, CPU ${CPU_SLOWDOWN}× slower, medians (ms after navigation start)\n${formatMedians(loads)}`);
    return 0;
  } finally {
    await browser?.close();
    await stop();
  }
}

runScript(main);
