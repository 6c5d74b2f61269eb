// The request journal keeps the newest entries up to its bound, filters, and redacts secrets.
import { describe, expect, it } from 'vitest';
import { createRequestJournal, journalBody, redactSecrets } from '../../../server/emulator/control/journal';
import type { TJournalEntry } from '../../../server/emulator/control/journal';

const entry = (index: number, overrides: Partial<TJournalEntry> = {}): TJournalEntry => ({
  time: new Date(index * 1000).toISOString(),
  method: 'GET',
  path: `/api/things/${index}`,
  query: {},
  status: 200,
  duration_ms: 1,
  user_id: null,
  body: null,
  operation: null,
  ...overrides,
});

describe('request journal', () => {
  it('keeps only the newest entries, newest first, once full', () => {
    const journal = createRequestJournal(3);
    for (let index = 1; index <= 7; index += 1) journal.record(entry(index));
    expect(journal.list().map((kept) => kept.path)).toEqual(['/api/things/7', '/api/things/6', '/api/things/5']);
    journal.clear();
    expect(journal.list()).toEqual([]);
  });

  it('filters by method, path prefix and status or status class', () => {
    const journal = createRequestJournal();
    journal.record(entry(1, { method: 'POST', path: '/api/login', status: 422 }));
    journal.record(entry(2, { method: 'POST', path: '/api/login', status: 200 }));
    journal.record(entry(3, { path: '/api/login-history', status: 404 }));
    expect(journal.list({ path: '/api/login' }).map((kept) => kept.status)).toEqual([200, 422]);
    expect(journal.list({ status: '4xx' }).map((kept) => kept.status)).toEqual([404, 422]);
    expect(journal.list({ method: 'POST', status: 422 })).toHaveLength(1);
    expect(journal.list({ limit: 1 })).toHaveLength(1);
  });

  it('redacts passwords, tokens and keys at any depth, and keeps no non-JSON body', () => {
    expect(redactSecrets({ email: 'a@b.c', password: 'x', nested: [{ access_token: 't', api_key: 'k', name: 'n' }] })).toEqual({
      email: 'a@b.c',
      password: '[redacted]',
      nested: [{ access_token: '[redacted]', api_key: '[redacted]', name: 'n' }],
    });
    expect(journalBody('password=hunter2')).toBe('[not JSON, 16 characters]');
    expect(journalBody('')).toBeNull();
  });
});
