// What the login route costs a first-time visitor: the JavaScript and CSS it loads (index.html's
// script and link tags, their modulepreloads, the login route's lazy chunk and its static imports),
// with their gzip size, a budget for their total, and a guard that none of it is chart.js or faker
// (charts belong to later screens, faker to the server's seed). Reads web/dist as built; builds
// only when web/dist is missing. Exit 1 when chart.js or faker is found or the budget is exceeded.
// Usage: npx tsx scripts/bundle-size.ts [--route login] [--dist web/dist]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROUTE_FILES_MANIFEST } from '../web/vite-route-preload';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_DIST = join(REPO_ROOT, 'web', 'dist');

/**
 * The most a first visit to /login may load, JS + CSS, gzip level 9 (issue 14), about 1 KiB above
 * the measure: 224.0 KiB before issue 14, 188.2 KiB with zod and TanStack Query in the guest screens,
 * 151.4 KiB without them, 145.8 KiB with the guest screens' Mantine components in one chunk (decision
 * 016), 129.4 KiB with declarative routes instead of the data router and the notification sheets
 * in their lazy chunk (decision 019), 128.1 KiB with the guest screens and what they share with the
 * signed-in screens in two files instead of nine (decision 023): within the issue's 140 KB (136.7 KiB).
 */
export const LOGIN_BUDGET_BYTES = 129.5 * 1024;

/** Module paths of the chart library and its React wrapper and colour helper, and of faker. */
const CHART_MODULE = /node_modules[\\/](chart\.js|react-chartjs-2|@kurkle[\\/]color|@faker-js)[\\/]/;
/** Texts in chart.js that survive minification (its own error messages). */
const CHART_SIGNATURES = ['Canvas is already in use. Chart with ID', 'Check that a complete date adapter is provided'];

export type TAsset = { file: string; kind: 'js' | 'css'; bytes: number; gzipBytes: number };
export type TChartHit = { file: string; reason: string };
export type TRouteBundle = {
  route: string;
  /** How the file list was worked out. */
  source: 'route files' | 'index.html + chunk imports';
  assets: TAsset[];
  totalGzipBytes: number;
  chartHits: TChartHit[];
};

const kindOf = (file: string): 'js' | 'css' | undefined => (file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : undefined);

/** Asset paths as dist-relative `assets/x.js`, whatever way a tag or a chunk spelt them. */
const normalise = (file: string) => posix.normalize(file.replace(/^\/+/, '').replace(/^\.\//, ''));

/** The build's list of each route's files beyond index.html's (web/vite-route-preload.ts). */
function readRouteFiles(distDir: string): Record<string, string[]> | undefined {
  const path = join(distDir, ROUTE_FILES_MANIFEST);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string[]>) : undefined;
}

/** index.html's own files and the route's from the build's list. */
function filesFromRouteList(routeFiles: Record<string, string[]>, distDir: string, route: string): string[] {
  const own = routeFiles[route];
  if (!own) throw new Error(`bundle-size: ${ROUTE_FILES_MANIFEST} has no route '${route}' (it has ${Object.keys(routeFiles).join(', ')})`);
  return [...new Set([...htmlAssets(distDir), ...own.map(normalise)])];
}

/** index.html's own JS and CSS: the entry script, modulepreloads and stylesheets. */
function htmlAssets(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /type=["']module["']/.test(tag);
    const isPreloadOrCss = tag.startsWith('<link') && /rel=["'](modulepreload|stylesheet)["']/.test(tag);
    const url = /(?:src|href)=["']([^"']+)["']/.exec(tag)?.[1];
    if ((isScript || isPreloadOrCss) && url && !/^https?:/.test(url)) found.push(normalise(url));
  }
  return found;
}

/**
 * Without the build's route list (a hand-made folder, as the tests make): index.html, the entry's
 * `import('./<route>-hash.js')` and its preload list, static imports.
 */
function filesFromChunks(distDir: string, route: string): string[] {
  const files = new Set<string>(htmlAssets(distDir));
  const entryFile = [...files].find((file) => file.endsWith('.js') && /(^|\/)index-[^/]+\.js$/.test(file)) ?? [...files].find((file) => file.endsWith('.js'));
  if (!entryFile) throw new Error('bundle-size: index.html loads no script');
  const entryCode = readFileSync(join(distDir, entryFile), 'utf8');
  const dir = posix.dirname(entryFile);

  const routeImport = new RegExp(`import\\([\`'"]\\./(${route}-[A-Za-z0-9_-]+\\.js)[\`'"]\\)(?:\\s*,\\s*__vite__mapDeps\\(\\[([0-9,\\s]*)\\]\\))?`).exec(entryCode);
  if (!routeImport) throw new Error(`bundle-size: no lazy import of the '${route}' chunk found in ${entryFile}`);
  files.add(posix.join(dir, routeImport[1] as string));
  // Vite's preload list of that import: every JS and CSS file the route needs.
  const depList = /__vite__mapDeps=[\s\S]*?m\.f=(\[[^\]]*\])/.exec(entryCode)?.[1];
  if (depList && routeImport[2]) {
    const deps = JSON.parse(depList) as string[];
    for (const index of routeImport[2].split(',').map((n) => Number(n.trim()))) {
      const dep = deps[index];
      if (dep) files.add(normalise(dep));
    }
  }
  // Static imports, transitively (the preload list may be absent when nothing needed preloading).
  const queue = [...files].filter((file) => file.endsWith('.js'));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`](\.\/[^"'`]+\.js)["'`]/g)) {
      const imported = posix.join(posix.dirname(file), match[1] as string);
      if (!files.has(imported)) {
        files.add(imported);
        queue.push(imported);
      }
    }
  }
  return [...files];
}

