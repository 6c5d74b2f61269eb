// Issue 39: a bad path parameter is a bad request naming the parameter (422), and a path naming
// no such service a page that does not exist (404), also naming it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmulator } from '../../../server/package';
import type { TEmulator } from '../../../server/package';
import { DEMO_CLIENT } from '../../../seed/demo-logins';

let emulator: TEmulator;
let token: string;
beforeAll(async () => {
  emulator = await startEmulator({ seed: 1, today: '2026-03-15', hashing: 'fast' });
  const login = await fetch(`${emulator.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_CLIENT) });
  token = ((await login.json()) as { data: { token: string } }).data.token;
});
afterAll(() => emulator?.close());

const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { message: string; errors?: Record<string, string[]> } };
};

it('answers 422 naming an id path parameter of the wrong kind', async () => {
  const answer = await call('POST', '/api/leads/abc/retry', { user_id: 1 });
  expect(answer.status).toBe(422);
  expect(answer.json.message).toBe('lead_id: Must be a number');
  expect(answer.json.errors?.lead_id).toEqual(['Must be a number']);
  expect((await call('POST', '/api/leads/2.5/retry', { user_id: 1 })).json.message).toBe('lead_id: Must be a whole number');
});

it('answers 404 naming an unknown service path', async () => {
  const answer = await call('GET', '/api/no-such-service/users?user_id=1');
  expect(answer.status).toBe(404);
  expect(answer.json.message).toMatch(/^service_path: /);
});
