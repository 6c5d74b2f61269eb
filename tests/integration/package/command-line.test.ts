// The emulator's command line (`portal-emulator`, `npm run emulator --`): --help lists every
// option, and a wrong option or value ends at once with one sentence and exit code 2.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/package/bin.ts', ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 50_000,
  });

describe('portal-emulator', () => {
  it('lists its options on --help', () => {
    const result = run(['--help']);
    expect(result.status).toBe(0);
    for (const option of ['--port', '--host', '--seed', '--today', '--db', '--replay', '--fast-hashing', '--allow-remote-webhooks', '--help']) expect(result.stdout).toContain(option);
  });

  it('refuses fast hashing on a host that serves a network, with a sentence, before it listens', () => {
    const result = run(['--fast-hashing', '--host', '0.0.0.0', '--port', '0']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('EMULATOR_HASHING: fast hashing is for test suites on this machine: it cannot be used while HOST serves a network (set HOST=127.0.0.1)');
    expect(result.stdout).toBe('');
  });

  it.each([
    [['--prot', '4010'], 'There is no option --prot (portal-emulator --help lists the options).'],
    [['--port', 'abc'], '--port must be a whole number from 0 to 65535, such as 4010, not "abc" (portal-emulator --help lists the options).'],
    [['--port', '70000'], '--port must be a whole number from 0 to 65535, such as 4010, not "70000" (portal-emulator --help lists the options).'],
    [['--seed', '1.5'], '--seed must be a whole number from 0 to 2147483647, such as 1, not "1.5" (portal-emulator --help lists the options).'],
    [['--today', '15/03/2026'], '--today must be a date written YYYY-MM-DD, such as 2026-03-15, not "15/03/2026" (portal-emulator --help lists the options).'],
    [['--today'], '--today needs a value (portal-emulator --help lists the options).'],
    [['serve'], 'The emulator takes options only, not "serve" (portal-emulator --help lists the options).'],
  ])('refuses %j with exit code 2 and one sentence', (args, sentence) => {
    const result = run(args);
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe(sentence);
    expect(result.stdout).toBe('');
  });
});
