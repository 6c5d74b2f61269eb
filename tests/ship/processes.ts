// Real processes for the ship tests: the compiled gateway (`node dist/emulator.js`) and the portal
// started as operators start it, each on a free loopback port with a throw-away database; their
// output kept for failure messages; every one of them ended when the file ends.
import { spawn } from 'node:child_process';
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/browser-server';

export type TProcess = { child: ChildProcess; url: string; output: () => string; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> };

const started: ChildProcess[] = [];
const folders: string[] = [];

/** A folder removed when the file ends. */
export const tempFolder = (prefix: string): string => {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};

/** The environment a portal or gateway process gets: no inherited settings of ours; info, where the start-up line is. */
export const processEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', npm_config_update_notifier: 'false' };
  return { ...env, ...extra };
};

/** Spawns a command and resolves once it prints the URL it is ready at. */
export const startProcess = (command: string, args: string[], options: SpawnOptions & { env: NodeJS.ProcessEnv }): Promise<TProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    started.push(child);
    let output = '';
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.once('exit', (code, signal) => done({ code, signal })));
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /ready at (http:\/\/[^\s"]+)/.exec(output)?.[1];
      if (url) resolve({ child, url, output: () => output, exited });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code, signal }) => reject(new Error(`${command} ${args.join(' ')} ended (${code ?? signal}) before it was ready:\n${output}`)));
  });

/** The compiled emulator alone, as a proxy's gateway (`npm run emulator` runs the same file). */
export const startGateway = (env: Record<string, string> = {}): Promise<TProcess> =>
  startProcess(process.execPath, ['dist/emulator.js', '--seed', '1', '--today', '2026-03-15'], {
    env: processEnv({ DATABASE_PATH: join(tempFolder('portal-ship-gateway-'), 'gateway.db'), ...env }),
  });

/** The process ids below `pid` (its children, theirs, …), read from /proc. */
export const descendantsOf = (pid: number): number[] => {
  const path = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(path)) return [];
  const children = readFileSync(path, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
};

export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Ends every process this file started and removes its folders. */
export const cleanUp = (): void => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      for (const pid of descendantsOf(child.pid)) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
      child.kill('SIGKILL');
    }
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
};

export const signIn = async (portalUrl: string): Promise<string> => {
  const answer = await fetch(`${portalUrl}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'client@example.com', password: 'client-demo-2026' }),
  });
  const body = (await answer.json()) as { result: { data: { data: { token: string } } } };
  return body.result.data.data.token;
};
