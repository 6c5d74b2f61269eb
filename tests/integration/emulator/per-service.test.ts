// The `{service_path}/users` calls (add an integration through consent, delete, switch, list)
// and `{service_path}/ba/users`.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addServiceUser,
  deleteServiceUser,
  listBaServiceUsers,
  listServiceUsers,
  setServiceUserStatus,
} from '../../../shared/contract/per-service';
import { ZErrorBody } from '../../../shared/contract/define';
import { INTEGRATION_WITHOUT_RECEIVER } from '../../../server/emulator/records/service-users';
import type { TTestEmulator } from '../../support/emulator-app';
import { createSeededEmulator } from '../../support/emulator-app';
import { countOf, demoOf, recordsState, snapshot } from './fixtures/records';
import type { TDemo } from './fixtures/records';

let t: TTestEmulator;
let demo: TDemo;
beforeEach(async () => {
  t = await createSeededEmulator();
  demo = await demoOf(t);
});
afterEach(() => t.cleanup());

describe('POST /api/{service_path}/users', () => {
  it('answers a consent URL and creates nothing yet', async () => {
    const before = snapshot(t);
    const { status, json } = await t.call('POST', '/api/fb-sync/users', { token: demo.clientToken, body: { user_id: demo.clientId, ba_id: demo.bluebird } });
    expect(status).toBe(200);
    expect(addServiceUser.response.parse(json).service_response.data).toMatch(/^http:\/\/portal\.test\/emulator\/consent\//);
    expect(snapshot(t)).toEqual(before);
  });

  it('refuses non-members, another user and unknown services', async () => {
    const post = (path: string, body: Record<string, unknown>) => t.call('POST', path, { token: demo.clientToken, body });
    expect((await post('/api/fb-sync/users', { user_id: demo.clientId, ba_id: demo.acme })).status).toBe(403);
    expect((await post('/api/fb-sync/users', { user_id: demo.adminId, ba_id: demo.bluebird })).status).toBe(403);
    expect((await post('/api/keepin-crm/users', { user_id: demo.clientId, ba_id: demo.bluebird })).status).toBe(404);
    expect((await post('/api/fb-sync/users', { user_id: demo.clientId })).status).toBe(422);
  });
});

describe('PATCH /api/{service_path}/users', () => {
  it('switches an integration on and off and answers service_response.success 1', async () => {
    const [integrationId] = demo.integrationsOf(demo.bluebird) as [number];
    for (const status of [true, false]) {
      const { status: code, json } = await t.call('PATCH', '/api/fb-sync/users', {
        token: demo.clientToken,
        body: { user_id: demo.clientId, integration_id: integrationId, status },
      });
      expect(code).toBe(200);
      const body = setServiceUserStatus.response.parse(json);
      expect(body.service_response.success).toBe(1);
      expect(body.service_response.data).toMatchObject({ id: integrationId, is_active: status, status: status ? 'active' : 'inactive' });
    }
  });

  it('will not switch on an integration still on step 2 (no receiving service): success 0, the reason, nothing changed', async () => {
    const started = await t.call('POST', '/api/fb-sync/users', { token: demo.clientToken, body: { user_id: demo.clientId, ba_id: demo.bluebird } });
    const consent = addServiceUser.response.parse(started.json).service_response.data;
    const allowed = await t.app.request(new URL(consent).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: 'allow' }).toString(),
    });
    const recordId = Number(/\/integrations\/(\d+)\/step2/.exec(allowed.headers.get('location') ?? '')?.[1]);
    const before = recordsState(t);
    const patch = (status: boolean) =>
      t.call('PATCH', '/api/fb-sync/users', { token: demo.clientToken, body: { user_id: demo.clientId, integration_id: recordId, status } });
    const refused = await patch(true);
    expect(refused.status).toBe(200);
    const body = setServiceUserStatus.response.parse(refused.json);
    expect(body.service_response).toMatchObject({ success: 0, message: INTEGRATION_WITHOUT_RECEIVER, data: { id: recordId, is_active: false } });
    expect(recordsState(t)).toEqual(before);
    // Switching off is always possible.
    expect(setServiceUserStatus.response.parse((await patch(false)).json).service_response.success).toBe(1);
  });

  it('refuses foreign, unknown and other-service records and another user, changing nothing', async () => {
    const before = recordsState(t);
    const [own] = demo.integrationsOf(demo.bluebird) as [number];
    const cases: [string, Record<string, unknown>, number][] = [
      ['fb-sync', { user_id: demo.clientId, integration_id: demo.integrationsOf(demo.acme)[0], status: true }, 404],
      ['fb-sync', { user_id: demo.clientId, integration_id: 999_999, status: true }, 404],
      ['pd-sync', { user_id: demo.clientId, integration_id: own, status: true }, 404],
      ['fb-sync', { user_id: demo.adminId, integration_id: own, status: true }, 403],
      ['fb-sync', { user_id: demo.clientId, integration_id: own, status: null }, 422],
    ];
    for (const [path, body, expected] of cases) {
      const { status, json } = await t.call('PATCH', `/api/${path}/users`, { token: demo.clientToken, body });
      expect({ path, body, status }).toEqual({ path, body, status: expected });
      ZErrorBody.parse(json);
    }
    expect(recordsState(t)).toEqual(before);
  });
});

