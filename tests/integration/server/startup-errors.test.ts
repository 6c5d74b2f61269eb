// Starts that cannot go on say their real cause in one line, with exit code 1 and no stack: a Node
// older than package.json's engines (before anything else runs), a better-sqlite3 built for
// another Node, a database file that is not SQLite.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'portal-startup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A module run before the entry: what a machine with another Node would show the entry. */
const preload = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`;

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, args, { env: { ...process.env, PORT: '0', LOG_LEVEL: 'silent', ...env }, encoding: 'utf8', timeout: 50_000 });

const expectOneLine = (run: ReturnType<typeof spawnSync>, pattern: RegExp) => {
  expect(run.status).toBe(1);
  const stderr = String(run.stderr).trim();
  expect(stderr.split('\n')).toHaveLength(1);
  expect(stderr).toMatch(pattern);
};

describe('a Node older than package.json asks for', () => {
  const node18 = preload('Object.defineProperty(process, "version", { value: "v18.20.4" })');

  it.each(['scripts/start.js', 'scripts/dev.js'])('%s says which Node it needs and which this is, before building or starting anything', (entry) => {
    const started = run(['--import', node18, entry]);
    expectOneLine(started, /^The portal needs Node 20\.19 or newer \(this is 18\.20\.4\)\./);
    expect(started.stdout).toBe('');
  });

  it('lets 20.19 itself through', async () => {
    const { nodeTooOld } = await import('../../../scripts/node-check.js');
    expect(nodeTooOld('v20.19.0', '>=20.19')).toBeNull();
    expect(nodeTooOld('v22.1.0', '>=20.19')).toBeNull();
    expect(nodeTooOld('v20.18.3', '>=20.19')).toMatch(/needs Node 20\.19 or newer \(this is 20\.18\.3\)/);
  });
});

describe('npm start with a database it cannot open', () => {
  it('names a better-sqlite3 built for another Node and the command that fixes it', () => {
    // What Node throws when a native module's ABI differs (process.dlopen is how it loads one).
    const otherAbi = preload(
      'process.dlopen = (module, file) => { const error = new Error(`The module \'${file}\' was compiled against a different Node.js version using NODE_MODULE_VERSION 108. This version of Node.js requires NODE_MODULE_VERSION 115.`); error.code = "ERR_DLOPEN_FAILED"; throw error; }',
    );
    const started = run(['--import', otherAbi, '--import', 'tsx', 'server/start.ts'], { DATABASE_PATH: join(dir, 'abi.db') });
    expectOneLine(started, /^better-sqlite3 was built for another version of Node than this one \(v\d+\.\d+\.\d+\): run `npm rebuild better-sqlite3`/);
  });

  it('says a file that is not SQLite is not an SQLite database, and names it', () => {
    const notSqlite = join(dir, 'notes.db');
    writeFileSync(notSqlite, 'These are notes, not a database.\n'.repeat(200));
    const started = run(['--import', 'tsx', 'server/start.ts'], { DATABASE_PATH: notSqlite });
    expectOneLine(started, new RegExp(`^${notSqlite.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not an SQLite database\\.`));
  });
});
