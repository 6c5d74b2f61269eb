// Integration info (CRM info, pages, forms with is_used, saved settings), a page's forms and
// questions, and saving settings inactive or active.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getForms, getIntegration, saveIntegration } from '../../../shared/contract/integrations';
import { ZErrorBody } from '../../../shared/contract/define';
import { VALIDATION_MESSAGES } from '../../../shared/validation/messages';
import type { TTestEmulator } from '../../support/emulator-app';
import { createSeededEmulator } from '../../support/emulator-app';
import { countOf, demoOf, recordsState, snapshot } from './fixtures/records';
import type { TDemo } from './fixtures/records';

let t: TTestEmulator;
let demo: TDemo;
/** The demo's Bluebird integrations: a fresh one, and a configured one using the first page's first form. */
let fresh: number;
let configured: number;
beforeEach(async () => {
  t = await createSeededEmulator();
  demo = await demoOf(t);
  [fresh, configured] = demo.integrationsOf(demo.bluebird) as [number, number];
});
afterEach(() => t.cleanup());

const info = (id: number | string, token = demo.clientToken, userId = demo.clientId) =>
  t.call('GET', `/api/integrations/${id}`, { token, query: { user_id: userId } });

const pagesOf = (id: number) =>
  t.sqlite.prepare('SELECT id, page_id FROM social_pages WHERE integration_id = ? ORDER BY id').all(id) as { id: number; page_id: string }[];
const formsOfPage = (pageRowId: number) =>
  t.sqlite.prepare('SELECT lead_form_id FROM lead_forms WHERE page_id = ? ORDER BY id').pluck().all(pageRowId) as string[];
const crmOf = (id: number) => ({
  funnel: t.sqlite.prepare('SELECT id FROM crm_funnels WHERE integration_id = ? ORDER BY id').pluck().get(id) as number,
  stage: t.sqlite
    .prepare('SELECT s.id FROM crm_stages s JOIN crm_funnels f ON f.id = s.funnel_id WHERE f.integration_id = ? ORDER BY f.id, s.id')
    .pluck()
    .get(id) as number,
  source: t.sqlite.prepare('SELECT id FROM crm_sources WHERE integration_id = ? ORDER BY id').pluck().get(id) as number,
  user: t.sqlite.prepare('SELECT id FROM crm_users WHERE integration_id = ? ORDER BY id').pluck().get(id) as number,
});

const settings = (integrationId: number, overrides: { activate?: boolean; page?: string | null; forms?: string[]; fieldsMap?: unknown[] } = {}) => {
  const [page] = pagesOf(integrationId);
  const crm = crmOf(integrationId);
  const pageId = overrides.page === undefined ? page?.page_id : overrides.page;
  const forms = overrides.forms ?? (page ? formsOfPage(page.id).slice(1, 2) : []);
  return {
    integration_id: integrationId,
    activate: overrides.activate ?? false,
    config: { create_lead: true, note: 'from test' },
    keepin_data: {
      ba_id: demo.bluebird,
      stage_id: crm.stage,
      source_id: crm.source,
      title: 'Lead from the form',
      total: 120.5,
      currency: 'EUR',
      lead_status: 'Open',
      main_responsible_id: crm.user,
      main_responsible_name: 'Someone',
      pipeline_id: crm.funnel,
      fields_map: overrides.fieldsMap ?? [
        { type: 'facebook', entity: 'contact', form_id: 'email', crm_id: 'contact_email', static_value: null },
        { type: 'facebook', entity: 'deal', form_id: 'custom', crm_id: 'deal_title', static_value: 'Facebook lead' },
        { type: 'crm', entity: 'deal', form_id: null, crm_id: 'deal_priority', static_value: 'high' },
      ],
    },
    facebook_data: {
      ba_id: demo.bluebird,
      page_id: pageId,
      created_by: demo.clientId,
      status: 'inactive',
      is_active: false,
      lead_forms: forms.map((lead_form_id) => ({ lead_form_id, status: 'inactive', is_active: false })),
    },
  };
};

const row = (type: string, crmId: string, formId: string | null, staticValue: string | null) => ({
  type,
  entity: crmId.split('_')[0],
  crm_id: crmId,
  form_id: formId,
  static_value: staticValue,
});
/** Auth data of the admin, never the client's to name. */
const foreignAuthId = () => t.sqlite.prepare('SELECT id FROM auth_data WHERE user_id = ? ORDER BY id').pluck().get(demo.adminId) as number;

