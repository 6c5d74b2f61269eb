// integrations.*: the list, adding one through the consent page, switching, deleting, and the
// lead-form-to-CRM settings (info, a page's forms, save).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { allowConsentAt, expectRefusal, freshOwner, signIn } from '../../support/trpc-fixtures';
import type { TSignedIn } from '../../support/trpc-fixtures';
import { startTrpcTarget } from '../../support/trpc-target';
import type { TTrpcTarget } from '../../support/trpc-target';
import { startsDisabled } from '../../support/auth-data-body';
import { RECORD_NOT_FOUND_MESSAGE } from '../../../server/trpc/record-service-path';

let target: TTrpcTarget;
let client: TSignedIn;
let owner: Awaited<ReturnType<typeof freshOwner>>;
beforeAll(async () => {
  target = await startTrpcTarget();
  client = await signIn(target, DEMO_CLIENT);
  owner = await freshOwner(target, 'integrations');
});
afterAll(() => target?.close());

/** Adds an fb-sync integration to the owner's account the way the SPA does: add, then Allow. */
const addIntegration = async () => {
  const before = await owner.trpc.integrations.list.query({ user_id: owner.user.id });
  const started = await owner.trpc.integrations.add.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, service_path: 'fb-sync' });
  await allowConsentAt(target, started.service_response.data);
  const after = await owner.trpc.integrations.list.query({ user_id: owner.user.id });
  const known = new Set(before.data.map((record) => record.id));
  const added = after.data.find((record) => !known.has(record.id));
  if (!added) throw new Error('Allowing consent made no new integration');
  return added;
};

describe('integrations.list', () => {
  it("answers the caller's integrations only (no exports), optionally of one business account", async () => {
    const all = await client.trpc.integrations.list.query({ user_id: client.user.id });
    expect(all.success).toBe(true);
    expect(all.data.length).toBeGreaterThan(0);
    expect(all.data.every((record) => record.service_type === 'integration')).toBe(true);
    const baId = all.data[0]?.ba_id as number;
    const ofOne = await client.trpc.integrations.list.query({ user_id: client.user.id, ba_id: baId });
    expect(ofOne.data.length).toBeGreaterThan(0);
    expect(ofOne.data.every((record) => record.ba_id === baId && record.service_type === 'integration')).toBe(true);
  });

  it("refuses the list of a business account the caller is not a member of (403)", async () => {
    await expectRefusal(client.trpc.integrations.list.query({ user_id: client.user.id, ba_id: owner.ba.id }), {
      code: 'FORBIDDEN',
      status: 403,
    });
  });
});

describe('integrations.add, setStatus and remove', () => {
  it('answers a consent URL; allowing it creates the integration switched off', async () => {
    const started = await owner.trpc.integrations.add.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, service_path: 'fb-sync' });
    expect(started.service_response.success).toBe(1);
    expect(new URL(started.service_response.data).origin).toBe(new URL(target.gatewayUrl).origin);
    const location = await allowConsentAt(target, started.service_response.data);
    expect(location).toMatch(/\/integrations\/\d+\/step2$/);
    const list = await owner.trpc.integrations.list.query({ user_id: owner.user.id, ba_id: owner.ba.id });
    expect(list.data).toContainEqual(expect.objectContaining({ is_active: false, status: 'disabled', service_type: 'integration' }));
  });

  it('refuses switching on an integration still on step 2 (success 0 with the reason), then switches it on and off (success 1)', async () => {
    const record = await addIntegration();
    const refused = await owner.trpc.integrations.setStatus.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, integration_id: record.id, status: true });
    expect(refused.service_response).toMatchObject({ success: 0, message: expect.stringContaining('step 2'), data: { id: record.id, is_active: false } });
    const services = await owner.trpc.services.list.query({ user_id: owner.user.id, type: 'integration' });
    const salesHub = services.data.services.find((service) => service.service_path === 'sales-hub');
    if (!salesHub) throw new Error('The Sales Hub service is not in the catalogue');
    await owner.trpc.authData.add.mutate({
      integrations_exports_id: record.id,
      created_by: owner.user.id,
      ba_id: owner.ba.id,
      receiving_service_id: salesHub.id,
      service_type: 'integration',
      ...startsDisabled(),
      api_token: 'sh-token-0001',
    });
    const on = await owner.trpc.integrations.setStatus.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, integration_id: record.id, status: true });
    expect(on.service_response).toMatchObject({ success: 1, data: { id: record.id, is_active: true } });
    const off = await owner.trpc.integrations.setStatus.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, integration_id: record.id, status: false });
    expect(off.service_response.data.is_active).toBe(false);
  });

  it('switches by the record id alone: the server finds the sending service route (fb-sync)', async () => {
    const record = await addIntegration();
    const off = await owner.trpc.integrations.setStatus.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, integration_id: record.id, status: false });
    expect(off.service_response).toMatchObject({ success: 1, data: { id: record.id, sending_service_id: record.sending_service_id } });
  });

  it('deletes an integration by id_integration', async () => {
    const record = await addIntegration();
    const removed = await owner.trpc.integrations.remove.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, id_integration: record.id });
    expect(removed.service_response).toEqual({ success: 1, data: { id: record.id } });
    const list = await owner.trpc.integrations.list.query({ user_id: owner.user.id });
    expect(list.data.map((candidate) => candidate.id)).not.toContain(record.id);
  });

  it("refuses adding to someone else's business account (403) and an unknown service path (400)", async () => {
    await expectRefusal(client.trpc.integrations.add.mutate({ user_id: client.user.id, ba_id: owner.ba.id, service_path: 'fb-sync' }), {
      code: 'FORBIDDEN',
      status: 403,
    });
    const refusal = await expectRefusal(
      owner.trpc.integrations.add.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, service_path: '../admin' as never }),
      { code: 'BAD_REQUEST', status: 400, message: 'Unknown service path' },
    );
    expect(refusal.data?.zodError?.fieldErrors.service_path).toEqual(['Unknown service path']);
  });

  it("refuses switching or deleting someone else's integration (404 from one's own account, 403 naming theirs), changing nothing", async () => {
    const record = await addIntegration();
    const ownBa = (await client.trpc.integrations.list.query({ user_id: client.user.id })).data[0]?.ba_id as number;
    await expectRefusal(
      client.trpc.integrations.setStatus.mutate({ user_id: client.user.id, ba_id: ownBa, integration_id: record.id, status: true }),
      { code: 'NOT_FOUND', status: 404, message: RECORD_NOT_FOUND_MESSAGE },
    );
    await expectRefusal(client.trpc.integrations.remove.mutate({ user_id: client.user.id, ba_id: ownBa, id_integration: record.id }), {
      code: 'NOT_FOUND',
      status: 404,
    });
    await expectRefusal(client.trpc.integrations.remove.mutate({ user_id: client.user.id, ba_id: owner.ba.id, id_integration: record.id }), {
      code: 'FORBIDDEN',
      status: 403,
    });
    const list = await owner.trpc.integrations.list.query({ user_id: owner.user.id });
    expect(list.data).toContainEqual(expect.objectContaining({ id: record.id, is_active: false }));
  });
});

