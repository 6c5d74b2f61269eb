// "Why did my request not match?": a misspelt /api path answers 404 naming the closest
// operations and why each missed, a known path with another method 405 with Allow, and the
// journal keeps the same list beside the call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEmulator } from '../../support/emulator-app';
import type { TTestEmulator } from '../../support/emulator-app';

let emulator: TTestEmulator;
beforeAll(async () => {
  emulator = await createTestEmulator();
});
afterAll(() => emulator.cleanup());

describe('near misses', () => {
  it('names the closest operation of a misspelt path, with its operationId and why', async () => {
    const answer = await emulator.call('GET', '/api/busines-accounts');
    expect(answer.status).toBe(404);
    expect(answer.json?.message).toBe('No such endpoint');
    expect(answer.json?.near_misses).toHaveLength(3);
    expect(answer.json?.near_misses[0]).toEqual({
      method: 'GET',
      path: '/api/business-accounts',
      operationId: 'listBusinessAccounts',
      why: "'busines-accounts' is not 'business-accounts'",
    });
  });

  it('says when a path differs in case only, or a placeholder path misses its last segment', async () => {
    const cased = await emulator.call('GET', '/api/Business-Accounts');
    expect(cased.json?.near_misses[0].why).toBe("'Business-Accounts' differs from 'business-accounts' in case only");
    const insight = await emulator.call('GET', '/api/facebook/insight');
    expect(insight.json?.near_misses[0]).toMatchObject({ path: '/api/{service_path}/insights', operationId: 'getInsights', why: "'insight' is not 'insights'" });
  });

  it('answers a known path with another method 405 and Allow', async () => {
    const answer = await emulator.call('DELETE', '/api/login');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    expect(answer.json).toMatchObject({ success: false, message: '/api/login does not take DELETE: it takes POST.' });
    expect(answer.json?.near_misses).toEqual([{ method: 'POST', path: '/api/login', operationId: 'login', why: 'it takes POST, not DELETE' }]);
  });

  it('keeps the near misses in the journal entry, and the operation of calls that matched', async () => {
    emulator.deps.journal.clear();
    await emulator.call('POST', '/api/logn', { body: {} });
    await emulator.call('POST', '/api/login', { body: {} });
    const [matched, missed] = emulator.deps.journal.list();
    expect(matched).toMatchObject({ path: '/api/login', operation: 'login' });
    expect(matched?.near_misses).toBeUndefined();
    expect(missed).toMatchObject({ path: '/api/logn', status: 404, operation: null });
    expect(missed?.near_misses?.[0]).toMatchObject({ operationId: 'login', why: "'logn' is not 'login'" });
    expect(emulator.deps.journal.list({ operation: 'login' })).toHaveLength(1);
  });
});