describe('DELETE /api/{service_path}/users', () => {
  it('deletes a record of the caller’s business account with its ad accounts and insights', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'fb-sync');
    const accounts = demo.adAccountsOf(exportId);
    const { status, json } = await t.call('DELETE', '/api/fb-sync/users', {
      token: demo.clientToken,
      body: { user_id: demo.clientId, integration_id: exportId },
    });
    expect(status).toBe(200);
    expect(deleteServiceUser.response.parse(json).service_response).toEqual({ success: 1, data: { id: exportId } });
    expect(countOf(t, 'SELECT count(*) FROM integrations_exports WHERE id = ?', exportId)).toBe(0);
    expect(countOf(t, 'SELECT count(*) FROM insights_daily WHERE ad_account_id IN (SELECT value FROM json_each(?))', JSON.stringify(accounts))).toBe(0);
  });

  it('refuses another business account’s record, unknown ids and another user, deleting nothing', async () => {
    const before = snapshot(t);
    const del = (body: Record<string, unknown>) => t.call('DELETE', '/api/fb-sync/users', { token: demo.clientToken, body });
    expect((await del({ user_id: demo.clientId, integration_id: demo.exportOf(demo.acme, 'fb-sync') })).status).toBe(404);
    expect((await del({ user_id: demo.clientId, integration_id: 999_999 })).status).toBe(404);
    expect((await del({ user_id: demo.adminId, integration_id: demo.exportOf(demo.bluebird, 'fb-sync') })).status).toBe(403);
    expect((await del({ user_id: demo.clientId, integration_id: -1 })).status).toBe(422);
    expect((await t.call('DELETE', '/api/fb-sync/users', { token: demo.clientToken, body: 'not json' })).status).toBe(400);
    expect(snapshot(t)).toEqual(before);
  });
});

describe('GET /api/{service_path}/users and /ba/users', () => {
  it('lists the service’s records of the user’s business accounts, or of one', async () => {
    const all = await t.call('GET', '/api/fb-sync/users', { token: demo.clientToken, query: { user_id: demo.clientId } });
    expect(all.status).toBe(200);
    const records = listServiceUsers.response.parse(all.json).service_response.data;
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((record) => record.sending_service_id === demo.serviceId('fb-sync'))).toBe(true);
    expect(new Set(records.map((record) => record.ba_id))).toEqual(new Set([demo.bluebird, demo.summit]));

    const one = await t.call('GET', '/api/fb-sync/users', { token: demo.clientToken, query: { user_id: demo.clientId, ba_id: demo.summit } });
    expect(listServiceUsers.response.parse(one.json).service_response.data.every((record) => record.ba_id === demo.summit)).toBe(true);

    const ba = await t.call('GET', '/api/pd-sync/ba/users', { token: demo.clientToken, query: { user_id: demo.clientId, ba_id: demo.bluebird } });
    const baRecords = listBaServiceUsers.response.parse(ba.json).service_response.data;
    expect(baRecords.map((record) => record.id)).toEqual([demo.exportOf(demo.bluebird, 'pd-sync')]);
  });

  it('refuses foreign business accounts and another user', async () => {
    const get = (path: string, query: Record<string, number>) => t.call('GET', path, { token: demo.clientToken, query });
    expect((await get('/api/fb-sync/users', { user_id: demo.clientId, ba_id: demo.acme })).status).toBe(403);
    expect((await get('/api/fb-sync/ba/users', { user_id: demo.clientId, ba_id: demo.acme })).status).toBe(403);
    expect((await get('/api/fb-sync/ba/users', { user_id: demo.clientId, ba_id: 999_999 })).status).toBe(404);
    expect((await get('/api/fb-sync/users', { user_id: demo.adminId })).status).toBe(403);
    expect((await get('/api/fb-sync/ba/users', { user_id: demo.clientId })).status).toBe(422);
  });

  it('leaves /api/admin/users to the admin directory (registered first)', async () => {
    const { status, json } = await t.call('GET', '/api/admin/users', { token: demo.clientToken, query: { user_id: demo.clientId } });
    expect(status).toBe(403);
    expect(ZErrorBody.parse(json).message).toBe('This action is for admins only');
  });
});

