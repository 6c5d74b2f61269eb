// Services, auth data (list, add from the template, delete): success shapes parsed with the
// contract, and refusals that change nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addAuthData,
  deleteAuthData,
  deleteAuthDataOauth,
  getAuthData,
  listAllServices,
  listServices,
} from '../../../shared/contract/services';
import { ZErrorBody } from '../../../shared/contract/define';
import { SERVICE_PATHS } from '../../../shared/constants';
import { VALIDATION_MESSAGES } from '../../../shared/validation/messages';
import type { TTestEmulator } from '../../support/emulator-app';
import { createSeededEmulator } from '../../support/emulator-app';
import { addStranger, countOf, demoOf, recordsState, snapshot } from './fixtures/records';
import type { TDemo } from './fixtures/records';
import { startsDisabled } from '../../support/auth-data-body';

let t: TTestEmulator;
let demo: TDemo;
beforeEach(async () => {
  t = await createSeededEmulator();
  demo = await demoOf(t);
});
afterEach(() => t.cleanup());

const keepinBody = (overrides: Record<string, unknown> = {}) => ({
  created_by: demo.clientId,
  ba_id: demo.bluebird,
  receiving_service_id: demo.serviceId('keepin-crm'),
  service_type: 'integration',
  ...startsDisabled(),
  client_id: String(demo.clientId),
  api_key: 'key-123',
  subdomain: 'bluebird',
  use_sandbox: true,
  ...overrides,
});

describe('GET /api/services', () => {
  it.each(['export', 'sending'])('type %s lists the four export services with the user’s export records', async (type) => {
    const { status, json } = await t.call('GET', '/api/services', { token: demo.clientToken, query: { user_id: demo.clientId, type } });
    expect(status).toBe(200);
    const body = listServices.response.parse(json);
    expect(body.data.services.map((service) => service.service_path)).toEqual([...SERVICE_PATHS]);
    expect(body.data.integrations.length).toBeGreaterThan(0);
    for (const record of body.data.integrations) {
      expect(record.service_type).toBe('export');
      expect([demo.bluebird, demo.summit]).toContain(record.ba_id);
    }
  });

  it.each(['integration', 'receiving'])('type %s lists the receiving services with the user’s integrations', async (type) => {
    const { json } = await t.call('GET', '/api/services', { token: demo.clientToken, query: { user_id: demo.clientId, type } });
    const body = listServices.response.parse(json);
    expect(body.data.services.map((service) => service.service_path)).toEqual(['keepin-crm', 'sales-hub']);
    expect(body.data.services[0]?.auth_template).toContain('field_config');
    expect(body.data.integrations.every((record) => record.service_type === 'integration')).toBe(true);
    expect(body.data.integrations.every((record) => [demo.bluebird, demo.summit].includes(record.ba_id))).toBe(true);
  });

  it('refuses without a token, for another user, and for an unknown type', async () => {
    const anonymous = await t.call('GET', '/api/services', { query: { user_id: demo.clientId, type: 'export' } });
    expect(anonymous.status).toBe(401);
    const other = await t.call('GET', '/api/services', { token: demo.clientToken, query: { user_id: demo.adminId, type: 'export' } });
    expect(other.status).toBe(403);
    const unknown = await t.call('GET', '/api/services', { token: demo.clientToken, query: { user_id: demo.clientId, type: 'all' } });
    expect(unknown.status).toBe(422);
    expect(ZErrorBody.parse(unknown.json).errors?.type).toBeDefined();
    const missing = await t.call('GET', '/api/services', { token: demo.clientToken, query: { type: 'export' } });
    expect(missing.status).toBe(422);
  });
});

describe('GET /api/all-services', () => {
  it('lists every service', async () => {
    const { status, json } = await t.call('GET', '/api/all-services', { token: demo.clientToken });
    expect(status).toBe(200);
    expect(listAllServices.response.parse(json).data.services).toHaveLength(6);
  });

  it('refuses without a token', async () => {
    expect((await t.call('GET', '/api/all-services')).status).toBe(401);
  });
});

