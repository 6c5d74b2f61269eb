// The Dockerfile's steps as shell, in a fresh copy of the checkout: its build stage's RUN lines
// (`npm run build`, `npm prune --omit=dev`; the copy's node_modules stands for its `npm ci`), then
// only what the final stage copies (package.json, node_modules, dist) in a folder of its own, started
// with its CMD. That pruned production install starts in proxy mode (against the compiled gateway)
// and in emulator mode, serves /, /healthz, /readyz and a signed-in tRPC call, passes the
// HEALTHCHECK, and in proxy mode maps no SQLite native module into the process.
import { execSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCheckout } from '../../scripts/checkout-copy';
import { readDockerfile } from './dockerfile';
import { cleanUp, processEnv, signIn, startGateway, startProcess, tempFolder } from './processes';
import type { TProcess } from './processes';

const recipe = readDockerfile();
const image = join(tempFolder('portal-ship-image-'), 'app');

beforeAll(() => {
  const checkout = join(tempFolder('portal-ship-build-'), 'checkout');
  copyCheckout(checkout);
  const env = { ...process.env, npm_config_update_notifier: 'false' };
  for (const step of recipe.buildRuns.filter((run) => !/^npm ci\b/.test(run))) execSync(step, { cwd: checkout, env, stdio: 'pipe', timeout: 240_000 });
  for (const path of recipe.copied) cpSync(join(checkout, path), join(image, path), { recursive: true, verbatimSymlinks: true });
}, 300_000);

afterAll(cleanUp);

const start = (extra: Record<string, string>): Promise<TProcess> => {
  const [command = 'node', ...args] = recipe.command;
  return startProcess(command === 'node' ? process.execPath : command, args, { cwd: image, env: processEnv({ ...recipe.env, HOST: '127.0.0.1', PORT: '0', ...extra }) });
};

/** Runs the HEALTHCHECK's command against the server; its exit code. */
const healthcheck = (url: string): number => {
  try {
    execSync(recipe.healthcheck, { env: { ...process.env, PORT: new URL(url).port }, stdio: 'pipe', timeout: 10_000 });
    return 0;
  } catch (error) {
    return (error as { status?: number }).status ?? 1;
  }
};

const servesEverything = async (portal: TProcess) => {
  const page = await fetch(`${portal.url}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
  expect((await fetch(`${portal.url}/healthz`)).status).toBe(200);
  const ready = await fetch(`${portal.url}/readyz`);
  expect(ready.status, await ready.clone().text()).toBe(200);
  const token = await signIn(portal.url);
  const me = await fetch(`${portal.url}/trpc/services.all`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.status).toBe(200);
  expect(healthcheck(portal.url)).toBe(0);
};

describe('the production image, built and pruned by the Dockerfile steps', () => {
  it('holds no build tools and no sources', () => {
    expect(recipe.command).toEqual(['node', 'dist/start.js']);
    expect(existsSync(join(image, 'node_modules', 'vite'))).toBe(false);
    expect(existsSync(join(image, 'node_modules', 'vitest'))).toBe(false);
    expect(existsSync(join(image, 'server'))).toBe(false);
    expect(existsSync(join(image, 'dist', 'web', 'index.html'))).toBe(true);
  });

  it('starts in proxy mode, serves the SPA and a signed-in call, and maps no SQLite module', async () => {
    const gateway = await startGateway();
    const moduleLog = join(tempFolder('portal-ship-modules-'), 'modules.txt');
    const portal = await start({ GATEWAY_URL: gateway.url, MODULE_LOG: moduleLog, NODE_OPTIONS: `--import ${pathToFileURL(join(import.meta.dirname, 'module-log.mjs')).href}` });
    await servesEverything(portal);
    const maps = readFileSync(`/proc/${portal.child.pid}/maps`, 'utf8');
    expect(maps).not.toMatch(/better_sqlite3|better-sqlite3/);
    const modules = readFileSync(moduleLog, 'utf8');
    expect(modules).toContain('/dist/start.js');
    expect(modules).not.toMatch(/better-sqlite3|drizzle-orm|@faker-js/);
  });

  it('starts in emulator mode, serves the SPA and a signed-in call', async () => {
    const moduleLog = join(tempFolder('portal-ship-modules-'), 'modules.txt');
    const portal = await start({
      DATABASE_PATH: join(tempFolder('portal-ship-db-'), 'portal.db'),
      EMULATOR_TODAY: '2026-03-15',
      MODULE_LOG: moduleLog,
      NODE_OPTIONS: `--import ${pathToFileURL(join(import.meta.dirname, 'module-log.mjs')).href}`,
    });
    await servesEverything(portal);
    // The checks of proxy mode can fail: here the same reading finds the emulator's modules.
    expect(readFileSync(`/proc/${portal.child.pid}/maps`, 'utf8')).toMatch(/better_sqlite3\.node/);
    expect(readFileSync(moduleLog, 'utf8')).toMatch(/@faker-js/);
  });
});
