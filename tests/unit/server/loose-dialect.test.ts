// The emulator's loose dialect rewrites a strict answer the way real gateways write it, the same
// way for the same seed and request, and keeps the statuses clients act on.
import { describe, expect, it } from 'vitest';
import { loosenAnswer, preferredDialect } from '../../../server/emulator/loose-dialect';

const USER = { id: 7, name: 'Gale', email: 'gale@example.com', role: 'client', project_path: null, businessAccounts: [], currentBusinessAccount: null };
const LOGIN = { status: 200, headers: {}, body: { success: true, data: { token: 't', user: USER }, message: 'ok' } };

describe('the loose dialect', () => {
  it('is asked for with Prefer: dialect=loose (or strict); other values are ignored', () => {
    expect(preferredDialect('dialect=loose')).toBe('loose');
    expect(preferredDialect('code=503, dialect="strict"')).toBe('strict');
    expect(preferredDialect('dialect=sloppy')).toBeUndefined();
    expect(preferredDialect(undefined)).toBeUndefined();
  });

  it('rewrites the same request the same way, another request differently', () => {
    const once = loosenAnswer(structuredClone(LOGIN), '1 POST /api/login {}');
    expect(loosenAnswer(structuredClone(LOGIN), '1 POST /api/login {}')).toEqual(once);
    const seeds = Array.from({ length: 20 }, (_, seed) => JSON.stringify(loosenAnswer(structuredClone(LOGIN), `${seed} POST /api/login {}`)));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('never sends the user its business accounts, and leaves the strict answer as it was', () => {
    const strict = structuredClone(LOGIN);
    const loose = loosenAnswer(strict, '1 POST /api/login {}') as { body: { data: { user: Record<string, unknown> } } };
    expect(loose.body.data.user).not.toHaveProperty('businessAccounts');
    expect(loose.body.data.user).not.toHaveProperty('currentBusinessAccount');
    expect(strict).toEqual(LOGIN);
  });

  it('writes ids as digit strings somewhere over many records', () => {
    const list = { status: 200, headers: {}, body: { success: true, data: Array.from({ length: 10 }, (_, id) => ({ id: id + 1, name: `n${id}`, is_active: true })) } };
    const loose = loosenAnswer(list, '1 GET /api/x {}') as { body: { data: { id: unknown; is_active: unknown }[] } };
    expect(loose.body.data.some((row) => typeof row.id === 'string')).toBe(true);
    expect(loose.body.data.some((row) => row.is_active === 1)).toBe(true);
  });

  it('answers refusals as {message, data}; 422 may come as 200 success: false, 401 and 403 never', () => {
    const statuses = Array.from({ length: 20 }, (_, seed) => loosenAnswer({ status: 422, headers: {}, body: { success: false, message: 'No.', errors: { email: ['Bad.'] } } }, `${seed} POST /api/register {}`));
    expect(statuses.some((answer) => answer.status === 200)).toBe(true);
    for (const answer of statuses) {
      expect(answer).toMatchObject({ body: { message: 'No.', data: { email: ['Bad.'] } } });
      if (answer.status === 200) expect(answer).toMatchObject({ body: { success: false } });
    }
    for (const status of [401, 403]) {
      for (let seed = 0; seed < 10; seed += 1) {
        expect(loosenAnswer({ status, headers: {}, body: { success: false, message: 'No.' } }, `${seed} GET /api/x {}`)).toMatchObject({ status, body: { message: 'No.', data: null } });
      }
    }
  });
});
