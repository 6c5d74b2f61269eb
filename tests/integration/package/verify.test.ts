// emulator.verify() as a test suite uses it: passes when the calls happened as said, and
// otherwise throws an AssertionError whose message lists the calls that came closest; the
// verdict itself is POST /emulator/verify (200, or 409 with the closest calls).
import { AssertionError } from 'node:assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGatewayClient, EmulatorControlError, startEmulator } from '../../../server/package';
import type { TEmulator } from '../../../server/package';
import { DEMO_CLIENT } from '../../../seed/demo-logins';

const templates = mkdtempSync(join(tmpdir(), 'portal-verify-templates-'));
let emulator: TEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ seed: 1, today: '2026-03-15', templates, hashing: 'fast' });
});
beforeEach(() => emulator.clearRequests());
afterAll(async () => {
  await emulator.close();
  rmSync(templates, { recursive: true, force: true });
});

const login = (password: string = DEMO_CLIENT.password) => createGatewayClient({ baseUrl: emulator.url }).login({ email: DEMO_CLIENT.email, password }).catch(() => undefined);

describe('verify', () => {
  it('holds for a count, atLeast and atMost, a status and a partial body', async () => {
    await login();
    await login('wrong-password');
    await emulator.verify({ operation: 'login', count: 1 });
    await emulator.verify({ operation: 'login', atLeast: 1, atMost: 2 });
    await emulator.verify({ operation: 'login', status: '4xx', count: 1 });
    await emulator.verify({ operation: 'login', body: { email: DEMO_CLIENT.email } });
    await emulator.verify({ operation: 'listBusinessAccounts', count: 0 });
  });

  it('throws an AssertionError listing the calls that came closest', async () => {
    await login('wrong-password');
    await fetch(`${emulator.url}/api/logn`, { method: 'POST' });
    const failure = await emulator.verify({ operation: 'login', count: 1 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AssertionError);
    const lines = (failure as AssertionError).message.split('\n');
    expect(lines[0]).toBe('Expected exactly 1 call of login answered 2xx, found 0.');
    expect(lines[1]).toBe('The calls that came closest:');
    expect(lines[2]).toMatch(/^ {2}POST \/api\/login → 422 \(.+\): answered 422, not 2xx$/);
    expect(lines[3]).toMatch(/^ {2}POST \/api\/logn → 404 \(.+\): reached no operation; 'logn' is not 'login'$/);
  });

  it('answers 409 with the closest calls (method, path, status) and 200 when it holds', async () => {
    await login();
    const control = (body: unknown) => fetch(`${emulator.url}/emulator/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const held = await control({ operation: 'login', count: 1 });
    expect(held.status).toBe(200);
    expect(await held.json()).toMatchObject({ success: true, data: { operation: 'login', expected: 'exactly 1', found: 1 } });
    const refused = await control({ operation: 'login', atMost: 0 });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      success: false,
      message: 'Expected at most 0 calls of login answered 2xx, found 1.',
      found: 1,
      closest: [{ method: 'POST', path: '/api/login', status: 200, operation: 'login', why: 'counted' }],
    });
  });

  it('refuses an unknown operation or a count outside atLeast–atMost, in words', async () => {
    await expect(emulator.verify({ operation: 'logon' })).rejects.toThrow(new EmulatorControlError('operation must be an operationId of /api/openapi.json, such as login or listBusinessAccounts', 422));
    await expect(emulator.verify({ operation: 'login', count: 1, atLeast: 2 })).rejects.toThrow('count must lie from atLeast to atMost when they are given too');
  });
});