describe('GET /api/get-auth-data', () => {
  it('answers the caller’s saved entries without their values, optionally for one service', async () => {
    const { status, json } = await t.call('GET', '/api/get-auth-data', { token: demo.clientToken, query: { user_id: demo.clientId } });
    expect(status).toBe(200);
    const body = getAuthData.response.parse(json);
    expect(body.data).toHaveLength(2);
    expect(JSON.stringify(json)).not.toContain('fields');
    const keepin = await t.call('GET', '/api/get-auth-data', {
      token: demo.clientToken,
      query: { user_id: demo.clientId, service_id: demo.serviceId('keepin-crm') },
    });
    expect(getAuthData.response.parse(keepin.json).data.map((entry) => entry.service_id)).toEqual([demo.serviceId('keepin-crm')]);
  });

  it('refuses another user’s entries and a malformed id', async () => {
    expect((await t.call('GET', '/api/get-auth-data', { token: demo.clientToken, query: { user_id: demo.adminId } })).status).toBe(403);
    expect((await t.call('GET', '/api/get-auth-data', { token: demo.clientToken, query: { user_id: 'me' } })).status).toBe(422);
  });
});

describe('POST /api/add-auth-data', () => {
  it('saves the template values and creates the integration switched off and disabled, with its CRM info', async () => {
    const { status, json } = await t.call('POST', '/api/add-auth-data', { token: demo.clientToken, body: keepinBody() });
    expect(status).toBe(200);
    const body = addAuthData.response.parse(json);
    expect(body.success).toBe(true);
    const record = t.sqlite
      .prepare('SELECT service_type, is_active, status, receiving_service_id, ba_id, created_by, receiving_service_token FROM integrations_exports WHERE id = ?')
      .get(body.integrations_exports_id) as Record<string, unknown>;
    expect(record).toMatchObject({
      service_type: 'integration',
      is_active: 0,
      status: 'disabled',
      receiving_service_id: demo.serviceId('keepin-crm'),
      ba_id: demo.bluebird,
      created_by: demo.clientId,
    });
    expect(record.receiving_service_token).toEqual(expect.any(String));
    const saved = t.sqlite.prepare('SELECT fields, user_id FROM auth_data WHERE integrations_exports_id = ?').get(body.integrations_exports_id) as {
      fields: string;
      user_id: number;
    };
    expect(JSON.parse(saved.fields)).toEqual({ client_id: String(demo.clientId), api_key: 'key-123', subdomain: 'bluebird', use_sandbox: true });
    expect(countOf(t, 'SELECT count(*) FROM crm_funnels WHERE integration_id = ?', body.integrations_exports_id)).toBeGreaterThan(0);
    expect(countOf(t, 'SELECT count(*) FROM social_pages WHERE integration_id = ?', body.integrations_exports_id)).toBeGreaterThan(0);
  });

  it('takes an unticked checkbox as false and a numeric client id as text', async () => {
    const { use_sandbox: _unticked, ...body } = keepinBody({ client_id: demo.clientId });
    const { status, json } = await t.call('POST', '/api/add-auth-data', { token: demo.clientToken, body });
    expect(status).toBe(200);
    const id = addAuthData.response.parse(json).integrations_exports_id;
    const saved = t.sqlite.prepare('SELECT fields FROM auth_data WHERE integrations_exports_id = ?').pluck().get(id) as string;
    expect(JSON.parse(saved)).toMatchObject({ use_sandbox: false, client_id: String(demo.clientId) });
  });

  it('keeps hostile text as plain data', async () => {
    const hostile = `<script>alert(1)</script>' OR 1=1; --`;
    const { status, json } = await t.call('POST', '/api/add-auth-data', { token: demo.clientToken, body: keepinBody({ subdomain: hostile, name: hostile }) });
    expect(status).toBe(200);
    const id = addAuthData.response.parse(json).integrations_exports_id;
    expect(t.sqlite.prepare('SELECT name FROM auth_data WHERE integrations_exports_id = ?').pluck().get(id)).toBe(hostile);
  });

  it.each([
    ['a required field is missing', { api_key: undefined }, 'api_key', VALIDATION_MESSAGES.required],
    ['a required field is blank', { subdomain: '   ' }, 'subdomain', VALIDATION_MESSAGES.required],
    ['a checkbox is not a boolean', { use_sandbox: 'yes' }, 'use_sandbox', 'Must be true or false'],
    ['an unknown key is sent', { password: 'x' }, 'password', undefined],
    // Spec §3 "Auth data to create": a disabled, inactive start with the service's status and a domain.
    ['it starts active', { is_active: true }, 'is_active', 'New auth data starts inactive (is_active false)'],
    ['its status is not disabled', { status: 'active' }, 'status', "New auth data starts with status 'disabled'"],
    ['the domain is missing', { domain: undefined }, 'domain', VALIDATION_MESSAGES.required],
    ['the service status is missing', { sending_service_status: undefined }, 'sending_service_status', VALIDATION_MESSAGES.required],
    ['an export names no sending service', { service_type: 'export' }, 'sending_service_id', 'An export needs its sending service (sending_service_id)'],
  ])('refuses with 422 when %s, changing nothing', async (_case, overrides, field, message) => {
    const before = snapshot(t);
    const { status, json } = await t.call('POST', '/api/add-auth-data', { token: demo.clientToken, body: keepinBody(overrides) });
    expect(status).toBe(422);
    const body = ZErrorBody.parse(json);
    expect(body.errors?.[field]).toBeDefined();
    if (message) expect(body.errors?.[field]).toContain(message);
    expect(snapshot(t)).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"created_by":', 400],
    ['a JSON array', '[1,2]', 400],
  ])('refuses %s with %s', async (_case, raw, expected) => {
    const before = snapshot(t);
    const { status, json } = await t.call('POST', '/api/add-auth-data', { token: demo.clientToken, body: raw });
    expect(status).toBe(expected);
    ZErrorBody.parse(json);
    expect(snapshot(t)).toEqual(before);
  });

  it('refuses another user, a foreign business account, unknown or OAuth services and a wrong kind', async () => {
    const before = snapshot(t);
    const cases: [Record<string, unknown>, number][] = [
      [{ created_by: demo.adminId }, 403],
      [{ ba_id: demo.acme }, 403],
      [{ ba_id: 999_999 }, 404],
      [{ receiving_service_id: 999_999 }, 404],
      [{ receiving_service_id: demo.serviceId('fb-sync') }, 422],
      [{ receiving_service_id: undefined }, 422],
      [{ service_type: 'export', sending_service_id: demo.serviceId('keepin-crm') }, 422],
      [{ integrations_exports_id: demo.exportOf(demo.bluebird, 'fb-sync') }, 404],
      [{ integrations_exports_id: demo.integrationsOf(demo.acme)[0] }, 404],
    ];
    for (const [overrides, expected] of cases) {
      const { status, json } = await t.call('POST', '/api/add-auth-data', { token: demo.clientToken, body: keepinBody(overrides) });
      expect({ overrides, status }).toEqual({ overrides, status: expected });
      ZErrorBody.parse(json);
    }
    expect(snapshot(t)).toEqual(before);
  });

  it('completes an integration that came from a consent page instead of creating one', async () => {
    const [integrationId] = demo.integrationsOf(demo.bluebird);
    const before = countOf(t, 'SELECT count(*) FROM integrations_exports');
    const { status, json } = await t.call('POST', '/api/add-auth-data', {
      token: demo.clientToken,
      body: keepinBody({ integrations_exports_id: integrationId, receiving_service_id: demo.serviceId('sales-hub'), api_token: 'tok', client_id: undefined, api_key: undefined, subdomain: undefined, use_sandbox: undefined }),
    });
    expect(status).toBe(200);
    expect(addAuthData.response.parse(json).integrations_exports_id).toBe(integrationId);
    expect(countOf(t, 'SELECT count(*) FROM integrations_exports')).toBe(before);
    expect(t.sqlite.prepare('SELECT receiving_service_id FROM integrations_exports WHERE id = ?').pluck().get(integrationId)).toBe(
      demo.serviceId('sales-hub'),
    );
  });
});

