// The caller's integration/export records, switching an export, and starting one (the answer
// is a consent URL on this server).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeExportStatus, listIntegrationsExports, startExport } from '../../../shared/contract/services';
import { ZIntegrationExport } from '../../../shared/contract/common';
import { ZErrorBody } from '../../../shared/contract/define';
import type { TTestEmulator } from '../../support/emulator-app';
import { createSeededEmulator } from '../../support/emulator-app';
import { demoOf, recordsState, snapshot } from './fixtures/records';
import type { TDemo } from './fixtures/records';

let t: TTestEmulator;
let demo: TDemo;
beforeEach(async () => {
  t = await createSeededEmulator();
  demo = await demoOf(t);
});
afterEach(() => t.cleanup());

describe('GET /api/integrations_exports', () => {
  it('answers the records of the caller’s business accounts only', async () => {
    const { status, json } = await t.call('GET', '/api/integrations_exports', { token: demo.clientToken, query: { user_id: demo.clientId } });
    expect(status).toBe(200);
    const records = listIntegrationsExports.response.parse(json).data;
    expect(new Set(records.map((record) => record.ba_id))).toEqual(new Set([demo.bluebird, demo.summit]));
    expect(records.some((record) => record.service_type === 'export')).toBe(true);
    expect(records.some((record) => record.service_type === 'integration')).toBe(true);
  });

  it('filters by business account and by type', async () => {
    const { json } = await t.call('GET', '/api/integrations_exports', {
      token: demo.clientToken,
      query: { user_id: demo.clientId, ba_id: demo.summit, service_type: 'export' },
    });
    const records = listIntegrationsExports.response.parse(json).data;
    expect(records).toHaveLength(4);
    expect(records.every((record) => record.ba_id === demo.summit && record.service_type === 'export')).toBe(true);
    expect(records.map((record) => record.service.service_path).sort()).toEqual(['fb-sync', 'google-ads', 'pd-sync', 'ws-sync']);
  });

  it('shapes every record with explicit fields only', async () => {
    const { json } = await t.call('GET', '/api/integrations_exports', { token: demo.clientToken, query: { user_id: demo.clientId } });
    for (const record of json?.data ?? []) {
      expect(Object.keys(record).sort()).toEqual(Object.keys(ZIntegrationExport.shape).sort());
    }
  });

  it('refuses a business account the caller is not in, an unknown one, another user and a bad type', async () => {
    const call = (query: Record<string, string | number>) => t.call('GET', '/api/integrations_exports', { token: demo.clientToken, query });
    expect((await call({ user_id: demo.clientId, ba_id: demo.acme })).status).toBe(403);
    expect((await call({ user_id: demo.clientId, ba_id: 999_999 })).status).toBe(404);
    expect((await call({ user_id: demo.adminId })).status).toBe(403);
    const bad = await call({ user_id: demo.clientId, service_type: 'sending' });
    expect(bad.status).toBe(422);
    ZErrorBody.parse(bad.json);
  });

  it('lets an admin read any business account', async () => {
    const { status, json } = await t.call('GET', '/api/integrations_exports', {
      token: demo.adminToken,
      query: { user_id: demo.adminId, ba_id: demo.bluebird },
    });
    expect(status).toBe(200);
    expect(listIntegrationsExports.response.parse(json).data.every((record) => record.ba_id === demo.bluebird)).toBe(true);
  });
});

describe('PATCH /api/change-export-status', () => {
  it('switches an export on and off and answers the record', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'pd-sync');
    for (const status of [true, false, 1, 0]) {
      const { status: code, json } = await t.call('PATCH', '/api/change-export-status', {
        token: demo.clientToken,
        body: { created_by: demo.clientId, export_id: exportId, status },
      });
      expect(code).toBe(200);
      const record = changeExportStatus.response.parse(json).data;
      expect(record.is_active).toBe(Boolean(status));
      expect(record.status).toBe(status ? 'active' : 'inactive');
      expect(t.sqlite.prepare('SELECT is_active FROM integrations_exports WHERE id = ?').pluck().get(exportId)).toBe(status ? 1 : 0);
    }
  });

  it('refuses foreign, unknown and non-export records, another user and bad values, changing nothing', async () => {
    const before = recordsState(t);
    const own = demo.exportOf(demo.bluebird, 'pd-sync');
    const cases: [Record<string, unknown>, number][] = [
      [{ created_by: demo.clientId, export_id: demo.exportOf(demo.acme, 'fb-sync'), status: true }, 404],
      [{ created_by: demo.clientId, export_id: 999_999, status: true }, 404],
      [{ created_by: demo.clientId, export_id: demo.integrationsOf(demo.bluebird)[0], status: true }, 404],
      [{ created_by: demo.adminId, export_id: own, status: true }, 403],
      [{ created_by: demo.clientId, export_id: own, status: 'maybe' }, 422],
      [{ created_by: demo.clientId, export_id: 'DROP TABLE', status: true }, 422],
      [{ created_by: demo.clientId, status: true }, 422],
    ];
    for (const [body, expected] of cases) {
      const { status, json } = await t.call('PATCH', '/api/change-export-status', { token: demo.clientToken, body });
      expect({ body, status }).toEqual({ body, status: expected });
      ZErrorBody.parse(json);
    }
    expect(recordsState(t)).toEqual(before);
  });
});

describe('GET /api/{service_path}/state', () => {
  it('answers a consent URL on this server for each export service', async () => {
    for (const path of ['fb-sync', 'pd-sync', 'ws-sync', 'google-ads']) {
      const { status, json } = await t.call('GET', `/api/${path}/state`, {
        token: demo.clientToken,
        query: { user_id: demo.clientId, ba_id: demo.bluebird },
      });
      expect(status).toBe(200);
      const url = startExport.response.parse(json).service_response.data;
      expect(url).toMatch(/^http:\/\/portal\.test\/emulator\/consent\/[\w.-]+$/);
      expect(json?.service_response.success).toBe(1);
    }
  });

  it('creates nothing until the consent page is answered', async () => {
    const before = snapshot(t);
    await t.call('GET', '/api/fb-sync/state', { token: demo.clientToken, query: { user_id: demo.clientId, ba_id: demo.bluebird } });
    expect(snapshot(t)).toEqual(before);
  });

  it('refuses non-members, unknown accounts, services and exports, and another user', async () => {
    const call = (path: string, query: Record<string, number | string>) => t.call('GET', path, { token: demo.clientToken, query });
    const base = { user_id: demo.clientId, ba_id: demo.bluebird };
    expect((await call('/api/fb-sync/state', { ...base, ba_id: demo.acme })).status).toBe(403);
    expect((await call('/api/fb-sync/state', { ...base, ba_id: 999_999 })).status).toBe(404);
    expect((await call('/api/no-such-service/state', base)).status).toBe(404);
    expect((await call('/api/fb-sync/state', { ...base, user_id: demo.adminId })).status).toBe(403);
    expect((await call('/api/fb-sync/state', { ...base, integrations_exports_id: demo.exportOf(demo.acme, 'fb-sync') })).status).toBe(404);
    expect((await call('/api/fb-sync/state', { ...base, integrations_exports_id: demo.exportOf(demo.bluebird, 'pd-sync') })).status).toBe(404);
    expect((await call('/api/fb-sync/state', { ...base, ba_id: 'abc' })).status).toBe(422);
  });
});