function chartHitsOf(distDir: string, file: string, code: string): TChartHit[] {
  const hits: TChartHit[] = [];
  if (/(^|\/)(charts?|faker)[-.]/i.test(posix.basename(file))) hits.push({ file, reason: 'the chunk is named after the charts or faker group' });
  for (const signature of CHART_SIGNATURES) {
    if (code.includes(signature)) hits.push({ file, reason: `contains chart.js text '${signature}'` });
  }
  const mapPath = join(distDir, `${file}.map`);
  if (existsSync(mapPath)) {
    const sources = (JSON.parse(readFileSync(mapPath, 'utf8')) as { sources?: string[] }).sources ?? [];
    const modules = sources.filter((source) => CHART_MODULE.test(source));
    if (modules.length > 0) hits.push({ file, reason: `built from ${modules.length} chart.js or faker module(s), e.g. ${modules[0]}` });
  }
  return hits;
}

/** The JS and CSS a first visit to the route loads, their gzip sizes, and any chart.js among them. */
export function analyseRouteBundle(distDir = DEFAULT_DIST, route = 'login'): TRouteBundle {
  const routeFiles = readRouteFiles(distDir);
  const files = routeFiles ? filesFromRouteList(routeFiles, distDir, route) : filesFromChunks(distDir, route);
  const assets: TAsset[] = [];
  const chartHits: TChartHit[] = [];
  for (const file of files.sort()) {
    const kind = kindOf(file);
    if (!kind) continue;
    const content = readFileSync(join(distDir, file));
    assets.push({ file, kind, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length });
    if (kind === 'js') chartHits.push(...chartHitsOf(distDir, file, content.toString('utf8')));
  }
  return {
    route,
    source: routeFiles ? 'route files' : 'index.html + chunk imports',
    assets,
    totalGzipBytes: assets.reduce((sum, asset) => sum + asset.gzipBytes, 0),
    chartHits,
  };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function formatReport(bundle: TRouteBundle): string {
  const width = Math.max(...bundle.assets.map((asset) => asset.file.length), 10);
  const lines = [`Route '${bundle.route}' loads (${bundle.source}):`];
  for (const asset of bundle.assets) lines.push(`  ${asset.file.padEnd(width)}  ${kib(asset.bytes).padStart(10)}  gzip ${kib(asset.gzipBytes).padStart(9)}`);
  const jsGzip = bundle.assets.filter((asset) => asset.kind === 'js').reduce((sum, asset) => sum + asset.gzipBytes, 0);
  const cssGzip = bundle.totalGzipBytes - jsGzip;
  lines.push(`  total gzip ${kib(bundle.totalGzipBytes)} (JavaScript ${kib(jsGzip)}, CSS ${kib(cssGzip)})`);
  if (bundle.chartHits.length === 0) lines.push('  no chart.js or faker code among them');
  for (const hit of bundle.chartHits) lines.push(`  CHART.JS OR FAKER IN THE ${bundle.route.toUpperCase()} ROUTE: ${hit.file}: ${hit.reason}`);
  if (bundle.route === 'login') {
    const verdict = bundle.totalGzipBytes <= LOGIN_BUDGET_BYTES ? 'within' : 'OVER';
    lines.push(`  ${verdict} the login budget of ${kib(LOGIN_BUDGET_BYTES)}`);
  }
  return lines.join('\n');
}

/** Builds the SPA only when there is nothing built yet. */
function ensureBuilt(distDir: string): void {
  if (existsSync(join(distDir, 'index.html'))) return;
  console.log('bundle-size: no web/dist yet; running npx vite build --config web/vite.config.ts');
  // NODE_ENV=production: a runner's NODE_ENV=test would otherwise give React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const outcome = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts'], { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (outcome.status !== 0) throw new Error('bundle-size: vite build failed');
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const distDir = resolve(argument('dist') ?? DEFAULT_DIST);
    ensureBuilt(distDir);
    const bundle = analyseRouteBundle(distDir, argument('route') ?? 'login');
    console.log(formatReport(bundle));
    const isOverBudget = bundle.route === 'login' && bundle.totalGzipBytes > LOGIN_BUDGET_BYTES;
    process.exit(bundle.chartHits.length > 0 || isOverBudget ? 1 : 0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}
