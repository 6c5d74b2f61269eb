// Starts bench servers as their own processes and loads them with autocannon (programmatic API).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export type TServerMode = 'emulator' | 'bare-rest' | 'app' | 'proxy' | 'bare-trpc' | 'json-server';
export type TBenchServer = { baseUrl: string; pid: number; stop: () => Promise<void> };

const SERVE_SCRIPT = fileURLToPath(new URL('./serve.ts', import.meta.url));

const stopChild = (child: ChildProcess, exited: Promise<void>) => async () => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
};

/** Runs tests/bench/serve.ts <mode> (with node options such as --cpu-prof) and waits for the port it prints. */
/** `serveScript`: another checkout's serve.ts (npm run load --against). */
export const startBenchServer = (mode: TServerMode, env: Record<string, string>, nodeOptions: string[] = [], serveScript = SERVE_SCRIPT): Promise<TBenchServer> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', serveScript, mode], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    let stdout = '';
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4_000);
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((candidate) => candidate.startsWith('{"port"'));
      if (line) resolve({ baseUrl: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`, pid: child.pid as number, stop: stopChild(child, exited) });
    });
    child.once('exit', (code) => reject(new Error(`bench server '${mode}' exited (${code}) before listening:\n${stderr}`)));
  });

export type TLoadFigures = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** CPU time the server process spent per answered request (µs), when its pid was given. */
  cpuMicrosPerRequest?: number;
};

/** User + system CPU time of a process so far, in µs (Linux /proc; undefined elsewhere). */
export const cpuMicrosOf = (pid: number | undefined): number | undefined => {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100;
  } catch {
    return undefined;
  }
};

export type TLoadOptions = { durationSeconds: number; connections: number; warmUpSeconds: number };
export type TLoadTarget = { url: string; headers: Record<string, string>; /** The server's process, to measure its CPU time. */ pid?: number };

/** One autocannon run of a target, with the CPU time its server process spent meanwhile (when its pid is known). */
export const loadOnce = async (target: TLoadTarget, connections: number, seconds: number) => {
  const cpuBefore = cpuMicrosOf(target.pid);
  const run = await autocannon({ url: target.url, headers: target.headers, connections, duration: seconds });
  const cpuAfter = cpuMicrosOf(target.pid);
  return Object.assign(run, { cpuMicros: cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined });
};

type TRun = Awaited<ReturnType<typeof loadOnce>>;

const combine = (runs: TRun[]): TLoadFigures => {
  const seconds = runs.reduce((sum, run) => sum + run.duration, 0);
  const requests = runs.reduce((sum, run) => sum + run.requests.total, 0);
  const mean = (pick: (run: TRun) => number) => runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  return {
    rps: requests / seconds,
    p50: mean((run) => run.latency.p50),
    p99: mean((run) => run.latency.p99),
    requests,
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors + run.timeouts, 0),
    ...(runs.every((run) => run.cpuMicros !== undefined)
      ? { cpuMicrosPerRequest: runs.reduce((sum, run) => sum + (run.cpuMicros as number), 0) / Math.max(1, requests) }
      : {}),
  };
};

/**
 * Loads a target and its baseline for the same total time each, in the order A B B A (halves),
 * after a warm-up of both: a machine that speeds up or slows down during the run then weighs
 * on both alike, and the ratio stays fair.
 */
export const compareLoad = async (
  measured: TLoadTarget,
  baseline: TLoadTarget,
  options: TLoadOptions,
): Promise<{ measured: TLoadFigures; baseline: TLoadFigures }> => {
  const { connections, durationSeconds, warmUpSeconds } = options;
  if (warmUpSeconds > 0) {
    await loadOnce(measured, connections, warmUpSeconds);
    await loadOnce(baseline, connections, warmUpSeconds);
  }
  const half = durationSeconds / 2;
  const a1 = await loadOnce(measured, connections, half);
  const b1 = await loadOnce(baseline, connections, half);
  const b2 = await loadOnce(baseline, connections, half);
  const a2 = await loadOnce(measured, connections, half);
  return { measured: combine([a1, a2]), baseline: combine([b1, b2]) };
};

/** One GET that must succeed, answering its JSON (to serve the same body from a baseline). */
export const fetchJson = async (url: string, headers: Record<string, string> = {}): Promise<unknown> => {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
};

export const postJson = async (url: string, body: unknown): Promise<any> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
};