describe('secrets', () => {
  it('never answer a record\'s API key or tokens whole: four trailing characters at most', async () => {
    const isMasked = (value: string | null) => value === null || /^••••.{0,4}$/.test(value);
    const list = await client.trpc.integrations.list.query({ user_id: client.user.id });
    const services = await client.trpc.services.list.query({ user_id: client.user.id, type: 'integration' });
    const sending = await client.trpc.services.sending.query({ user_id: client.user.id });
    const record = list.data[0];
    if (!record) throw new Error('The demo client has no integration');
    const info = await client.trpc.integrations.info.query({ user_id: client.user.id, integration_id: record.id });
    const records = [...list.data, ...services.data.integrations, ...sending.data.integrations, info.data.integration];
    expect(records.some((candidate) => candidate.access_token !== null || candidate.receiving_service_token !== null)).toBe(true);
    for (const candidate of records) {
      expect([candidate.api_key, candidate.access_token, candidate.receiving_service_token].every(isMasked), JSON.stringify(candidate)).toBe(true);
    }
    const switched = await owner.trpc.integrations.setStatus.mutate({
      user_id: owner.user.id,
      ba_id: owner.ba.id,
      integration_id: (await addIntegration()).id,
      status: false,
    });
    expect(isMasked(switched.service_response.data.access_token)).toBe(true);
  });
});