describe('hostile input to every endpoint of these domains', () => {
  const HOSTILE: unknown[] = [
    '',
    ' ',
    '-1',
    '1e308',
    '9'.repeat(40),
    'NaN',
    '<script>alert(1)</script>',
    "1' OR '1'='1",
    '../../etc/passwd',
    '\u0000',
    'x'.repeat(5000),
    null,
    true,
    -5,
    1.5,
    Number.MAX_SAFE_INTEGER,
    [1, 2],
    { $gt: '' },
  ];

  /** The request fields of an endpoint (both sides of an intersection). */
  const fieldsOf = (schema: any): string[] => {
    if (schema?.shape) return Object.keys(schema.shape);
    if (schema?.def?.left) return [...fieldsOf(schema.def.left), ...fieldsOf(schema.def.right)];
    return [];
  };

  /** Sends every field of each endpoint, one at a time, set to each hostile value; answers the 5xx answers. */
  const probe = async (names: readonly string[], token: string, userId: number): Promise<string[]> => {
    const { endpoints } = await import('../../../shared/contract/endpoints');
    const { fillPath, pathParamNames } = await import('../../../shared/contract/define');
    const failures: string[] = [];
    for (const name of names) {
      const endpoint = (endpoints as Record<string, any>)[name];
      expect(endpoint, name).toBeDefined();
      const params = pathParamNames(endpoint.path);
      for (const value of HOSTILE) {
        for (const field of fieldsOf(endpoint.request)) {
          const input: Record<string, unknown> = { user_id: userId, service_path: 'fb-sync', id: 1, [field]: value };
          const pathValues = Object.fromEntries(params.map((param) => [param, String(input[param] ?? 'x') || 'x']));
          const { path, rest } = fillPath(endpoint.path, { ...input, ...pathValues });
          const query =
            endpoint.method === 'GET'
              ? Object.fromEntries(Object.entries(rest).map(([key, raw]) => [key, typeof raw === 'string' ? raw : JSON.stringify(raw)]))
              : undefined;
          const { status } = await t.call(endpoint.method, path, { token, ...(query ? { query } : { body: rest }) });
          if (status >= 500) failures.push(`${name} ${field}=${JSON.stringify(value).slice(0, 40)} → ${status}`);
        }
      }
    }
    return failures;
  };

  it('never answers 5xx, and a client changes nothing with it', async () => {
    const before = snapshot(t);
    const failures = await probe(
      [
        'listServices', 'listAllServices', 'getAuthData', 'listIntegrationsExports', 'startExport', 'addAuthData', 'deleteAuthData',
        'deleteAuthDataOauth', 'changeExportStatus', 'getIntegration', 'getForms', 'saveIntegration', 'getInsights', 'refreshInsights',
        'listAdAccounts', 'refreshAdAccounts', 'setAdAccountStatus', 'addServiceUser', 'deleteServiceUser', 'setServiceUserStatus',
        'listServiceUsers', 'listBaServiceUsers', 'adminBusinessAccountServices', 'adminStartSync', 'adminStartSyncAccount',
      ],
      demo.clientToken,
      demo.clientId,
    );
    expect(failures).toEqual([]);
    expect(snapshot(t)).toEqual(before);
  }, 120_000);

  it('never answers 5xx to an admin either', async () => {
    const { waitForAllSyncJobs } = await import('../../../server/emulator/sync/runner');
    const failures = await probe(['adminBusinessAccountServices', 'adminStartSync', 'adminStartSyncAccount'], demo.adminToken, demo.adminId);
    await waitForAllSyncJobs(t.db);
    expect(failures).toEqual([]);
  }, 120_000);
});
