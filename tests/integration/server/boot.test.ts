// Starting the server where it cannot listen: the reason comes back as a sentence a person can
// act on, not a stack trace.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listen, listenFailure } from '../../../server/boot';

describe('listening', () => {
  it('refuses a port another program holds, and says which port and what to do', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      const failure = await listen(() => new Response('ok'), { host: '127.0.0.1', port }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).not.toBeNull();
      expect(listenFailure(failure, { host: '127.0.0.1', port })).toBe(
        `Port ${port} is already in use on 127.0.0.1. Stop the program that holds it, or start with another PORT.`,
      );
    } finally {
      await new Promise<void>((resolve) => holder.close(() => resolve()));
    }
  });

  it('names an address the machine does not have', async () => {
    const options = { host: '203.0.113.7', port: 0 };
    const failure = await listen(() => new Response('ok'), options).then(
      () => null,
      (error: unknown) => error,
    );
    expect(listenFailure(failure, options)).toMatch(/^203\.0\.113\.7 is not an address of this machine/);
  });
});

describe('npm start with a database it cannot open', () => {
  it('exits with code 1 and says where and what to change, without a stack trace', { timeout: 60_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-boot-'));
    try {
      // A file where the database's folder should be: no system lets a folder be made there.
      const notAFolder = join(dir, 'a-file');
      writeFileSync(notAFolder, '');
      const databasePath = join(notAFolder, 'portal.db');
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
        env: { ...process.env, DATABASE_PATH: databasePath, PORT: '0', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 50_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`Could not open the database at ${databasePath}:`);
      expect(run.stderr).toContain('Set DATABASE_PATH to a file in a folder this user can write.');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