describe('GET /api/integrations/{id}', () => {
  it('answers the CRM info, pages, the saved page’s forms and the saved settings', async () => {
    const { status, json } = await info(configured);
    expect(status).toBe(200);
    const data = getIntegration.response.parse(json).data;
    expect(data.integration.id).toBe(configured);
    expect(data.keepin.deal.funnels.length).toBeGreaterThan(0);
    expect(data.keepin.deal.stages.length).toBeGreaterThan(0);
    expect(data.keepin.deal.fields.find((field) => field.id === 'deal_priority')?.options.length).toBe(3);
    expect(data.keepin.contact.statuses).toEqual(['Lead', 'Customer', 'Archived']);
    expect(data.keepin.lead.fields.length).toBeGreaterThan(0);
    expect(data.keepin.users.length).toBeGreaterThanOrEqual(2);
    expect(data.fb_lf_page.data).toHaveLength(2);
    expect(data.config?.is_active).toBe(true);
    expect(data.config?.form_ids).toHaveLength(1);
    expect(data.fb_lf_forms.data.map((form) => form.lead_form_id)).toContain(data.config?.form_ids[0]);
    expect(data.config?.fields_map.find((row) => row.crm_id === 'deal_title')).toMatchObject({ form_id: 'custom', static_value: 'Lead from Facebook' });
  });

  it('marks a form used when ANOTHER integration’s config uses it, not its own', async () => {
    const own = getIntegration.response.parse((await info(configured)).json).data;
    const usedForm = own.config?.form_ids[0];
    expect(own.fb_lf_forms.data.find((form) => form.lead_form_id === usedForm)?.is_used).toBe(false);
    const freshInfo = getIntegration.response.parse((await info(fresh)).json).data;
    expect(freshInfo.config).toBeNull();
    expect(freshInfo.fb_lf_forms.data).toEqual([]);
    const [page] = freshInfo.fb_lf_page.data;
    const forms = await t.call('GET', '/api/get_forms', {
      token: demo.clientToken,
      query: { user_id: demo.clientId, integration_id: fresh, page_id: page?.page_id ?? '' },
    });
    const listed = getForms.response.parse(forms.json).data.forms;
    expect(listed.find((form) => form.lead_form_id === usedForm)?.is_used).toBe(true);
    expect(listed.filter((form) => form.is_used)).toHaveLength(1);
  });

  it('refuses exports, other business accounts’ and unknown integrations, other users and bad ids', async () => {
    expect((await info(demo.exportOf(demo.bluebird, 'fb-sync'))).status).toBe(404);
    expect((await info(demo.integrationsOf(demo.acme)[0] ?? 0)).status).toBe(404);
    expect((await info(999_999)).status).toBe(404);
    // A malformed id is a bad request naming its parameter (issue 39), not a missing record.
    const malformed = await info('abc');
    expect(malformed.status).toBe(422);
    expect(malformed.json?.message).toBe('id: Must be a number');
    expect((await info(configured, demo.clientToken, demo.adminId)).status).toBe(403);
    const admin = await info(configured, demo.adminToken, demo.adminId);
    expect(admin.status).toBe(200);
  });
});

