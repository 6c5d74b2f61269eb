// The error catalogue (spec §8) reached from a real gateway's answers, in both shapes gateways
// use for a refusal: a 4xx with `{message, data}` and a 200 with `success: false`. A stand-in
// gateway answers each row's shape; the portal in proxy mode turns it into what the screen shows:
// the gateway's message (plus the field messages of `data`), or the row's own text when the
// gateway said nothing, and a 200 the screen itself judges (`data.status: false`,
// `service_response.success: 0`) is read, not refused.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { listen } from '../../server/boot';
import type { TRunningServer } from '../../server/boot';
import { loadEnv } from '../../server/env';
import { ERROR_MESSAGES } from '../../shared/validation/messages';
import { createTestLogger } from '../support/server-log';
import { expectRefusal } from '../support/trpc-fixtures';
import { trpcClient } from '../support/trpc-target';
import type { TTrpcClient } from '../support/trpc-target';

type TAnswer = { status: number; body: unknown };
let answer: TAnswer = { status: 200, body: {} };
/** Fixed answers by path prefix, before `answer`: the look-ups a procedure makes ahead of its own call. */
const lookups = new Map<string, TAnswer>();
/** What the stand-in gateway was asked, in order. */
const received: { method: string; url: string; body: string }[] = [];
let upstream: Server;
let portal: TRunningServer;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', body });
      const reply = [...lookups].find(([prefix]) => req.url?.startsWith(prefix))?.[1] ?? answer;
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { logger } = createTestLogger('error');
  const env = loadEnv({ GATEWAY_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, LOG_LEVEL: 'error' });
  portal = await listen(createApp({ env, logger }).fetch, { host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await portal?.close();
  await new Promise((resolve) => upstream.close(resolve));
});

afterEach(() => {
  lookups.clear();
  received.length = 0;
});

const client = (): TTrpcClient => trpcClient(portal.url, 'gateway-token');
const gatewayAnswers = (next: TAnswer) => {
  answer = next;
};

/** The two shapes of one refusal, and the refusal the screen gets from each. */
const SHAPES = [
  { shape: 'a 4xx with {message, data}', refusal: (message: string, data: unknown = null): TAnswer => ({ status: 422, body: { message, data } }), code: 'UNPROCESSABLE_CONTENT', status: 422 },
  { shape: 'a 200 with success: false', refusal: (message: string, data: unknown = null): TAnswer => ({ status: 200, body: { success: false, message, data } }), code: 'BAD_REQUEST', status: 400 },
];

const USER = { id: 7, name: 'Gale', email: 'gale@example.com', role: 'client', project_path: null, last_name: null, phone: null, telegram: null, facebook: null };
const RECORD = {
  id: 11, integration_id: 'int-11', name: 'Pipeline', service: { id: 2, name: 'Pipedrive', service_path: 'pd-sync', type: 'integration', info: '' },
  service_type: 'integration', receiving_service_id: 2, sending_service_id: null, ba_id: 3, is_active: false, api_key: null, access_token: null,
  receiving_service_token: null, created_by: 7, status: 'inactive', date_finish_sync: null, status_last_sync: null,
};

/** Each row's call, and its text when the gateway said nothing. */
/** The server finds a record's route first (decision 055): record 11 sends from service 1, whose path is fb-sync. */
const findsRecordRoute = () => {
  lookups.set('/api/integrations_exports', { status: 200, body: { success: true, data: [{ ...RECORD, sending_service_id: 1 }] } });
  lookups.set('/api/all-services', { status: 200, body: { success: true, data: { services: [{ ...RECORD.service, id: 1, service_path: 'fb-sync', path: 'fb-sync', service: 'fb', is_active: true, auth_template: null }] } } });
};

