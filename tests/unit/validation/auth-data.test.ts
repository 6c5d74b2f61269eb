// The generated auth-data form: every non-checkbox field required (spec §5), template read from JSON text too.
import { describe, expect, it } from 'vitest';
import { addAuthData } from '../../../shared/contract/services';
import { buildAuthDataFormSchema, readAuthFieldConfig, toAuthDataToCreate } from '../../../shared/validation/auth-data';
import { VALIDATION_MESSAGES as M } from '../../../shared/validation/messages';

const template = {
  field_config: {
    client_id: { title: 'Client id', type: 'string' },
    api_key: { title: 'API key', type: 'string' },
    sandbox: { title: 'Sandbox', type: 'boolean' },
  },
};

describe('auth data form', () => {
  it('reads a template given as an object or as JSON text', () => {
    expect(readAuthFieldConfig(template)).toEqual(template.field_config);
    expect(readAuthFieldConfig(JSON.stringify(template))).toEqual(template.field_config);
    expect(readAuthFieldConfig('not json')).toBeNull();
    expect(readAuthFieldConfig(null)).toBeNull();
  });
  it('requires text fields and leaves checkboxes free', () => {
    const schema = buildAuthDataFormSchema(template.field_config);
    const result = schema.safeParse({ client_id: 7, api_key: '', sandbox: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['api_key', M.required]]);
    expect(schema.safeParse({ client_id: '7', api_key: 'k', sandbox: true }).success).toBe(true);
  });
});

describe('auth data to create (spec §3)', () => {
  const keepin = { id: 9, service_path: 'keepin-crm', is_active: true };

  it('an integration: the template values, the record, the receiving service with its status, a disabled start and the service path as domain', () => {
    const payload = toAuthDataToCreate({ api_key: 'k-1', use_sandbox: false }, { service: keepin, serviceType: 'integration', userId: 4, baId: 7, integrationsExportsId: 31 });
    expect(payload).toEqual({
      api_key: 'k-1',
      use_sandbox: false,
      integrations_exports_id: 31,
      created_by: 4,
      ba_id: 7,
      receiving_service_id: 9,
      sending_service_status: true,
      service_type: 'integration',
      is_active: false,
      status: 'disabled',
      domain: 'keepin-crm',
    });
    expect(addAuthData.request.safeParse(payload).success).toBe(true);
  });

  it('an export names its sending service; a typed domain wins; a saved entry is named by auth_id', () => {
    const export_ = { id: 2, service_path: 'fb-sync', is_active: false };
    const payload = toAuthDataToCreate({ domain: ' shop.example ' }, { service: export_, serviceType: 'export', userId: 4, baId: 7, authId: 12 });
    expect(payload).toMatchObject({ sending_service_id: 2, sending_service_status: false, service_type: 'export', domain: 'shop.example', auth_id: 12 });
    expect(payload).not.toHaveProperty('receiving_service_id');
    expect(payload).not.toHaveProperty('integrations_exports_id');
    expect(addAuthData.request.safeParse(payload).success).toBe(true);
  });

  it('the contract refuses what spec §3 does not create, with a sentence', () => {
    const payload = toAuthDataToCreate({}, { service: keepin, serviceType: 'integration', userId: 4, baId: 7 });
    const messageOf = (body: unknown) => addAuthData.request.safeParse(body).error?.issues[0]?.message;
    expect(messageOf({ ...payload, is_active: true })).toBe('New auth data starts inactive (is_active false)');
    expect(messageOf({ ...payload, status: 'active' })).toBe("New auth data starts with status 'disabled'");
    expect(messageOf({ ...payload, domain: '' })).toBe('The domain must not be empty');
    expect(messageOf({ ...payload, receiving_service_id: undefined })).toBe('An integration needs its receiving service (receiving_service_id)');
  });
});
