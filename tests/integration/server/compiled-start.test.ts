// `npm start` and `npm run emulator` run the compiled server with plain node: build it (when
// stale, as they do), start each entry on a temporary database and port 0, and use it over real HTTP.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { REPO_ROOT, startEnv } from '../../support/browser-server';
import { rawRequest } from '../../support/http';

const json = { 'content-type': 'application/json' };

type TRunning = { child: ChildProcess; url: string; output: () => string };

/** Spawns `node <entry>` and resolves with the URL it prints once it listens. */
const startCompiled = (entry: string, databasePath: string): Promise<TRunning> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], {
      cwd: REPO_ROOT,
      // Info: the start-up lines ("ready at") go through the logger.
      env: startEnv({ DATABASE_PATH: databasePath, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /ready at (http:\/\/[^\s"]+)/.exec(output)?.[1];
      if (url) resolve({ child, url, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`node ${entry} exited (${code}) before listening:\n${output}`)));
  });

const stopped = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build-server.js'], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 120_000 });
  expect(build.status, `${build.stdout}${build.stderr}`).toBe(0);
}, 150_000);

describe.each([
  { entry: 'dist/start.js', signIn: '/trpc/auth.login', tokenOf: (body: any) => body.result.data.data.token },
  { entry: 'dist/emulator.js', signIn: '/api/login', tokenOf: (body: any) => body.data.token },
])('node $entry', ({ entry, signIn, tokenOf }) => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-compiled-'));
  let running: TRunning;

  beforeAll(async () => {
    running = await startCompiled(entry, join(dir, 'portal.db'));
  }, 180_000);

  afterAll(async () => {
    if (running) expect(await stopped(running.child), running.output()).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers /healthz and signs the demo client in', async () => {
    const health = await rawRequest(`${running.url}/healthz`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ ok: true });

    const login = await rawRequest(`${running.url}${signIn}`, { method: 'POST', headers: json, body: JSON.stringify(DEMO_CLIENT) });
    expect(login.status, login.body).toBe(200);
    expect(tokenOf(JSON.parse(login.body))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});