const ROWS: { row: string; call: () => Promise<unknown>; silentText?: string }[] = [
  { row: 'Login failure', call: () => client().auth.login.mutate({ email: 'gale@example.com', password: 'secret-password' }), silentText: ERROR_MESSAGES.loginNoToken },
  {
    row: 'Register failure',
    call: () => client().auth.register.mutate({ name: 'Gale', email: 'gale@example.com', password: 'secret-password', c_password: 'secret-password' }),
    silentText: ERROR_MESSAGES.registerNoToken,
  },
  {
    row: 'Profile save failure',
    call: () => client().profile.save.mutate({ user_id: 7, name: 'Gale', email: 'gale@example.com', project_path: 'gale', last_name: null, phone: null, telegram: null, facebook: null }),
    silentText: ERROR_MESSAGES.profileSave,
  },
  { row: 'Password reset request failure', call: () => client().auth.requestPasswordReset.mutate({ email: 'gale@example.com' }), silentText: ERROR_MESSAGES.passwordResetRequest },
  {
    row: 'Password reset confirm failure',
    call: () => client().auth.confirmPasswordReset.mutate({ email: 'gale@example.com', token: 'reset-token', password: 'secret-password', password_confirmation: 'secret-password' }),
    silentText: ERROR_MESSAGES.passwordResetConfirm,
  },
  { row: 'Invite info failure', call: () => client().invites.info.query({ invite_hash: 'abc' }) },
  { row: 'Invite accept failure', call: () => client().invites.accept.mutate({ invite_hash: 'abc', user_id: 7 }) },
  { row: 'Invite decline failure', call: () => client().invites.decline.mutate({ invite_hash: 'abc' }) },
  {
    row: 'Add auth data failure',
    call: () => client().authData.add.mutate({
        created_by: 7,
        ba_id: 3,
        receiving_service_id: 2,
        service_type: 'integration',
        sending_service_status: true,
        is_active: false,
        status: 'disabled',
        domain: 'keepin-crm',
        api_key: 'k'.repeat(20),
      }),
  },
  {
    row: 'Start sync failure',
    call: () => {
      findsRecordRoute();
      return client().sync.start.mutate({ user_id: 7, integration_id: 11, date_from: '2026-01-01', date_to: '2026-01-07', full: false, ba_id: 3 });
    },
    silentText: ERROR_MESSAGES.startSync,
  },
  { row: 'Export switch refused', call: () => client().exports.setStatus.mutate({ created_by: 7, export_id: 11, status: true }) },
];

describe.each(SHAPES)('§8 rows when the gateway refuses with $shape', ({ refusal, code, status }) => {
  it.each(ROWS)('$row: the gateway message and its data reach the screen', async ({ call }) => {
    gatewayAnswers(refusal('The gateway says no.', { email: ['The email is not allowed.'] }));
    const refused = await expectRefusal(call(), { code, status, message: 'The gateway says no.' });
    expect(refused.data?.errors).toEqual({ email: ['The email is not allowed.'] });
  });

  it.each(ROWS.filter((row) => row.silentText))("$row: without a message, the row's own text", async ({ call, silentText }) => {
    gatewayAnswers(refusal(''));
    await expectRefusal(call(), { code, status, message: silentText });
  });
});