describe('DELETE /api/delete-auth-data and /api/delete-auth-data-oauth', () => {
  const ownIntegration = () => {
    const [id] = demo.integrationsOf(demo.bluebird);
    return t.sqlite
      .prepare('SELECT id, receiving_service_token, sending_service_id, access_token FROM integrations_exports WHERE id = ?')
      .get(id) as { id: number; receiving_service_token: string; sending_service_id: number; access_token: string };
  };

  it('forgets the caller’s credentials by their token and switches the integration off', async () => {
    const record = ownIntegration();
    const { status, json } = await t.call('DELETE', '/api/delete-auth-data', {
      token: demo.clientToken,
      body: { receiving_service_token: record.receiving_service_token },
    });
    expect(status).toBe(200);
    deleteAuthData.response.parse(json);
    const after = t.sqlite.prepare('SELECT receiving_service_token, is_active FROM integrations_exports WHERE id = ?').get(record.id);
    expect(after).toEqual({ receiving_service_token: null, is_active: 0 });
  });

  it('revokes the caller’s OAuth grant', async () => {
    const record = ownIntegration();
    const { status, json } = await t.call('DELETE', '/api/delete-auth-data-oauth', {
      token: demo.clientToken,
      body: { sending_service_id: record.sending_service_id, access_token: record.access_token },
    });
    expect(status).toBe(200);
    deleteAuthDataOauth.response.parse(json);
    expect(t.sqlite.prepare('SELECT access_token FROM integrations_exports WHERE id = ?').pluck().get(record.id)).toBeNull();
  });

  it('answers 404 for another user’s token or an unknown one, changing nothing', async () => {
    const record = ownIntegration();
    const stranger = await addStranger(t);
    const before = recordsState(t);
    const cases = [
      ['/api/delete-auth-data', stranger.token, { receiving_service_token: record.receiving_service_token }],
      ['/api/delete-auth-data', demo.clientToken, { receiving_service_token: 'no-such-token' }],
      ['/api/delete-auth-data-oauth', stranger.token, { sending_service_id: record.sending_service_id, access_token: record.access_token }],
      ['/api/delete-auth-data-oauth', demo.clientToken, { sending_service_id: record.sending_service_id, access_token: 'nope' }],
    ] as const;
    for (const [path, token, body] of cases) {
      const { status, json } = await t.call('DELETE', path, { token, body });
      expect(status).toBe(404);
      ZErrorBody.parse(json);
    }
    expect((await t.call('DELETE', '/api/delete-auth-data', { token: demo.clientToken, body: {} })).status).toBe(422);
    expect(recordsState(t)).toEqual(before);
  });
});

