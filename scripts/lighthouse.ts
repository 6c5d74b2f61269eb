// Lighthouse 12, mobile preset, against the machine's Chromium: starts the portal the way the
// browser tests do (built SPA, throw-away database with the seeded demo data, a free loopback
// port), audits /login as a guest and /dashboard signed in as the demo client, and prints the
// performance and accessibility scores with FCP, LCP, TBT, CLS and Speed Index of both, and how
// fast Lighthouse found the machine's CPU during each audit.
// Not part of `npm test`: the scores depend on the machine. Exit 1 when a page misses the issue's
// targets (performance ≥ 95, accessibility 100; by each page's median run with --runs N), 2 when
// the run itself fails.
// Usage: npm run lighthouse [-- --runs N] [--against ref] [--json out.json] [--reports dir]
// (CHROME_PATH picks another browser; --against audits a git ref's build too, alternating with this
// one's, for before-and-after figures from one run; --reports writes each page's full Lighthouse
// report, <build>-<run>-<page>.report.json, to read what it flags, and the load's trace,
// <build>-<run>-<page>.trace.json)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import type { LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_CLIENT } from '../seed/demo-logins';
import { CHROMIUM_ARGS } from '../tests/support/browser-launch';
import { signInThroughForm } from '../tests/support/sign-in';
import { argument, formatColumns, runScript } from './cli';
import { THIS_BUILD, startBuilds, type TBuild } from './baseline-checkout';
import { ensureChromium } from './ensure-chromium';

const TARGETS = { performance: 95, accessibility: 100 } as const;
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

type TPageResult = {
  page: string;
  /** Which build: this checkout's, or the `--against` ref's. */
  build: string;
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  /** Audits below full marks that cost points, for the next fix. */
  flagged: string[];
  /** Which of `--runs N` it is. */
  run: number;
  /**
   * Lighthouse's measure of the machine's CPU speed during the audit (higher is faster): the
   * simulation slows the page's measured tasks down 4×, so the same page scores lower on a busier
   * or slower machine. Read scores from different days beside it.
   */
  benchmarkIndex: number;
};

/**
 * Runs `work` on a new tab of the browser Lighthouse audits with (the same profile: its cache,
 * storage and session), then closes the tab and this CDP connection; the browser stays up.
 */
async function inAuditBrowser(port: number, work: (page: Page, context: BrowserContext) => Promise<unknown>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('lighthouse: the launched Chromium has no default context');
    const page = await context.newPage();
    await work(page, context);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Signs in through the real login form in the browser Lighthouse will use, so the session is the app's own. */
const signInAsDemoClient = (port: number, baseUrl: string) => inAuditBrowser(port, (page) => signInThroughForm(page, baseUrl, DEMO_CLIENT));

/**
 * Empties the HTTP cache: the signed-in audit keeps localStorage (the session) but loads every
 * file afresh, as Lighthouse's own storage reset would.
 */
const clearHttpCache = (port: number) =>
  inAuditBrowser(port, async (page, context) => (await context.newCDPSession(page)).send('Network.clearBrowserCache'));

/**
 * One load of /login before the audits: a server that has just started answers its first requests
 * slower (cold code, the first compressed reads), and Lighthouse simulates the network from the
 * server times it observed, so the first audit measured a server no visitor meets (FCP 2.8 s
 * instead of 2.0 s). Lighthouse then empties the cache and storage itself.
 */
const warmUp = (port: number, baseUrl: string) => inAuditBrowser(port, (page) => page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' }));

/** Signs the browser out: the next run's /login audit must find no session, or it lands on /dashboard. */
const clearSiteData = (port: number, origin: string) =>
  inAuditBrowser(port, async (page, context) => (await context.newCDPSession(page)).send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' }));

/** Lighthouse's own advice on a failed trace (NO_NAVSTART, seen on a busy machine) is to run it again. */
const ATTEMPTS = 3;

async function runLighthouse(port: number, url: string, keepStorage: boolean) {
  let lastProblem = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    if (keepStorage) await clearHttpCache(port);
    const runnerResult = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      // The signed-in page needs the session the login left in localStorage.
      disableStorageReset: keepStorage,
    });
    if (!runnerResult) throw new Error(`lighthouse: no result for ${url}`);
    const { lhr, artifacts } = runnerResult;
    if (!lhr.runtimeError) return { lhr, trace: artifacts.Trace };
    lastProblem = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    console.log(`lighthouse: ${url}: attempt ${attempt} of ${ATTEMPTS} failed (${lhr.runtimeError.code})`);
  }
  throw new Error(`lighthouse: ${url}: ${lastProblem}`);
}

type TAuditResult = Omit<TPageResult, 'build' | 'run'>;

