// The package as another team gets it: `npm pack`, then `npm install ./portal-<version>.tgz` in an
// empty folder (from npm's cache, no build tools), then `npx portal-emulator` and
// `import { startEmulator, createGatewayClient } from 'portal/emulator'`, typed by the shipped
// declarations. better-sqlite3's compiled module is handed to its installer as a local prebuild
// made from this repository's own build, as a CI cache would (its usual download is not reachable).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = resolve('.');
const folder = mkdtempSync(join(tmpdir(), 'portal-package-test-'));
const consumer = join(folder, 'consumer');
const prebuilds = join(folder, 'prebuilds');
const env = { ...process.env, npm_config_update_notifier: 'false', LOG_LEVEL: 'warn' };
/** Only the install is told where the prebuild is (npm warns of the setting in every other command). */
const installEnv = { ...env, npm_config_better_sqlite3_local_prebuilds: prebuilds };
const children: ChildProcess[] = [];

/** The file name prebuild-install looks for: better-sqlite3-v<version>-node-v<abi>-<platform>-<arch>.tar.gz. */
const prebuildName = (): string => {
  const version = (createRequire(import.meta.url)('better-sqlite3/package.json') as { version: string }).version;
  return `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
};

beforeAll(() => {
  mkdirSync(consumer);
  mkdirSync(prebuilds);
  execFileSync('npm', ['pack', '--pack-destination', folder, '--silent'], { cwd: repo, env, stdio: 'pipe' });
  const tarball = readdirSync(folder).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack made no tarball');
  execFileSync('tar', ['czf', join(prebuilds, prebuildName()), '-C', join(repo, 'node_modules', 'better-sqlite3'), 'build/Release/better_sqlite3.node']);
  // A project of another team: ESM, and better-sqlite3's install script allowed (npm 11 asks).
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module', allowScripts: { 'better-sqlite3': true } }));
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', join(folder, tarball)], { cwd: consumer, env: installEnv, stdio: 'pipe' });
});

afterAll(() => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
  }
  rmSync(folder, { recursive: true, force: true });
});

/** Starts the installed command; resolves with its URL once it says it is ready. */
const startCommand = (args: string[]): Promise<{ url: string; child: ChildProcess; output: () => string }> =>
  new Promise((resolvePromise, reject) => {
    const child = spawn('npx', ['--no-install', 'portal-emulator', ...args], { cwd: consumer, env, detached: true });
    children.push(child);
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready at (http:\/\/\S+)/.exec(output);
      if (ready) resolvePromise({ url: ready[1] as string, child, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`portal-emulator ended with ${code} before it was ready:\n${output}`)));
  });

const freePort = (): Promise<number> =>
  new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });

const isListening = (port: number): Promise<boolean> =>
  new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

/** Processes running this consumer's installed emulator (its command line names the package's bin). */
const emulatorProcesses = (): string[] =>
  spawnSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((line) => line.includes(join(consumer, 'node_modules')) && line.includes('portal-emulator'));

/** Polls `check` until it holds; fails with what the emulator wrote once `withinMs` has passed. */
const waitUntil = async (check: () => Promise<boolean> | boolean, withinMs: number): Promise<void> => {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not within ${withinMs} ms; the emulator wrote:\n${readFileSync(join(consumer, 'emulator.log'), 'utf8')}`);
    await new Promise((done) => setTimeout(done, 100));
  }
};

