// GATEWAY_RECORD and --replay with a file they cannot use: the start ends with one sentence that
// names the file and what is wrong, exit code 1, no stack trace.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../../server/env';

const dir = mkdtempSync(join(tmpdir(), 'portal-har-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (entry: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: { ...process.env, DATABASE_PATH: join(dir, 'never-opened.db'), PORT: '0', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 50_000,
  });

const expectOneSentence = (result: ReturnType<typeof run>, sentence: string) => {
  expect(result.status).toBe(1);
  expect(result.stderr.trim()).toBe(sentence);
};

describe('npm run emulator -- --replay', () => {
  it('names a file that is not there', { timeout: 60_000 }, () => {
    const path = join(dir, 'missing.har');
    expectOneSentence(run('server/emulator-only.ts', ['--replay', path]), `Cannot read the HAR file ${path}: there is no such file.`);
  });

  it('names a file that is not JSON, and one whose entries cannot be replayed', { timeout: 60_000 }, () => {
    const notJson = join(dir, 'cut-short.har');
    writeFileSync(notJson, '{"log": {"version": "1.2", "entries": [');
    expectOneSentence(run('server/emulator-only.ts', ['--replay', notJson]), `${notJson} is not a HAR file: it is not valid JSON.`);
    const noUrl = join(dir, 'no-url.har');
    writeFileSync(noUrl, JSON.stringify({ log: { version: '1.2', entries: [{ request: { method: 'GET' }, response: { status: 200, content: {} } }] } }));
    expectOneSentence(run('server/emulator-only.ts', [`--replay=${noUrl}`]), `${noUrl} is not a usable HAR file: entry 1 has no absolute request.url.`);
  });
});

describe('GATEWAY_RECORD', () => {
  it('names a path it cannot write, before anything else starts', { timeout: 60_000 }, () => {
    const notAFolder = join(dir, 'a-file');
    writeFileSync(notAFolder, '');
    const path = join(notAFolder, 'walk.har');
    const result = run('server/start.ts', [], { GATEWAY_URL: 'http://127.0.0.1:9', GATEWAY_RECORD: path });
    expectOneSentence(result, `Cannot write the recording to ${path} (ENOTDIR): set GATEWAY_RECORD to a file in a folder this user can write.`);
  });

  it('is refused without GATEWAY_URL: there is no real gateway to record', () => {
    expect(() => loadEnv({ GATEWAY_RECORD: 'walk.har' })).toThrow(/GATEWAY_RECORD: .*set GATEWAY_URL too/);
  });
});
