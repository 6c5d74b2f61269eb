// What the login route costs a first-time visitor: the JavaScript and CSS it loads (index.html's
// entry with its static imports and CSS, the route's lazy module with its own), read from Vite's
// build manifest, with their gzip size, a budget for their total, and a guard that none of it is
// chart.js or faker (charts belong to later screens, faker to the server's seed). Reads dist/web as
// built; builds only when dist/web is missing. Exit 1 when chart.js or faker is found or either
// budget (JavaScript, CSS) is exceeded.
// Usage: npx tsx scripts/bundle-size.ts [--route login] [--dist dist/web]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROUTES, type RouteName } from '../shared/routes';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_DIST = join(REPO_ROOT, 'dist', 'web');
/** Vite's build manifest (`build.manifest` in web/vite.config.ts). */
export const MANIFEST_PATH = join('.vite', 'manifest.json');
/** The signed-in screens' layout route, loaded with each of them (web/src/app/router.tsx). */
const SIGNED_IN_LAYOUT = 'src/app/layouts/dashboard/dashboard-layout.tsx';

/**
 * The most a first visit to /login may load, gzip level 9, JavaScript and CSS each (decisions 048,
 * 056). JavaScript: 150.5 KiB with small shared modules inlined, then 157.1 KiB once the forms moved
 * to @mantine/form (decision 055: its use-form, 6.6 KiB), 1.4 KiB of room. CSS: Mantine's
 * core sheet whole and the app's modules (34.8 KiB; the dates and notifications sheets come with
 * their lazy modules), one file every page shares and the browser keeps; it grows with Mantine,
 * not with the screens.
 */
export const LOGIN_BUDGET = { js: 158.5 * 1024, css: 36 * 1024 } as const;

/** Module paths of the chart library and its React wrapper and colour helper, and of faker. */
const CHART_MODULE = /node_modules[\\/](chart\.js|react-chartjs-2|@kurkle[\\/]color|@faker-js)[\\/]/;
/** Texts in chart.js that survive minification (its own error messages). */
const CHART_SIGNATURES = ['Canvas is already in use. Chart with ID', 'Check that a complete date adapter is provided'];

export type TAsset = { file: string; kind: 'js' | 'css'; bytes: number; gzipBytes: number };
export type TChartHit = { file: string; reason: string };
export type TRouteBundle = {
  route: string;
  assets: TAsset[];
  totalGzipBytes: number;
  /** Gzip bytes of each kind, for the login budget. */
  gzipBytes: Record<TAsset['kind'], number>;
  chartHits: TChartHit[];
};

type TManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] };
type TManifest = Record<string, TManifestChunk>;

const kindOf = (file: string): 'js' | 'css' | undefined => (file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : undefined);

function readManifest(distDir: string): TManifest {
  const path = join(distDir, MANIFEST_PATH);
  if (!existsSync(path)) throw new Error(`bundle-size: ${path} is missing; build with web/vite.config.ts (build.manifest)`);
  return JSON.parse(readFileSync(path, 'utf8')) as TManifest;
}

/** The manifest key of a route's module: features/<domain>/routes/<route in kebab case>.tsx. */
function routeModuleKey(manifest: TManifest, route: string): string {
  const fileName = `/routes/${route.replaceAll('_', '-')}.tsx`;
  const key = Object.keys(manifest).find((name) => manifest[name]?.isDynamicEntry && name.endsWith(fileName));
  if (!key) throw new Error(`bundle-size: the build has no lazy module ending in ${fileName}`);
  return key;
}

/** The files a first visit to the route loads: the entry's and the route's modules, their static imports and CSS. */
function routeFiles(manifest: TManifest, route: string): string[] {
  const entry = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!entry) throw new Error('bundle-size: the manifest names no entry');
  const roots = [entry, routeModuleKey(manifest, route)];
  if (ROUTES[route as RouteName]?.layout === 'dashboard') roots.push(SIGNED_IN_LAYOUT);
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const key = pending.pop() as string;
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    pending.push(...(chunk.imports ?? []));
  }
  return [...files].map((file) => posix.normalize(file));
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
  const files = routeFiles(readManifest(distDir), route);
  const assets: TAsset[] = [];
  const chartHits: TChartHit[] = [];
  for (const file of files.sort()) {
    const kind = kindOf(file);
    if (!kind) continue;
    const content = readFileSync(join(distDir, file));
    assets.push({ file, kind, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length });
    if (kind === 'js') chartHits.push(...chartHitsOf(distDir, file, content.toString('utf8')));
  }
  const gzipOf = (kind: TAsset['kind']) => assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.gzipBytes, 0);
  return {
    route,
    assets,
    totalGzipBytes: gzipOf('js') + gzipOf('css'),
    gzipBytes: { js: gzipOf('js'), css: gzipOf('css') },
    chartHits,
  };
}

/** Whether a route's JavaScript or CSS is over the login budget (only /login has one). */
export const isOverBudget = (bundle: TRouteBundle) =>
  bundle.route === 'login' && (bundle.gzipBytes.js > LOGIN_BUDGET.js || bundle.gzipBytes.css > LOGIN_BUDGET.css);

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function formatReport(bundle: TRouteBundle): string {
  const width = Math.max(...bundle.assets.map((asset) => asset.file.length), 10);
  const lines = [`Route '${bundle.route}' loads:`];
  for (const asset of bundle.assets) lines.push(`  ${asset.file.padEnd(width)}  ${kib(asset.bytes).padStart(10)}  gzip ${kib(asset.gzipBytes).padStart(9)}`);
  lines.push(`  total gzip ${kib(bundle.totalGzipBytes)} (JavaScript ${kib(bundle.gzipBytes.js)}, CSS ${kib(bundle.gzipBytes.css)})`);
  if (bundle.chartHits.length === 0) lines.push('  no chart.js or faker code among them');
  for (const hit of bundle.chartHits) lines.push(`  CHART.JS OR FAKER IN THE ${bundle.route.toUpperCase()} ROUTE: ${hit.file}: ${hit.reason}`);
  if (bundle.route === 'login') {
    const verdict = isOverBudget(bundle) ? 'OVER' : 'within';
    lines.push(`  ${verdict} the login budget: JavaScript ${kib(bundle.gzipBytes.js)} of ${kib(LOGIN_BUDGET.js)}, CSS ${kib(bundle.gzipBytes.css)} of ${kib(LOGIN_BUDGET.css)}`);
  }
  return lines.join('\n');
}

/** Builds the SPA only when there is nothing built yet. */
function ensureBuilt(distDir: string): void {
  if (existsSync(join(distDir, 'index.html'))) return;
  console.log('bundle-size: no dist/web yet; running npx vite build --config web/vite.config.ts');
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
    process.exit(bundle.chartHits.length > 0 || isOverBudget(bundle) ? 1 : 0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}