describe('the packed emulator, installed in an empty folder', () => {
  it('ships compiled JavaScript and declarations, no TypeScript sources', () => {
    const installed = join(consumer, 'node_modules', 'portal');
    expect(readdirSync(installed).sort()).toEqual(['README.md', 'bin', 'dist', 'package.json']);
    expect(readdirSync(join(installed, 'dist')).some((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))).toBe(false);
  });

  it('runs as `npx portal-emulator` on the options given, and stops cleanly on SIGTERM', async () => {
    const { url, child } = await startCommand(['--port', '0', '--seed', '1', '--today', '2026-03-15']);
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ ok: true, mode: 'emulator' });
    const reset = (await (await fetch(`${url}/emulator/reset`, { method: 'POST' })).json()) as { data: { seed: number } };
    expect(reset.data.seed).toBe(1);
    const ended = new Promise((done) => child.once('exit', done));
    process.kill(-(child.pid as number), 'SIGTERM');
    await ended;
  });

  it('stops within 5 s when a CI script sends SIGTERM to `npx portal-emulator &` (npm alone, not its children)', async () => {
    const port = await freePort();
    // As `npx portal-emulator --port P & … kill $!`: the signal goes to npx's pid only.
    const script = spawn('sh', ['-c', `npx --no-install portal-emulator --port ${port} --today 2026-03-15 --fast-hashing > emulator.log 2>&1 & echo $!; wait`], { cwd: consumer, env, detached: true });
    children.push(script);
    const pid = await new Promise<number>((done) => script.stdout.once('data', (chunk: Buffer) => done(Number(String(chunk).trim()))));
    await waitUntil(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok === true, 60_000);
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'client@example.com', password: 'client-demo-2026' }) });
    expect(login.status).toBe(200);
    process.kill(pid, 'SIGTERM');
    const killedAt = Date.now();
    await waitUntil(async () => !(await isListening(port)) && emulatorProcesses().length === 0, 5_000);
    expect(Date.now() - killedAt).toBeLessThanOrEqual(5_000);
  });

  it('refuses a wrong option with one sentence and exit code 2', () => {
    let failure: { status?: number; stderr?: Buffer } = {};
    try {
      execFileSync('npx', ['--no-install', 'portal-emulator', '--seed', 'one'], { cwd: consumer, env, stdio: 'pipe' });
    } catch (error) {
      failure = error as typeof failure;
    }
    expect(failure.status).toBe(2);
    expect(String(failure.stderr).trim()).toBe('--seed must be a whole number from 0 to 2147483647, such as 1, not "one" (portal-emulator --help lists the options).');
  });

  it('gives startEmulator and the typed client to plain node', () => {
    writeFileSync(
      join(consumer, 'use.mjs'),
      [
        "import { startEmulator, createGatewayClient } from 'portal/emulator';",
        "const emulator = await startEmulator({ seed: 1, today: '2026-03-15' });",
        'const client = createGatewayClient({ baseUrl: emulator.url });',
        "await client.login({ email: 'client@example.com', password: 'client-demo-2026' });",
        "const [login] = await emulator.requests({ path: '/api/login' });",
        'await emulator.reset();',
        'const after = await emulator.requests();',
        'await emulator.close();',
        'console.log(JSON.stringify({ login, after }));',
      ].join('\n'),
    );
    const printed = JSON.parse(execFileSync(process.execPath, ['use.mjs'], { cwd: consumer, env, encoding: 'utf8' })) as { login: { status: number; body: unknown }; after: unknown[] };
    expect(printed.login).toMatchObject({ status: 200, body: { email: 'client@example.com', password: '[redacted]' } });
    expect(printed.after).toEqual([]);
  });

  it('types the API and every gateway call from the shipped declarations', () => {
    const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
    const options = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022'];
    writeFileSync(
      join(consumer, 'good.ts'),
      [
        "import { connectEmulator, startEmulator, createGatewayClient } from 'portal/emulator';",
        "const emulator = await startEmulator({ port: 0, today: '2026-03-15' });",
        'const client = createGatewayClient({ baseUrl: emulator.url });',
        "const session = await client.login({ email: 'client@example.com', password: 'client-demo-2026' });",
        'const id: number = session.data.user.id;',
        'const accounts = await client.listBusinessAccounts({ user_id: id }, session.data.token);',
        'const names: string[] = accounts.data.map((account) => account.name);',
        "const entries = await emulator.requests({ path: '/api/login', status: '2xx' });",
        'const status: number | undefined = entries[0]?.status;',
        "await emulator.faults.add({ fault: '503', endpoint: 'GET /api/business-accounts' });",
        // One emulator for a run: a namespace per worker, reached from elsewhere by URL, and verify.
        "const namespace = connectEmulator(emulator.url).namespace('worker-1');",
        "await namespace.verify({ operation: 'login', count: 0 });",
        'const operation: string | null | undefined = (await namespace.requests({ operation: \'login\' }))[0]?.operation;',
        'const listed: number[] = (await emulator.namespaces()).map((entry) => entry.bytes);',
        'export { names, status, operation, listed };',
      ].join('\n'),
    );
    writeFileSync(
      join(consumer, 'bad.ts'),
      ["import { createGatewayClient } from 'portal/emulator';", "const client = createGatewayClient({ baseUrl: 'http://127.0.0.1:1' });", 'await client.login({ email: 1 });', 'export {};'].join('\n'),
    );
    // One compiler run over both: good.ts is clean, bad.ts's wrong call is a type error.
    const checked = spawnSync(process.execPath, [tsc, ...options, 'good.ts', 'bad.ts'], { cwd: consumer, encoding: 'utf8' });
    const errors = checked.stdout.split('\n').filter((line) => line.includes('error TS'));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((line) => !line.startsWith('bad.ts(3,')), 'type errors outside the one wrong call').toEqual([]);
  });

  it('declares its command, its export and only runtime dependencies', () => {
    const manifest = JSON.parse(readFileSync(join(consumer, 'node_modules', 'portal', 'package.json'), 'utf8')) as Record<string, any>;
    expect(manifest.bin).toEqual({ 'portal-emulator': 'bin/portal-emulator.js' });
    expect(Object.keys(manifest.exports)).toContain('./emulator');
    expect(Object.keys(manifest.dependencies)).not.toContain('react');
  });
});