describe('GET /api/get_forms', () => {
  it('answers a page’s forms and each question once', async () => {
    const [page] = pagesOf(fresh);
    const { status, json } = await t.call('GET', '/api/get_forms', {
      token: demo.clientToken,
      query: { user_id: demo.clientId, integration_id: fresh, page_id: page?.page_id ?? '' },
    });
    expect(status).toBe(200);
    const data = getForms.response.parse(json).data;
    expect(data.forms.map((form) => form.lead_form_id)).toEqual(formsOfPage(page?.id ?? 0));
    const keys = data.questions.map((question) => question.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('email');
  });

  it('refuses a page of another integration and foreign integrations', async () => {
    const [foreignPage] = pagesOf(demo.integrationsOf(demo.summit)[0] ?? 0);
    const call = (query: Record<string, string | number>) => t.call('GET', '/api/get_forms', { token: demo.clientToken, query });
    expect((await call({ user_id: demo.clientId, integration_id: fresh, page_id: foreignPage?.page_id ?? 'x' })).status).toBe(404);
    expect((await call({ user_id: demo.clientId, integration_id: fresh, page_id: '<script>' })).status).toBe(404);
    const [acmePage] = pagesOf(demo.integrationsOf(demo.acme)[0] ?? 0);
    expect((await call({ user_id: demo.clientId, integration_id: demo.integrationsOf(demo.acme)[0] ?? 0, page_id: acmePage?.page_id ?? 'x' })).status).toBe(404);
    expect((await call({ user_id: demo.clientId, integration_id: fresh })).status).toBe(422);
  });
});

describe('POST /api/integrations/save', () => {
  it.each([
    ['arrays', (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`],
    ['objects', (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`],
  ])('refuses a config of 10,000 nested %s with 400 and a message, changing nothing (issue 12, finding 7)', async (_kind, nest) => {
    const before = snapshot(t);
    const body = JSON.stringify({ ...settings(fresh), config: { deep: '__DEEP__' } }).replace('"__DEEP__"', nest(10_000));
    const { status, json } = await t.call('POST', '/api/integrations/save', { token: demo.clientToken, body });
    expect(status).toBe(400);
    expect(json?.message).toMatch(/nested too deeply/);
    expect(snapshot(t)).toEqual(before);
  });

  it('Save stores the settings inactive and leaves the integration as it was', async () => {
    const before = recordsState(t);
    const { status, json } = await t.call('POST', '/api/integrations/save', { token: demo.clientToken, body: settings(fresh) });
    expect(status).toBe(200);
    const saved = saveIntegration.response.parse(json).data;
    expect(saved).toMatchObject({ status: 'inactive', is_active: false, deal_name: 'Lead from the form', deal_amount: 120.5, deal_currency: 'EUR', create_lead: true });
    expect(saved.fields_map.map((row) => row.type)).toEqual(['facebook', 'facebook', 'crm']);
    expect(saved.fields_map[1]).toMatchObject({ form_id: 'custom', static_value: 'Facebook lead' });
    expect(recordsState(t)).toEqual(before);
    const reread = getIntegration.response.parse((await info(fresh)).json).data;
    expect(reread.config).toEqual(saved);
    expect(reread.fb_lf_forms.data.length).toBeGreaterThan(0);
    const stored = t.sqlite.prepare('SELECT type, entity, crm_id, form_id, static_value FROM integration_field_maps ORDER BY id DESC LIMIT 3').all();
    expect(stored.reverse()).toEqual(settings(fresh).keepin_data.fields_map);
  });

  it('Save and activate stores the settings active and switches the integration on', async () => {
    const { status, json } = await t.call('POST', '/api/integrations/save', { token: demo.clientToken, body: settings(fresh, { activate: true }) });
    expect(status).toBe(200);
    expect(saveIntegration.response.parse(json).data).toMatchObject({ status: 'active', is_active: true });
    expect(t.sqlite.prepare('SELECT is_active, status FROM integrations_exports WHERE id = ?').get(fresh)).toEqual({ is_active: 1, status: 'active' });
  });

  it('saving again replaces the forms and mapping rows', async () => {
    await t.call('POST', '/api/integrations/save', { token: demo.clientToken, body: settings(fresh) });
    const configs = countOf(t, 'SELECT count(*) FROM integration_configs');
    const { json } = await t.call('POST', '/api/integrations/save', {
      token: demo.clientToken,
      body: settings(fresh, { forms: [], page: null, fieldsMap: [] }),
    });
    expect(saveIntegration.response.parse(json).data).toMatchObject({ page_id: null, form_ids: [], fields_map: [] });
    expect(countOf(t, 'SELECT count(*) FROM integration_configs')).toBe(configs);
  });

  it.each([
    ['no page', { activate: true, page: null, forms: [] }, VALIDATION_MESSAGES.selectPage],
    ['no forms', { activate: true, forms: [] }, VALIDATION_MESSAGES.selectForm],
    ['no mapping rows', { activate: true, fieldsMap: [] }, VALIDATION_MESSAGES.createMapping],
    [
      'a row without a CRM field',
      { activate: true, fieldsMap: [{ type: 'facebook', entity: 'deal', form_id: 'email', crm_id: '', static_value: null }] },
      VALIDATION_MESSAGES.mappingCrmFieldEmpty,
    ],
    [
      'a social row without a form field',
      { activate: true, fieldsMap: [{ type: 'facebook', entity: 'deal', form_id: null, crm_id: 'deal_title', static_value: null }] },
      VALIDATION_MESSAGES.mappingFormFieldEmpty,
    ],
    [
      'a custom row without text',
      { activate: true, fieldsMap: [{ type: 'facebook', entity: 'deal', form_id: 'custom', crm_id: 'deal_title', static_value: ' ' }] },
      VALIDATION_MESSAGES.mappingTextEmpty,
    ],
  ])('Save and activate with %s is refused with the spec’s message, changing nothing', async (_case, overrides, message) => {
    const before = { ...snapshot(t), records: recordsState(t) };
    const { status, json } = await t.call('POST', '/api/integrations/save', { token: demo.clientToken, body: settings(fresh, overrides) });
    expect(status).toBe(422);
    expect(ZErrorBody.parse(json).message).toBe(message);
    expect({ ...snapshot(t), records: recordsState(t) }).toEqual(before);
  });

  it('refuses pages, forms and CRM choices that are not the integration’s, changing nothing', async () => {
    const before = { ...snapshot(t), records: recordsState(t) };
    const other = demo.integrationsOf(demo.summit)[0] ?? 0;
    const [otherPage] = pagesOf(other);
    const otherCrm = crmOf(other);
    const [ownPage, secondPage] = pagesOf(fresh);
    const cases: [Record<string, unknown>, string][] = [
      [settings(fresh, { page: otherPage?.page_id ?? 'x', forms: [] }), 'facebook_data.page_id'],
      [settings(fresh, { forms: formsOfPage(otherPage?.id ?? 0).slice(0, 1) }), 'facebook_data.lead_forms.0.lead_form_id'],
      [settings(fresh, { page: ownPage?.page_id ?? 'x', forms: formsOfPage(secondPage?.id ?? 0).slice(0, 1) }), 'facebook_data.lead_forms.0.lead_form_id'],
      [settings(fresh, { page: null, forms: formsOfPage(ownPage?.id ?? 0).slice(0, 1) }), 'facebook_data.page_id'],
      [{ ...settings(fresh), keepin_data: { ...settings(fresh).keepin_data, stage_id: otherCrm.stage } }, 'keepin_data.stage_id'],
      [{ ...settings(fresh), keepin_data: { ...settings(fresh).keepin_data, pipeline_id: otherCrm.funnel } }, 'keepin_data.pipeline_id'],
      [{ ...settings(fresh), keepin_data: { ...settings(fresh).keepin_data, source_id: otherCrm.source } }, 'keepin_data.source_id'],
      [{ ...settings(fresh), keepin_data: { ...settings(fresh).keepin_data, main_responsible_id: otherCrm.user } }, 'keepin_data.main_responsible_id'],
      [{ ...settings(fresh), keepin_data: { ...settings(fresh).keepin_data, ba_id: demo.summit } }, 'keepin_data.ba_id'],
      [{ ...settings(fresh), facebook_data: { ...settings(fresh).facebook_data, ba_id: demo.summit } }, 'facebook_data.ba_id'],
      [settings(fresh, { fieldsMap: [row('facebook', 'deal_nope', 'email', null)] }), 'keepin_data.fields_map.0.crm_id'],
      // A list field takes one of its CRM values (type crm); any other field a form field or custom text (spec §4).
      [settings(fresh, { fieldsMap: [row('facebook', 'deal_priority', 'email', null)] }), 'keepin_data.fields_map.0.type'],
      [settings(fresh, { fieldsMap: [row('crm', 'deal_title', null, 'high')] }), 'keepin_data.fields_map.0.type'],
      [settings(fresh, { fieldsMap: [row('crm', 'deal_priority', null, 'enormous')] }), 'keepin_data.fields_map.0.static_value'],
      // Custom text is a facebook row on the custom option, never a type of its own; prefixes match the entity.
      [settings(fresh, { fieldsMap: [row('custom', 'deal_title', 'custom', 'Hi')] }), 'keepin_data.fields_map.0.type'],
      [settings(fresh, { fieldsMap: [{ ...row('facebook', 'deal_title', 'email', null), entity: 'contact' }] }), 'keepin_data.fields_map.0.crm_id'],
      [{ ...settings(fresh), keepin_data: { ...settings(fresh).keepin_data, auth_id: foreignAuthId() } }, 'keepin_data.auth_id'],
      [{ ...settings(fresh), facebook_data: { ...settings(fresh).facebook_data, delivery_service_id: 999_999 } }, 'facebook_data.delivery_service_id'],
    ];
    for (const [body, field] of cases) {
      const { status, json } = await t.call('POST', '/api/integrations/save', { token: demo.clientToken, body });
      expect({ field, status }).toEqual({ field, status: 422 });
      expect(ZErrorBody.parse(json).errors?.[field]).toBeDefined();
    }
    expect({ ...snapshot(t), records: recordsState(t) }).toEqual(before);
  });

  it('refuses foreign integrations, exports, another user and malformed bodies', async () => {
    const before = { ...snapshot(t), records: recordsState(t) };
    const post = (body: unknown, token = demo.clientToken) => t.call('POST', '/api/integrations/save', { token, body });
    const acme = demo.integrationsOf(demo.acme)[0] ?? 0;
    expect((await post({ ...settings(fresh), integration_id: acme })).status).toBe(404);
    expect((await post({ ...settings(fresh), integration_id: demo.exportOf(demo.bluebird, 'fb-sync') })).status).toBe(404);
    expect((await post({ ...settings(fresh), facebook_data: { ...settings(fresh).facebook_data, created_by: demo.adminId } })).status).toBe(403);
    expect((await post('{"integration_id": 1,')).status).toBe(400);
    expect((await post({ integration_id: fresh })).status).toBe(422);
    expect((await post({ ...settings(fresh), keepin_data: { ...settings(fresh).keepin_data, total: 'lots' } })).status).toBe(422);
    expect((await post({ ...settings(fresh), keepin_data: { ...settings(fresh).keepin_data, fields_map: [{ type: 'sql' }] } })).status).toBe(422);
    expect((await t.call('POST', '/api/integrations/save', { body: settings(fresh) })).status).toBe(401);
    expect({ ...snapshot(t), records: recordsState(t) }).toEqual(before);
  });
});
