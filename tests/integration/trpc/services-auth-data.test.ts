// services.* and authData.*: the services to connect, and saved credentials for a service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '../../../shared/constants';
import type { TService } from '../../../shared/contract/common';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { expectRefusal, freshOwner, signIn, uniqueSuffix } from '../../support/trpc-fixtures';
import type { TSignedIn } from '../../support/trpc-fixtures';
import { startTrpcTarget } from '../../support/trpc-target';
import type { TTrpcTarget } from '../../support/trpc-target';
import { startsDisabled } from '../../support/auth-data-body';

let target: TTrpcTarget;
let client: TSignedIn;
beforeAll(async () => {
  target = await startTrpcTarget();
  client = await signIn(target, DEMO_CLIENT);
});
afterAll(() => target?.close());

/** The fields of a service's auth template, filled in as the generated form would. */
const templateValues = (service: TService) => {
  const template = JSON.parse(service.auth_template ?? '{}') as { field_config?: Record<string, { type: string }> };
  return Object.fromEntries(
    Object.entries(template.field_config ?? {}).map(([key, field]) => [key, field.type === 'boolean' ? true : `value-${key}`]),
  );
};

describe('services', () => {
  it('list answers the active services of a kind with the caller’s records of them', async () => {
    const answer = await client.trpc.services.list.query({ user_id: client.user.id, type: 'export' });
    expect(answer.success).toBe(true);
    expect(answer.data.services.length).toBeGreaterThan(0);
    expect(answer.data.services.every((service) => service.type === 'export' && service.is_active)).toBe(true);
    expect(answer.data.integrations.every((record) => record.service_type === 'export')).toBe(true);
  });

  it("all answers every service, each of the spec's service paths among them", async () => {
    const answer = await client.trpc.services.all.query();
    const paths = answer.data.services.map((service) => service.service_path);
    expect(paths).toEqual(expect.arrayContaining([...SERVICE_PATHS]));
  });

  it("sending answers the services of kind 'sending' (the export services) with the caller’s records", async () => {
    const answer = await client.trpc.services.sending.query({ user_id: client.user.id });
    const exportsList = await client.trpc.services.list.query({ user_id: client.user.id, type: 'export' });
    expect(answer.data.services.map((service) => service.id)).toEqual(exportsList.data.services.map((service) => service.id));
    expect(Array.isArray(answer.data.integrations)).toBe(true);
  });

  it('refuses an unknown kind (400) and another user’s services (403)', async () => {
    await expectRefusal(client.trpc.services.list.query({ user_id: client.user.id, type: 'everything' as never }), {
      code: 'BAD_REQUEST',
      status: 400,
      message: 'Unknown service type',
    });
    const owner = await freshOwner(target, 'services-other');
    await expectRefusal(client.trpc.services.sending.query({ user_id: owner.user.id }), { code: 'FORBIDDEN', status: 403 });
  });

  it('refuses every call without a token (401)', async () => {
    await expectRefusal(target.client().services.all.query(), { code: 'UNAUTHORIZED', status: 401 });
  });
});