describe('integrations.info, forms and save', () => {
  it('info answers the integration with its CRM info, social pages, forms and saved settings', async () => {
    const records = await client.trpc.integrations.list.query({ user_id: client.user.id });
    let found = false;
    for (const record of records.data) {
      const info = await client.trpc.integrations.info.query({ user_id: client.user.id, integration_id: record.id });
      expect(info.data.integration.id).toBe(record.id);
      expect(info.data).toHaveProperty('keepin.deal.funnels');
      expect(Array.isArray(info.data.fb_lf_forms.data)).toBe(true);
      const [page] = info.data.fb_lf_page.data;
      if (!page) continue;
      found = true;
      const forms = await client.trpc.integrations.forms.query({ user_id: client.user.id, integration_id: record.id, page_id: page.page_id });
      expect(forms.success).toBe(true);
      expect(forms.data.forms.length).toBeGreaterThan(0);
      expect(forms.data.forms[0]).toEqual({ lead_form_id: expect.any(String), name: expect.any(String), is_used: expect.any(Boolean) });
      expect(Array.isArray(forms.data.questions)).toBe(true);
      break;
    }
    expect(found, 'the demo client has an integration with a social page').toBe(true);
  });

  it('refuses a config nested 10,000 levels deep with 400 and a message, never 500 (issue 12, finding 7)', async () => {
    const record = await addIntegration();
    const payload = JSON.stringify({
      integration_id: record.id,
      config: { deep: '__DEEP__' },
      keepin_data: { ba_id: owner.ba.id, fields_map: [] },
      facebook_data: { ba_id: owner.ba.id, created_by: owner.user.id, lead_forms: [] },
    }).replace('"__DEEP__"', `${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    const response = await fetch(`${target.baseUrl}/trpc/integrations.save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: payload,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/nested too deeply/);
    expect((await fetch(`${target.baseUrl}/healthz`)).status).toBe(200);
  });

  it('save stores the settings inactive; with activate it runs the spec checks, then stores them active', async () => {
    const record = await addIntegration();
    // Step 2: the data reception service with its auth data, so the CRM reports its fields.
    const services = await owner.trpc.services.all.query();
    const crm = services.data.services.find((service) => service.type === 'integration' && service.auth_template !== null);
    if (!crm) throw new Error('No integration service with an auth template');
    const template = JSON.parse(crm.auth_template ?? '{}') as { field_config: Record<string, { type: string }> };
    await owner.trpc.authData.add.mutate({
      ...Object.fromEntries(Object.entries(template.field_config).map(([key, field]) => [key, field.type === 'boolean' ? true : `value-${key}`])),
      integrations_exports_id: record.id,
      created_by: owner.user.id,
      ba_id: owner.ba.id,
      receiving_service_id: crm.id,
      service_type: 'integration',
      ...startsDisabled(),
    });
    const info = await owner.trpc.integrations.info.query({ user_id: owner.user.id, integration_id: record.id });
    const page = info.data.fb_lf_page.data[0];
    if (!page) throw new Error('A new integration reports no social page');
    const forms = await owner.trpc.integrations.forms.query({ user_id: owner.user.id, integration_id: record.id, page_id: page.page_id });
    const [form] = forms.data.forms;
    const [question] = forms.data.questions;
    const dealField = info.data.keepin.deal.fields.find((field) => field.field_type !== 'list');
    if (!form || !question || !dealField) throw new Error('The page has no lead form or question, or the CRM no deal field');
    const payload = {
      integration_id: record.id,
      keepin_data: { ba_id: owner.ba.id, title: 'Deal from lead', currency: 'USD', total: 100, fields_map: [] },
      facebook_data: { ba_id: owner.ba.id, created_by: owner.user.id, page_id: page.page_id, lead_forms: [] },
    };

    const saved = await owner.trpc.integrations.save.mutate(payload);
    expect(saved).toMatchObject({ success: true, message: expect.any(String), data: { is_active: false, status: 'inactive' } });

    // Save and activate without a form: the gateway answers the spec's message for the form.
    const refusal = await expectRefusal(owner.trpc.integrations.save.mutate({ ...payload, activate: true }), {
      code: 'UNPROCESSABLE_CONTENT',
      status: 422,
      message: 'Select facebook form',
    });
    expect(refusal.data?.errors).toEqual({ 'facebook_data.lead_forms': ['Select facebook form'] });

    const activated = await owner.trpc.integrations.save.mutate({
      ...payload,
      activate: true,
      keepin_data: {
        ...payload.keepin_data,
        fields_map: [{ type: 'facebook', entity: 'deal', form_id: question.key, crm_id: dealField.id, static_value: null }],
      },
      facebook_data: { ...payload.facebook_data, lead_forms: [{ lead_form_id: form.lead_form_id, status: 'active', is_active: true }] },
    });
    expect(activated.data).toMatchObject({ is_active: true, status: 'active', page_id: page.page_id, form_ids: [form.lead_form_id] });
    const reread = await owner.trpc.integrations.info.query({ user_id: owner.user.id, integration_id: record.id });
    // Saved with the auth data step 2 made, though the payload named none.
    const [authEntry] = (await owner.trpc.authData.list.query({ user_id: owner.user.id, service_id: crm.id })).data;
    expect(reread.data.config).toMatchObject({ is_active: true, deal_name: 'Deal from lead', deal_currency: 'USD', auth_id: authEntry?.id });
    expect(reread.data.integration.is_active).toBe(true);
  });

  it("refuses someone else's integration (404) and a page it does not have (404)", async () => {
    const record = await addIntegration();
    await expectRefusal(client.trpc.integrations.info.query({ user_id: client.user.id, integration_id: record.id }), {
      code: 'NOT_FOUND',
      status: 404,
    });
    await expectRefusal(owner.trpc.integrations.forms.query({ user_id: owner.user.id, integration_id: record.id, page_id: 'no-such-page' }), {
      code: 'NOT_FOUND',
      status: 404,
      message: 'Page not found',
    });
  });

  it("refuses saving with a created_by that is not the caller (403)", async () => {
    const record = await addIntegration();
    await expectRefusal(
      owner.trpc.integrations.save.mutate({
        integration_id: record.id,
        keepin_data: { ba_id: owner.ba.id, fields_map: [] },
        facebook_data: { ba_id: owner.ba.id, created_by: client.user.id, lead_forms: [] },
      }),
      { code: 'FORBIDDEN', status: 403 },
    );
  });
});
