// The kill -9 durability run (issue 12): writers add business accounts through the emulated
// gateway (its own process, as `npm run emulator`), the process is killed with SIGKILL at a
// random moment, restarted; every write it acknowledged (200) must be there afterwards, and
// SQLite's integrity_check must say ok. Seeded: the same seed gives the same kill moments.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DEMO_CLIENT } from '../../seed/demo-logins';
import { freePort, REPO_ROOT } from './browser-server';
import { seededRandom } from './hostile-inputs';
import { rawRequest } from './http';

export type TDurabilityReport = { cycles: number; acknowledged: number; lost: string[]; integrity: string[]; seconds: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const startGateway = async (databasePath: string, port: number): Promise<ChildProcess> => {
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATABASE_PATH: databasePath, LOG_LEVEL: 'error', NODE_ENV: 'production' };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/emulator-only.ts'], { cwd: REPO_ROOT, env, detached: true, stdio: 'ignore' });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The gateway exited with ${child.exitCode} before answering /healthz`);
    const health = await rawRequest(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 1_000 }).catch(() => null);
    if (health?.status === 200) return child;
    await sleep(100);
  }
  throw new Error('The gateway did not answer /healthz within 60 s');
};

const killHard = async (child: ChildProcess): Promise<void> => {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
  await exited;
};

export const runDurability = async (options: {
  /** A demo-seeded database file to copy (the seed is slow; tests have a template). */
  seededDatabasePath: string;
  cycles: number;
  writers?: number;
  seed?: number;
  onCycle?: (cycle: number, acknowledged: number) => void;
}): Promise<TDurabilityReport> => {
  const started = Date.now();
  const random = seededRandom(options.seed ?? 1);
  const dir = mkdtempSync(join(tmpdir(), 'portal-durability-'));
  const databasePath = join(dir, 'portal.db');
  copyFileSync(options.seededDatabasePath, databasePath);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const acknowledged: string[] = [];
  const integrity: string[] = [];
  const lost: string[] = [];
  let child = await startGateway(databasePath, port);
  try {
    const login = await rawRequest(`${baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_CLIENT) });
    const { token, user } = (JSON.parse(login.body) as { data: { token: string; user: { id: number } } }).data;

    for (let cycle = 0; cycle < options.cycles; cycle += 1) {
      let isKilled = false;
      const writer = async (writerIndex: number) => {
        for (let count = 0; !isKilled; count += 1) {
          const name = `dur-c${cycle}-w${writerIndex}-${count}`;
          try {
            const answer = await rawRequest(`${baseUrl}/api/add_business_account`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ user_id: user.id, name, path: name }),
            });
            if (answer.status === 200) acknowledged.push(name);
            else if (!isKilled) throw new Error(`add_business_account answered ${answer.status}: ${answer.body.slice(0, 200)}`);
          } catch (error) {
            if (isKilled) return;
            throw error;
          }
        }
      };
      const writing = Promise.all(Array.from({ length: options.writers ?? 4 }, (_, index) => writer(index)));
      await sleep(100 + random.int(600));
      isKilled = true;
      await killHard(child);
      await writing;

      child = await startGateway(databasePath, port);
      const reader = new Database(databasePath, { readonly: true });
      try {
        const present = new Set(reader.prepare("SELECT name FROM business_accounts WHERE name LIKE 'dur-%'").pluck().all() as string[]);
        lost.push(...acknowledged.filter((name) => !present.has(name)));
        const check = reader.pragma('integrity_check', { simple: true }) as string;
        if (check !== 'ok') integrity.push(`cycle ${cycle}: ${check}`);
      } finally {
        reader.close();
      }
      options.onCycle?.(cycle, acknowledged.length);
    }
  } finally {
    await killHard(child);
    rmSync(dir, { recursive: true, force: true });
  }
  return { cycles: options.cycles, acknowledged: acknowledged.length, lost: [...new Set(lost)], integrity, seconds: (Date.now() - started) / 1000 };
};