describe('keys named after Object.prototype members (issue 12, finding 6)', () => {
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'])(
    'add-auth-data refuses a key "%s" with 422 naming it, never 500',
    async (key) => {
      const before = snapshot(t);
      const body = `${JSON.stringify(keepinBody()).slice(0, -1)},${JSON.stringify(key)}:"x"}`;
      const { status, json } = await t.call('POST', '/api/add-auth-data', { token: demo.clientToken, body });
      expect(status).toBe(422);
      expect(ZErrorBody.parse(json).errors?.[key]).toEqual(['This field is not part of the service’s auth template']);
      expect(snapshot(t)).toEqual(before);
    },
  );

  it('drops a "__proto__" key without touching any prototype', async () => {
    const body = `${JSON.stringify(keepinBody()).slice(0, -1)},"__proto__":{"polluted":"yes"}}`;
    const { status } = await t.call('POST', '/api/add-auth-data', { token: demo.clientToken, body });
    expect(status).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['constructor', 'toString', 'valueOf'])('a contract refusal whose field is "%s" is a 422, never 500', async (key) => {
    const body = `${JSON.stringify(keepinBody()).slice(0, -1)},${JSON.stringify(key)}:{"nested":[1]}}`;
    const { status, json } = await t.call('POST', '/api/add-auth-data', { token: demo.clientToken, body });
    expect(status).toBe(422);
    expect(ZErrorBody.parse(json).success).toBe(false);
  });
});
