// Starts the portal from its sources (tsx server/start.ts; `npm start` runs the same code compiled:
// migrate, seed when empty, serve) on a free port and a throw-away database, for the browser
// tests; the SPA is built first when it is missing or stale, as `npm start` does.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type TStartedServer = {
  baseUrl: string;
  databasePath: string;
  logPath: string;
  stop: () => Promise<void>;
};

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  return await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const tail = (path: string, lines = 40): string => {
  try {
    return readFileSync(path, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Environment of `npm start` from a shell: the test runner's own markers removed. */
export function startEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key === 'NODE_ENV' || key === 'TEST' || key.startsWith('VITEST')) delete env[key];
  }
  return { ...env, ...overrides };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Kills the server's whole process group (tsx starts a child node), politely first. */
async function killGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  };
  signalGroup('SIGTERM');
  const done = await Promise.race([exited(child).then(() => true), sleep(5_000).then(() => false)]);
  signalGroup('SIGKILL');
  if (!done) await Promise.race([exited(child), sleep(2_000)]);
}

export type TStartOptions = {
  timeoutMs?: number;
  extraEnv?: Record<string, string>;
  /** Listen here (default: a free port), e.g. when a gateway must know the portal's address first. */
  port?: number;
  /** Another checkout to start instead of this one (a Lighthouse baseline). */
  cwd?: string;
};

/** Spawns the server, waits for GET /healthz 200 (the first start may build the SPA). */
export async function startPortal(options: TStartOptions = {}): Promise<TStartedServer> {
  const timeoutMs = options.timeoutMs ?? 180_000;
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const databasePath = join(dir, 'portal.db');
  const logPath = join(dir, 'server.log');
  const port = options.port ?? (await freePort());
  const host = '127.0.0.1';
  const baseUrl = `http://${host}:${port}`;

  // The server never builds; the checkout's own build script does (a baseline checkout without one builds at start).
  const cwd = options.cwd ?? REPO_ROOT;
  if (existsSync(join(cwd, 'scripts', 'build.js'))) {
    const build = spawnSync(process.execPath, ['scripts/build.js', '--if-needed', '--spa'], { cwd, stdio: 'inherit', timeout: timeoutMs });
    if (build.status !== 0) throw new Error(`The SPA could not be built in ${cwd} (exit ${build.status ?? build.signal}).`);
  }
  const logFd = openSync(logPath, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd,
    env: startEnv({ PORT: String(port), HOST: host, DATABASE_PATH: databasePath, ...options.extraEnv }),
    // Its own process group, so teardown can end tsx and everything it started at once.
    detached: true,
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);

  const stop = async () => {
    await killGroup(child);
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = tail(logPath);
      await stop();
      throw new Error(`The portal server exited (${child.exitCode ?? child.signalCode}) before answering /healthz.\n--- server log ---\n${log}`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return { baseUrl, databasePath, logPath, stop };
      lastProblem = `GET /healthz answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(300);
  }
  const log = tail(logPath);
  await stop();
  throw new Error(`The portal server did not answer GET /healthz 200 within ${timeoutMs / 1000} s (${lastProblem}).\n--- server log ---\n${log}`);
}
