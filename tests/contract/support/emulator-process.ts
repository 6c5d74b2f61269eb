// Starts `server/emulator-only.ts` as its own process (its own process group, so stopping it
// also stops the tsx child) on a free loopback port with a temporary database; waits for /healthz.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type TEmulatorProcess = { baseUrl: string; pid: number; databasePath: string; stop: () => Promise<void> };

export type TEmulatorProcessOptions = {
  /** An existing database to serve (kept); default: a new temporary one (removed at stop). */
  databasePath?: string;
  /** Extra environment, e.g. LOG_LEVEL. */
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** Command-line options, e.g. ['--replay', 'walk.har']. */
  args?: string[];
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const waitForHealth = async (baseUrl: string, isAlive: () => boolean, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('exited before answering /healthz');
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(150);
  }
  throw new Error(`did not answer /healthz within ${timeoutMs} ms`);
};

export const startEmulatorProcess = async (options: TEmulatorProcessOptions = {}): Promise<TEmulatorProcess> => {
  const tempDir = options.databasePath ? undefined : mkdtempSync(join(tmpdir(), 'portal-contract-'));
  const databasePath = options.databasePath ?? join(tempDir as string, 'gateway.db');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['tsx', 'server/emulator-only.ts', ...(options.args ?? [])], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: databasePath,
      LOG_LEVEL: 'warn',
      // Holding the emulator to the contract is this suite's job.
      EMULATOR_CHECK_ANSWERS: 'on',
      ...options.env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let hasExited = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => {
    hasExited = true;
    resolve();
  }));

  const stop = async () => {
    if (!hasExited && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 5_000);
      await exited;
      clearTimeout(timer);
    }
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, () => !hasExited, options.startTimeoutMs ?? 90_000);
  } catch (error) {
    await stop();
    throw new Error(`The emulator (npx tsx server/emulator-only.ts) ${(error as Error).message}.\n${output}`);
  }
  return { baseUrl, pid: child.pid as number, databasePath, stop };
};
