// The structured logger (server/logger.ts): one JSON line per event, level and message named,
// secrets redacted by path and by value at any depth, errors written with their message.
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/logger';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

const linesOf = (log: (logger: ReturnType<typeof createLogger>) => void, level: Parameters<typeof createLogger>[0] = 'debug') => {
  const lines: string[] = [];
  log(createLogger(level, (line) => lines.push(line)));
  return lines;
};

describe('the logger', () => {
  it('writes one JSON line with time, level and message, and nothing below its level', () => {
    const lines = linesOf((logger) => {
      logger.debug('hidden');
      logger.info('shown', { route: 'auth.login' });
    }, 'info');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ level: 'info', message: 'shown', route: 'auth.login', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('redacts passwords and tokens by name and JWTs and bearer tokens by value, at any depth', () => {
    const deep = { a: { b: { c: { d: { e: { f: { password: 'hunter2-secret', note: `sent Bearer abc.def and ${JWT}` } } } } } } };
    const [line] = linesOf((logger) => logger.warn('deep', { deep, headers: { authorization: 'Bearer xyz' }, list: [{ token: 'plain-token' }] }));
    expect(line).not.toContain('hunter2-secret');
    expect(line).not.toContain(JWT);
    expect(line).not.toContain('abc.def');
    expect(line).not.toContain('xyz');
    expect(line).not.toContain('plain-token');
    expect(JSON.parse(line as string).deep.a.b.c.d.e.f).toEqual({ password: 'REDACTED', note: 'sent REDACTED and REDACTED' });
  });

  it('writes an error with its name and message, a token in its message redacted', () => {
    const [line] = linesOf((logger) => logger.error('failed', { error: new Error(`refused ${JWT}`) }));
    expect(JSON.parse(line as string).error).toMatchObject({ name: 'Error', message: 'refused REDACTED' });
  });
});
