// A portal server in proxy mode as its own process (tests/scale/support/serve-portal.ts), its
// stdout (the JSON log) kept line by line, on a free loopback port.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHealth } from '../../contract/support/emulator-process';

export type TPortalProcess = { url: string; lines: string[]; stop: () => Promise<void> };

const ENTRY = fileURLToPath(new URL('./serve-portal.ts', import.meta.url));

export const startPortalProcess = async (env: Record<string, string>): Promise<TPortalProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, () => child.exitCode === null, 60_000);
  } catch (error) {
    await stop();
    throw new Error(`The portal process ${(error as Error).message}.\n${stderr}\n${lines.join('\n')}`);
  }
  return { url, lines, stop };
};
