// The gateway's consent URL is where the browser goes next: the portal passes it on only for
// https, or http to this machine or the portal's own PUBLIC_URL; any other answer is refused with
// a sentence (502), so nobody is sent over plain http or to a javascript: address. API answers
// are never cached (Cache-Control: no-store), refusals included.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { isFollowableConsentUrl } from '../../../server/trpc/consent-url';
import { SERVER_ONLY_MESSAGES } from '../../../shared/validation/messages';
import { createTestLogger } from '../../support/server-log';
import { expectRefusal } from '../../support/trpc-fixtures';
import { trpcClient } from '../../support/trpc-target';

let gateway: Server;
let portal: TRunningServer;
let consentUrl = '';

beforeAll(async () => {
  // Every call is answered with the consent URL the test sets.
  gateway = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ service_response: { success: 1, data: consentUrl } }));
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  const env = loadEnv({ GATEWAY_URL: `http://127.0.0.1:${port}`, PUBLIC_URL: 'http://portal.example:3000', LOG_LEVEL: 'warn' });
  portal = await listen(createApp({ env, logger: createTestLogger('warn').logger }).fetch, { host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await portal?.close();
  gateway?.closeAllConnections();
  await new Promise<void>((resolve) => gateway?.close(() => resolve()));
});

describe('the consent URL a gateway answers', () => {
  it.each([
    ['https://www.facebook.com/dialog/oauth?client_id=1', true],
    ['http://127.0.0.1:4010/emulator/consent/7', true],
    ['http://localhost:3000/emulator/consent/7', true],
    ['http://[::1]:3000/emulator/consent/7', true],
    ['http://portal.example:3000/emulator/consent/7', true],
    ['http://www.facebook.com/dialog/oauth', false],
    ['http://portal.example:4000/elsewhere', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['not a url', false],
  ])('%s is followed: %s', (url, expected) => {
    expect(isFollowableConsentUrl(url, 'http://portal.example:3000')).toBe(expected);
  });

  it('is passed on when https, for an integration and an export', async () => {
    consentUrl = 'https://accounts.example.com/consent?state=abc';
    const trpc = trpcClient(portal.url, 'upstream-token');
    expect((await trpc.integrations.add.mutate({ service_path: 'fb-sync', user_id: 1, ba_id: 2 })).service_response.data).toBe(consentUrl);
    expect((await trpc.exports.start.mutate({ service_path: 'fb-sync', user_id: 1, ba_id: 2 })).service_response.data).toBe(consentUrl);
  });

  it('is refused with a sentence when it is plain http to another machine', async () => {
    consentUrl = 'http://accounts.example.com/consent?state=abc';
    const trpc = trpcClient(portal.url, 'upstream-token');
    await expectRefusal(trpc.integrations.add.mutate({ service_path: 'fb-sync', user_id: 1, ba_id: 2 }), { code: 'BAD_GATEWAY', status: 502, message: SERVER_ONLY_MESSAGES.consentUrlUnsafe });
    await expectRefusal(trpc.exports.start.mutate({ service_path: 'fb-sync', user_id: 1, ba_id: 2 }), { code: 'BAD_GATEWAY', status: 502, message: SERVER_ONLY_MESSAGES.consentUrlUnsafe });
  });
});

describe('Cache-Control on API answers', () => {
  it('is no-store on tRPC answers, refusals and unknown /trpc and /api paths', async () => {
    consentUrl = 'https://accounts.example.com/consent?state=abc';
    const add = { method: 'POST', headers: { authorization: 'Bearer upstream-token', 'content-type': 'application/json' }, body: JSON.stringify({ service_path: 'fb-sync', user_id: 1, ba_id: 2 }) };
    for (const [path, init] of [
      ['/trpc/integrations.add', add],
      ['/trpc/services.all', {}],
      ['/trpc/nothing', {}],
      ['/api/business-accounts', {}],
    ] as const) {
      const answer = await fetch(`${portal.url}${path}`, init);
      expect(answer.headers.get('cache-control'), `${path} ${answer.status}`).toBe('no-store');
    }
  });
});
