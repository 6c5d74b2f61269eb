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
import type { TTestEmulator } from '../../support/emulator-app';
import { countOf, createSeededEmulator, demoOf, recordsState, snapshot } from './fixtures/records';
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