/** `reportName` tells the build and run apart in --reports' file names (`this-1-login.trace.json`). */
async function audit(port: number, url: string, keepStorage: boolean, reportName: string): Promise<TAuditResult> {
  const { lhr, trace } = await runLighthouse(port, url, keepStorage);
  const reportsDir = argument('reports');
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = `${reportName}-${new URL(url).pathname.slice(1) || 'root'}`;
    writeFileSync(join(reportsDir, `${name}.report.json`), JSON.stringify(lhr));
    // The page load's own trace (unthrottled; Lighthouse simulates the phone from it): open it in
    // Chrome's Performance panel to see which task the long ones are.
    writeFileSync(join(reportsDir, `${name}.trace.json`), JSON.stringify(trace));
  }
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== new URL(url).pathname) throw new Error(`lighthouse: ${url} ended at ${finalPath}; the audit would measure the wrong screen`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metrics: Record<string, string> = {};
  for (const [label, id] of METRICS) metrics[label] = lhr.audits[id]?.displayValue ?? '?';
  const flagged: string[] = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const result = lhr.audits[ref.id];
      if (!result || ref.weight === 0 || result.score === null || result.score >= 1) continue;
      flagged.push(`${categoryId}: ${result.id} (${Math.round(result.score * 100)}) ${result.displayValue ?? ''}`.trim());
    }
  }
  return { page: new URL(url).pathname, performance: score('performance'), accessibility: score('accessibility'), metrics, flagged, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) };
}

function formatTable(results: TPageResult[]): string {
  const header = ['run', 'build', 'page', 'perf', 'a11y', ...METRICS.map(([label]) => label), 'CPU index'];
  return formatColumns(
    header,
    results.map((result) => [String(result.run), result.build, result.page, String(result.performance), String(result.accessibility), ...METRICS.map(([label]) => result.metrics[label] ?? '?'), String(result.benchmarkIndex)]),
  );
}

/** Each build's and page's run with the median performance score (the lower middle one of an even count). */
function medianRuns(results: TPageResult[]): TPageResult[] {
  const groups = new Map<string, TPageResult[]>();
  for (const result of results) {
    const key = `${result.build} ${result.page}`;
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  return [...groups.values()].map((runs) => {
    runs.sort((a, b) => a.performance - b.performance);
    return runs[Math.floor((runs.length - 1) / 2)] as TPageResult;
  });
}

/** One run of both pages on one build: guest first, signed out of the previous run. */
async function auditBuild(chromePort: number, build: TBuild, run: number): Promise<TPageResult[]> {
  const { baseUrl } = build.server;
  if (run > 1) await clearSiteData(chromePort, baseUrl);
  const reportName = `${build.label}-${run}`;
  const login = await audit(chromePort, `${baseUrl}/login`, false, reportName);
  await signInAsDemoClient(chromePort, baseUrl);
  const dashboard = await audit(chromePort, `${baseUrl}/dashboard`, true, reportName);
  return [login, dashboard].map((result) => ({ ...result, build: build.label, run }));
}

async function main(): Promise<number> {
  const chromePath = ensureChromium();
  const { builds, stop } = await startBuilds('lighthouse', argument('against'));
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launch({ chromePath, chromeFlags: [...CHROMIUM_ARGS], logLevel: 'error' });
    console.log(`lighthouse: ${chromePath} on port ${chrome.port}; ${builds.map((build) => `${build.label} at ${build.server.baseUrl}`).join(', ')}`);

    // Each run audits both pages; several runs show the spread the machine's load causes, and the
    // verdict goes by each page's median run. With a baseline, the builds take turns going first.
    const runs = Math.max(1, Number(argument('runs') ?? 1) || 1);
    for (const build of builds) await warmUp(chrome.port, build.server.baseUrl);
    const results: TPageResult[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const order = run % 2 === 1 ? builds : [...builds].reverse();
      for (const build of order) results.push(...(await auditBuild(chrome.port, build, run)));
    }

    console.log(`\nLighthouse 12, mobile preset (simulated throttling)\n${formatTable(results)}`);
    const medians = medianRuns(results);
    if (runs > 1) console.log(`\nmedian run per page (performance): ${medians.map((result) => `${result.build} ${result.page} ${result.performance}`).join(', ')}`);
    const ownMedians = medians.filter((result) => result.build === THIS_BUILD);
    for (const result of ownMedians) {
      if (result.flagged.length > 0) console.log(`\n${result.page} loses points on:\n  ${result.flagged.join('\n  ')}`);
    }
    const jsonPath = argument('json');
    if (jsonPath) writeFileSync(jsonPath, `${JSON.stringify(results, null, 2)}\n`);
    const isMissed = ownMedians.some((result) => result.performance < TARGETS.performance || result.accessibility < TARGETS.accessibility);
    console.log(`\n${isMissed ? 'BELOW' : 'Meets'} the targets (performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}${runs > 1 ? ', median run' : ''}).`);
    return isMissed ? 1 : 0;
  } finally {
    chrome?.kill();
    await stop();
  }
}

runScript(main);