describe('authData', () => {
  it("list answers the caller's saved auth entries (id, name, service_id), optionally of one service", async () => {
    const all = await client.trpc.authData.list.query({ user_id: client.user.id });
    expect(all.success).toBe(true);
    expect(all.data.length).toBeGreaterThan(0);
    expect(all.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String), service_id: expect.any(Number) });
    const serviceId = all.data[0]?.service_id as number;
    const ofOne = await client.trpc.authData.list.query({ user_id: client.user.id, service_id: serviceId });
    expect(ofOne.data.length).toBeGreaterThan(0);
    expect(ofOne.data.every((entry) => entry.service_id === serviceId)).toBe(true);
  });

  it('add saves the template fields and creates the integration disabled and switched off', async () => {
    const owner = await freshOwner(target, 'auth-data');
    const services = await owner.trpc.services.all.query();
    const crm = services.data.services.find((service) => service.type === 'integration' && service.auth_template !== null);
    if (!crm) throw new Error('No integration service with an auth template');
    const name = `Auth ${uniqueSuffix()}`;
    const added = await owner.trpc.authData.add.mutate({
      ...templateValues(crm),
      created_by: owner.user.id,
      ba_id: owner.ba.id,
      receiving_service_id: crm.id,
      service_type: 'integration',
      ...startsDisabled(),
      name,
    });
    expect(added).toMatchObject({ success: true, message: expect.any(String), integrations_exports_id: expect.any(Number) });
    const entries = await owner.trpc.authData.list.query({ user_id: owner.user.id, service_id: crm.id });
    expect(entries.data.map((entry) => entry.name)).toContain(name);
    const records = await owner.trpc.integrations.list.query({ user_id: owner.user.id });
    expect(records.data).toContainEqual(
      expect.objectContaining({ id: added.integrations_exports_id, is_active: false, status: 'disabled', receiving_service_id: crm.id }),
    );
  });

  it("passes on the gateway's message for a missing template field (422) and refuses a foreign business account (403)", async () => {
    const owner = await freshOwner(target, 'auth-data-refused');
    const services = await owner.trpc.services.all.query();
    const crm = services.data.services.find((service) => service.type === 'integration' && service.auth_template !== null);
    if (!crm) throw new Error('No integration service with an auth template');
    const values = templateValues(crm);
    const textField = Object.keys(values).find((key) => typeof values[key] === 'string');
    if (!textField) throw new Error('The auth template has no text field');
    const refusal = await expectRefusal(
      owner.trpc.authData.add.mutate({ ...values, [textField]: '', created_by: owner.user.id, ba_id: owner.ba.id, receiving_service_id: crm.id, service_type: 'integration', ...startsDisabled() }),
      { code: 'UNPROCESSABLE_CONTENT', status: 422, message: /The field must not be empty/ },
    );
    expect(refusal.data?.errors?.[textField]).toEqual(['The field must not be empty']);
    await expectRefusal(
      client.trpc.authData.add.mutate({ ...values, created_by: client.user.id, ba_id: owner.ba.id, receiving_service_id: crm.id, service_type: 'integration', ...startsDisabled() }),
      { code: 'FORBIDDEN', status: 403 },
    );
  });

  it('add with a saved entry (auth_id) completes step 2 with its stored values; a foreign or unknown entry is 404', async () => {
    const owner = await freshOwner(target, 'auth-reuse');
    const services = await owner.trpc.services.all.query();
    const crm = services.data.services.find((service) => service.type === 'integration' && service.auth_template !== null);
    if (!crm) throw new Error('No integration service with an auth template');
    const first = await owner.trpc.authData.add.mutate({
      ...templateValues(crm),
      created_by: owner.user.id,
      ba_id: owner.ba.id,
      receiving_service_id: crm.id,
      service_type: 'integration',
      ...startsDisabled(),
    });
    const [entry] = (await owner.trpc.authData.list.query({ user_id: owner.user.id, service_id: crm.id })).data;
    if (!entry) throw new Error('The first add saved no entry');
    const reused = await owner.trpc.authData.add.mutate({
      created_by: owner.user.id,
      ba_id: owner.ba.id,
      receiving_service_id: crm.id,
      service_type: 'integration',
      ...startsDisabled(),
      auth_id: entry.id,
    });
    expect(reused.integrations_exports_id).not.toBe(first.integrations_exports_id);
    // No second entry: the saved one was used.
    expect((await owner.trpc.authData.list.query({ user_id: owner.user.id, service_id: crm.id })).data).toHaveLength(1);
    const records = await owner.trpc.integrations.list.query({ user_id: owner.user.id });
    expect(records.data).toContainEqual(expect.objectContaining({ id: reused.integrations_exports_id, receiving_service_id: crm.id }));
    const clientEntries = await client.trpc.authData.list.query({ user_id: client.user.id });
    const foreign = clientEntries.data[0]?.id ?? 999_999;
    for (const auth_id of [foreign, 999_999]) {
      await expectRefusal(
        owner.trpc.authData.add.mutate({ created_by: owner.user.id, ba_id: owner.ba.id, receiving_service_id: crm.id, service_type: 'integration', ...startsDisabled(), auth_id }),
        { code: 'NOT_FOUND', status: 404 },
      );
    }
  });

  it('test answers step by step: a key of the right shape connects, a wrong shape is refused at the credentials step; nothing is stored', async () => {
    const services = await client.trpc.services.all.query();
    const keepin = services.data.services.find((service) => service.service_path === 'keepin-crm');
    if (!keepin) throw new Error('The Keepin CRM service is not in the catalogue');
    const before = await client.trpc.authData.list.query({ user_id: client.user.id });
    const values = { client_id: String(client.user.id), subdomain: 'acme', use_sandbox: false };
    const good = await client.trpc.authData.test.mutate({ service_id: keepin.id, ...values, api_key: 'kp_live_0123456789abcdef' });
    expect(good.data).toEqual({
      is_connected: true,
      steps: [
        { step: 'reach', is_ok: true, message: 'Reached Keepin CRM.' },
        { step: 'credentials', is_ok: true, message: 'Credentials accepted.' },
        { step: 'pipelines', is_ok: true, message: expect.stringMatching(/^Read \d+ pipelines\.$/) },
      ],
    });
    const bad = await client.trpc.authData.test.mutate({ service_id: keepin.id, ...values, api_key: 'short key!' });
    expect(bad.data.is_connected).toBe(false);
    expect(bad.data.steps.map((step) => [step.step, step.is_ok])).toEqual([['reach', true], ['credentials', false], ['pipelines', false]]);
    expect(bad.data.steps[1]?.message).toBe("API key was refused: it must be 16 to 64 letters, digits, '-' or '_'.");
    await expectRefusal(client.trpc.authData.test.mutate({ service_id: keepin.id, ...values, api_key: '' }), {
      code: 'UNPROCESSABLE_CONTENT',
      status: 422,
      message: /The field must not be empty/,
    });
    await expectRefusal(client.trpc.authData.test.mutate({ service_id: 999_999, api_key: 'kp_live_0123456789abcdef' }), { code: 'NOT_FOUND', status: 404 });
    await expectRefusal(client.trpc.authData.test.mutate({ service_id: 'x' as never }), { code: 'BAD_REQUEST', status: 400 });
    expect(await client.trpc.authData.list.query({ user_id: client.user.id })).toEqual(before);
  });

  it('refuses auth data naming no service (400)', async () => {
    await expectRefusal(
      client.trpc.authData.add.mutate({ created_by: client.user.id, ba_id: 1, service_type: 'integration', ...startsDisabled() }),
      { code: 'BAD_REQUEST', status: 400, message: 'An integration needs its receiving service (receiving_service_id)' },
    );
  });
});
