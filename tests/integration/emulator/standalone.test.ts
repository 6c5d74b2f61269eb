// The emulator as `npm run emulator` serves it (server/emulator/standalone.ts), over real HTTP:
// the request id and security headers on /api answers, the journal entry of a call, fault rules
// switched on and off while it runs, and revocation on the next call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { createStandaloneEmulator } from '../../../server/emulator/standalone';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { createSeededEmulator } from '../../support/emulator-app';
import type { TTestEmulator } from '../../support/emulator-app';
import { rawRequest } from '../../support/http';

let emulator: TTestEmulator;
let server: TRunningServer;
let client: { token: string; id: number };

const signIn = async () => {
  const answer = await emulator.call('POST', '/api/login', { body: DEMO_CLIENT });
  return answer.json?.data as { token: string; user: { id: number } };
};

beforeAll(async () => {
  emulator = await createSeededEmulator();
  server = await listen(createStandaloneEmulator(emulator.app).fetch, { host: '127.0.0.1', port: 0 });
  const signedIn = await signIn();
  client = { token: signedIn.token, id: signedIn.user.id };
});
afterAll(async () => {
  await server?.close();
  emulator?.cleanup();
});

const UUID = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('an /api answer', () => {
  it('carries the offered request id when it is a fit one, else a new one', async () => {
    const path = `${server.url}/api/profile?user_id=${client.id}`;
    expect((await rawRequest(path, { headers: { ...bearer(client.token), 'x-request-id': 'trace-123_abc=' } })).headers['x-request-id']).toBe('trace-123_abc=');
    expect((await rawRequest(path, { headers: { ...bearer(client.token), 'x-request-id': 'a b' } })).headers['x-request-id']).toMatch(UUID);
  });

  it('carries the security headers, HSTS behind an https proxy or with an https PUBLIC_URL', async () => {
    const path = `/api/profile?user_id=${client.id}`;
    const plain = await rawRequest(`${server.url}${path}`, { headers: bearer(client.token) });
    expect(plain.status).toBe(200);
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await rawRequest(`${server.url}${path}`, { headers: { ...bearer(client.token), 'x-forwarded-proto': 'https, http' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const https = await listen(createStandaloneEmulator(emulator.app, { publicUrl: 'https://gateway.example' }).fetch, { host: '127.0.0.1', port: 0 });
    try {
      const answer = await rawRequest(`${https.url}${path}`, { headers: bearer(client.token) });
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
  });

  it('is journaled once: path, query with secrets redacted, status, caller', async () => {
    emulator.deps.journal.clear();
    await rawRequest(`${server.url}/api/business-accounts?user_id=${client.id}&access_token=secret`, { headers: bearer(client.token) });
    const entries = emulator.deps.journal.list();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ method: 'GET', path: '/api/business-accounts', query: { user_id: String(client.id), access_token: '[redacted]' }, status: 200, user_id: client.id, body: null });
  });
});

describe('while the server runs', () => {
  const path = () => `${server.url}/api/business-accounts?user_id=${client.id}`;

  it('a fault rule switched on applies to the next call, and off again', async () => {
    expect((await rawRequest(path(), { headers: bearer(client.token) })).status).toBe(200);
    const rule = emulator.deps.faults.add({ fault: '503', endpoint: 'GET /api/business-accounts' });
    try {
      const faulted = await rawRequest(path(), { headers: bearer(client.token) });
      expect(faulted.status).toBe(503);
      expect(faulted.headers['x-emulator-fault']).toBe(String(rule.id));
      expect(faulted.headers['retry-after']).toBe('1');
      expect(faulted.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      emulator.deps.faults.remove(rule.id);
    }
    expect((await rawRequest(path(), { headers: bearer(client.token) })).status).toBe(200);
  });

  it('a token whose version moved is refused on the next call', async () => {
    const signedIn = await signIn();
    const profile = `${server.url}/api/profile?user_id=${signedIn.user.id}`;
    expect((await rawRequest(profile, { headers: bearer(signedIn.token) })).status).toBe(200);
    emulator.sqlite.prepare('UPDATE users SET token_version = token_version + 1 WHERE id = ?').run(signedIn.user.id);
    expect((await rawRequest(profile, { headers: bearer(signedIn.token) })).status).toBe(401);
  });
});
