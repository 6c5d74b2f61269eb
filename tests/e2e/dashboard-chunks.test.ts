// What a first signed-in visit to /dashboard loads beyond the login page's files (decision 020): the
// signed-in shell and the dashboard come in a handful of files, not one per Mantine component or
// icon (each six files cost a round trip on a mobile HTTP/1.1 connection), with Mantine's sheets of
// the signed-in screens only, not the whole sheet; and the login page never loads any of them.
// Reads the web/dist that this run's server start built.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { analyseRouteBundle, DEFAULT_DIST, kib } from '../../scripts/bundle-size';

const filesOf = (route: string) => analyseRouteBundle(DEFAULT_DIST, route).assets.map((asset) => asset.file);
const login = new Set(filesOf('login'));
const indexHtml = readFileSync(join(DEFAULT_DIST, 'index.html'), 'utf8');
/** What index.html itself loads, on every page. */
const htmlFiles = new Set([...login].filter((file) => indexHtml.includes(file)));
/** The lazy signed-in root (providers, layout) and the dashboard screen, as the router loads them together. */
const dashboardOnly = filesOf('dashboard').filter((file) => !login.has(file));

describe('files of a first visit to the dashboard', () => {
  test('the shell and the screen come in a handful of JS files beyond the login page\'s (about 30 before, 10 in decision 020)', () => {
    const scripts = dashboardOnly.filter((file) => file.endsWith('.js'));
    expect(scripts.some((file) => /(^|\/)signed-in-[A-Za-z0-9_-]{8}\.js$/.test(file)), scripts.join(', ')).toBe(true);
    expect(scripts.length, scripts.join(', ')).toBeLessThanOrEqual(3);
  });

  test('the login page loads its screen in one file beside index.html\'s (9 before decision 023)', () => {
    const beyondHtml = filesOf('login').filter((file) => file.endsWith('.js') && !htmlFiles.has(file));
    expect(beyondHtml.some((file) => /(^|\/)guest-screens-[A-Za-z0-9_-]{8}\.js$/.test(file)), beyondHtml.join(', ')).toBe(true);
    expect(beyondHtml.length, beyondHtml.join(', ')).toBeLessThanOrEqual(2);
  });

  test('the login page loads none of the signed-in chunks', () => {
    expect([...login].filter((file) => /(^|\/)(signed-in|signed-in-root|query|dashboard)-[A-Za-z0-9_-]{8}\.js$/.test(file))).toEqual([]);
    expect(dashboardOnly.length).toBeGreaterThan(0);
  });

  test('the signed-in CSS is the signed-in screens\' Mantine sheets, not the whole sheet (36 KiB gzip alone)', () => {
    const assets = join(DEFAULT_DIST, 'assets');
    const sheets = readdirSync(assets).filter((file) => /^(signed-in|signed-in-root)-[A-Za-z0-9_-]{8}\.css$/.test(file));
    expect(sheets.length).toBeGreaterThan(0);
    const gzipBytes = sheets.reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
    expect(gzipBytes, `${sheets.join(', ')}: ${kib(gzipBytes)}`).toBeLessThan(16 * 1024);
  });
});
