// The login route's weight budget (issue 14, decisions 048 and 056): what a first visit to /login downloads,
// its JavaScript and its CSS (gzip) each within LOGIN_BUDGET, and none of it is chart.js (dashboard
// screens) or faker (seed); the dashboard's first load leaves its later parts out.
// Runs scripts/bundle-size.ts on the dist/web that this run's set-up built.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { analyseRouteBundle, DEFAULT_DIST, kib, LOGIN_BUDGET, MANIFEST_PATH } from '../../scripts/bundle-size';
import { REPO_ROOT } from '../support/browser-server';

describe('bundle size of the login route', () => {
  test('loads at most the budget, JavaScript and CSS each (gzip)', () => {
    const bundle = analyseRouteBundle(DEFAULT_DIST, 'login');
    const detail = bundle.assets.map((asset) => `${asset.file} ${kib(asset.gzipBytes)}`).join(', ');
    expect(bundle.gzipBytes.js, `JavaScript ${kib(bundle.gzipBytes.js)} against ${kib(LOGIN_BUDGET.js)}: ${detail}`).toBeLessThanOrEqual(LOGIN_BUDGET.js);
    expect(bundle.gzipBytes.css, `CSS ${kib(bundle.gzipBytes.css)} against ${kib(LOGIN_BUDGET.css)}: ${detail}`).toBeLessThanOrEqual(LOGIN_BUDGET.css);
  });

  test('loads the entry and the login screen, none of the signed-in layout or dashboard, and no chart.js or faker', () => {
    const bundle = analyseRouteBundle(DEFAULT_DIST, 'login');
    const files = bundle.assets.map((asset) => asset.file);
    expect(files.some((file) => /(^|\/)login-[^/]+\.js$/.test(file)), `login chunk among ${files.join(', ')}`).toBe(true);
    expect(files.filter((file) => /(^|\/)(dashboard-layout|dashboard|insights-chart)-[^/]+\.js$/.test(file))).toEqual([]);
    expect(files.some((file) => file.endsWith('.css'))).toBe(true);
    expect(bundle.chartHits).toEqual([]);
    expect(bundle.totalGzipBytes).toBeGreaterThan(10 * 1024);
  });

  test("the dashboard's first load leaves out what comes after its first paint (issue 51, decision 056)", () => {
    const bundle = analyseRouteBundle(DEFAULT_DIST, 'dashboard');
    const files = bundle.assets.map((asset) => asset.file);
    expect(files.some((file) => /(^|\/)dashboard-[^/]+\.js$/.test(file)), `dashboard chunk among ${files.join(', ')}`).toBe(true);
    // Read from the source maps: a module inlined into the screen's chunk has no file of its own to spot.
    const sources = files
      // The entry's one-line facade has no map of its own.
      .filter((file) => file.endsWith('.js') && existsSync(join(DEFAULT_DIST, `${file}.map`)))
      .flatMap((file) => (JSON.parse(readFileSync(join(DEFAULT_DIST, `${file}.map`), 'utf8')) as { sources: string[] }).sources);
    const later = /\/(get-started|expiring-grants|notifications-bell|insights-chart|date-range-input)\.tsx$|node_modules\/(@mantine\/dates|chart\.js)\//;
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((source) => later.test(source))).toEqual([]);
    // The notifications container's and the dates inputs' first classes in Mantine's sheets: those sheets come with their modules.
    const css = bundle.assets.filter((asset) => asset.kind === 'css').map((asset) => readFileSync(join(DEFAULT_DIST, asset.file), 'utf8')).join('');
    expect(css).toContain('.m_');
    expect(css).not.toContain('.m_b37d9ac7');
    expect(css).not.toContain('.m_468e7eda');
  });

  test('the script prints the gzip size and exits 0', () => {
    const outcome = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bundle-size.ts'], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(outcome.stdout).toMatch(/total gzip \d+\.\d KiB/);
    expect(outcome.stdout).toContain('no chart.js or faker code among them');
    expect(outcome.stdout).toContain('within the login budget');
    expect(outcome.status, outcome.stderr).toBe(0);
  });

  describe('the check can fail', () => {
    const dist = mkdtempSync(join(tmpdir(), 'bundle-size-'));
    afterAll(() => rmSync(dist, { recursive: true, force: true }));

    test('a login chunk that pulls chart.js in is reported', () => {
      mkdirSync(join(dist, 'assets'));
      writeFileSync(
        join(dist, 'index.html'),
        '<html><head><script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="stylesheet" href="/assets/index-a1.css"></head></html>',
      );
      writeFileSync(join(dist, 'assets', 'index-a1.js'), 'const r={login:()=>import(`./login-b2.js`)};export{r};');
      mkdirSync(join(dist, '.vite'));
      writeFileSync(
        join(dist, MANIFEST_PATH),
        JSON.stringify({
          'index.html': { file: 'assets/index-a1.js', isEntry: true, css: ['assets/index-a1.css'], dynamicImports: ['src/features/auth/routes/login.tsx'] },
          'src/features/auth/routes/login.tsx': { file: 'assets/login-b2.js', isDynamicEntry: true, imports: ['_vendor-c3.js'] },
          '_vendor-c3.js': { file: 'assets/vendor-c3.js' },
        }),
      );
      writeFileSync(join(dist, 'assets', 'index-a1.css'), 'body{margin:0}');
      writeFileSync(join(dist, 'assets', 'login-b2.js'), 'import{C as c}from"./vendor-c3.js";export const Component=()=>c;');
      writeFileSync(join(dist, 'assets', 'vendor-c3.js'), 'throw new Error("Canvas is already in use. Chart with ID \'"+1+"\' must be destroyed");');
      writeFileSync(join(dist, 'assets', 'vendor-c3.js.map'), JSON.stringify({ version: 3, sources: ['../../node_modules/chart.js/dist/chart.js'], mappings: '' }));

      const bundle = analyseRouteBundle(dist, 'login');
      expect(bundle.assets.map((asset) => asset.file)).toEqual(['assets/index-a1.css', 'assets/index-a1.js', 'assets/login-b2.js', 'assets/vendor-c3.js']);
      expect(bundle.chartHits.map((hit) => hit.file)).toEqual(['assets/vendor-c3.js', 'assets/vendor-c3.js']);

      const outcome = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bundle-size.ts', '--dist', dist], { cwd: REPO_ROOT, encoding: 'utf8' });
      expect(outcome.stdout).toContain('CHART.JS OR FAKER IN THE LOGIN ROUTE');
      expect(outcome.status).toBe(1);
    });

    test('faker in the login route is reported, and so is a login route over either budget', () => {
      writeFileSync(join(dist, 'assets', 'vendor-c3.js'), 'export const C=1;');
      writeFileSync(join(dist, 'assets', 'vendor-c3.js.map'), JSON.stringify({ version: 3, sources: ['../../node_modules/@faker-js/faker/dist/esm/chunk.js'], mappings: '' }));
      expect(analyseRouteBundle(dist, 'login').chartHits.map((hit) => hit.reason)).toEqual([expect.stringContaining('@faker-js')]);

      writeFileSync(join(dist, 'assets', 'vendor-c3.js.map'), JSON.stringify({ version: 3, sources: ['../../src/x.ts'], mappings: '' }));
      // Random bytes do not compress: a chunk of the budget's size is over it.
      writeFileSync(join(dist, 'assets', 'vendor-c3.js'), `export const C=${JSON.stringify(randomBytes(LOGIN_BUDGET.js).toString('base64'))};`);
      const overInJs = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bundle-size.ts', '--dist', dist], { cwd: REPO_ROOT, encoding: 'utf8' });
      expect(overInJs.stdout).toContain('OVER the login budget');
      expect(overInJs.status).toBe(1);

      // The JavaScript small again, the sheet over its own budget.
      writeFileSync(join(dist, 'assets', 'vendor-c3.js'), 'export const C=1;');
      writeFileSync(join(dist, 'assets', 'index-a1.css'), `body{margin:0}/*${randomBytes(LOGIN_BUDGET.css).toString('base64')}*/`);
      const overInCss = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bundle-size.ts', '--dist', dist], { cwd: REPO_ROOT, encoding: 'utf8' });
      expect(overInCss.stdout).toContain('OVER the login budget');
      expect(overInCss.stdout).toContain(`KiB of ${kib(LOGIN_BUDGET.css)}`);
      expect(overInCss.status).toBe(1);
    });
  });
});