describe('§8 rows the screen judges from a 200', () => {
  it('Login: a success without a token is "Error login!", a register without one "Error register!"', async () => {
    gatewayAnswers({ status: 200, body: { success: true, message: 'ok', data: { user: USER } } });
    await expectRefusal(client().auth.login.mutate({ email: 'gale@example.com', password: 'secret-password' }), { code: 'BAD_REQUEST', status: 400, message: ERROR_MESSAGES.loginNoToken });
    gatewayAnswers({ status: 200, body: { success: true, data: { token: null, user: USER } } });
    await expectRefusal(
      client().auth.register.mutate({ name: 'Gale', email: 'gale@example.com', password: 'secret-password', c_password: 'secret-password' }),
      { code: 'BAD_REQUEST', status: 400, message: ERROR_MESSAGES.registerNoToken },
    );
  });

  it('Login: a user without business accounts, extra keys and a digit-string id signs in', async () => {
    gatewayAnswers({ status: 200, body: { success: true, message: 'ok', data: { token: 't', user: { ...USER, id: '7', email_verified_at: null, pivot: { a: 1 } } } } });
    const session = await client().auth.login.mutate({ email: 'gale@example.com', password: 'secret-password' });
    expect(session.data.user).toMatchObject({ id: 7, businessAccounts: [], currentBusinessAccount: null });
    expect(session.data.user).not.toHaveProperty('pivot');
  });

  it('Profile save: data.status false is read with its message (the screen shows "Error save" when it is empty)', async () => {
    const save = () => client().profile.save.mutate({ user_id: 7, name: 'Gale', email: 'gale@example.com', project_path: 'gale', last_name: null, phone: null, telegram: null, facebook: null });
    gatewayAnswers({ status: 200, body: { data: { status: false, message: '' } } });
    await expect(save()).resolves.toEqual({ data: { status: false, message: '' } });
    gatewayAnswers({ status: 200, body: { data: { status: 0, message: 'Such project id already exists' } } });
    await expect(save()).resolves.toMatchObject({ data: { status: false, message: 'Such project id already exists' } });
    gatewayAnswers({ status: 200, body: { data: { status: '1', message: 'Saved', user: USER } } });
    await expect(save()).resolves.toMatchObject({ data: { status: true, message: 'Saved', user: { id: 7 } } });
  });

  it('Profile save: an HTTP error shows its message plus data; a 5xx never shows the gateway\'s insides', async () => {
    const save = () => client().profile.save.mutate({ user_id: 7, name: 'Gale', email: 'gale@example.com', project_path: 'gale', last_name: null, phone: null, telegram: null, facebook: null });
    gatewayAnswers({ status: 422, body: { message: 'The given data was invalid.', data: { project_path: 'Such project id already exists' } } });
    const refused = await expectRefusal(save(), { code: 'UNPROCESSABLE_CONTENT', status: 422, message: 'The given data was invalid.' });
    expect(refused.data?.errors).toEqual({ project_path: ['Such project id already exists'] });
    gatewayAnswers({ status: 500, body: { message: 'SQLSTATE[23000] at /var/www/app.php:12', data: null } });
    await expectRefusal(save(), { code: 'BAD_GATEWAY', status: 502, message: 'The gateway could not complete the request. Please try again.' });
  });

  it('Start sync: service_response.success 0 is read (the screen shows "Error start sync!"), 1 with its status text', async () => {
    findsRecordRoute();
    const start = () => client().sync.start.mutate({ user_id: 7, integration_id: 11, date_from: '2026-01-01', date_to: '2026-01-07', full: false, ba_id: 3 });
    gatewayAnswers({ status: 200, body: { service_response: { success: 0, data: { status: 'Busy', sync_id: 0 } } } });
    await expect(start()).resolves.toMatchObject({ service_response: { success: 0 } });
    gatewayAnswers({ status: 200, body: { service_response: { success: '1', data: { status: 'Queued', sync_id: '5' } } } });
    await expect(start()).resolves.toEqual({ service_response: { success: 1, data: { status: 'Queued', sync_id: 5 } } });
  });

  it('Start sync and the ad-account switch: the server finds the route, and the gateway gets the spec\'s calls', async () => {
    findsRecordRoute();
    gatewayAnswers({ status: 200, body: { service_response: { success: 1, data: { status: 'Queued', sync_id: 5 } } } });
    const window = { date_from: '2026-01-01', date_to: '2026-01-07', full: false, ba_id: 3 };
    await client().sync.start.mutate({ ...window, user_id: 7, integration_id: 11 });
    await client().sync.startAccount.mutate({ ...window, user_id: 7, integration_id: 11, fb_id: 'act_9', account_id: 21 });
    const account = { id: 21, account_id: '9', fb_id: 'act_9', name: 'Main', balance: 0, currency: 'USD', is_active: true, date_finish_sync: null, status_last_sync: null };
    gatewayAnswers({ status: 200, body: { service_response: { success: 1, data: { ad_account: account } } } });
    await client().adAccounts.setStatus.mutate({ user_id: 7, ba_id: 3, integration_id: 11, ad_account_id: 21, status: true });
    const calls = received.filter((call) => !call.url.startsWith('/api/integrations_exports') && !call.url.startsWith('/api/all-services'));
    expect(calls.map((call) => [call.method, call.url, JSON.parse(call.body) as unknown])).toEqual([
      ['POST', '/api/admin/fb-sync/start-sync', { ...window, integration_id: 11 }],
      ['POST', '/api/admin/fb-sync/start-sync-account', { ...window, fb_id: 'act_9', account_id: 21 }],
      ['PATCH', '/api/fb-sync/ad-accounts', { user_id: 7, ad_account_id: 21, status: true }],
    ]);
    expect(received.filter((call) => call.url.startsWith('/api/integrations_exports?')).map((call) => call.url)).toEqual(Array(3).fill('/api/integrations_exports?user_id=7&ba_id=3'));
  });

  it('Switches: service_response.success 0 leaves the row, 1 (or "1", true) flips it', async () => {
    findsRecordRoute();
    const flip = () => client().integrations.setStatus.mutate({ ba_id: 3, user_id: 7, integration_id: 11, status: true });
    gatewayAnswers({ status: 200, body: { service_response: { success: 0, data: RECORD, message: 'Connect the CRM first' } } });
    await expect(flip()).resolves.toMatchObject({ service_response: { success: 0, message: 'Connect the CRM first' } });
    for (const success of [1, '1', true]) {
      gatewayAnswers({ status: 200, body: { service_response: { success, data: { ...RECORD, is_active: 1, id: '11' } } } });
      await expect(flip()).resolves.toMatchObject({ service_response: { success: 1, data: { id: 11, is_active: true } } });
    }
  });

  it('A status text beyond the documented ones is shown as it is', async () => {
    gatewayAnswers({ status: 200, body: { success: true, data: [{ ...RECORD, status: 'paused-by-vendor', status_last_sync: 'Partial' }] } });
    const list = await client().integrations.list.query({ user_id: 7 });
    expect(list.data[0]).toMatchObject({ status: 'paused-by-vendor', status_last_sync: 'Partial' });
  });

  it('403 from a protected call and 401 from an admin call keep their meaning', async () => {
    gatewayAnswers({ status: 403, body: { message: 'Forbidden', data: null } });
    await expectRefusal(client().businessAccounts.list.query({ user_id: 7 }), { code: 'FORBIDDEN', status: 403 });
    gatewayAnswers({ status: 401, body: { message: 'Unauthenticated.', data: null } });
    await expectRefusal(client().admin.users.query({ page: 1 }), { code: 'UNAUTHORIZED', status: 401 });
  });
});
