// The generated auth-data form: every non-checkbox field required (spec §5), template read from JSON text too.
import { describe, expect, it } from 'vitest';
import { buildAuthDataFormSchema, readAuthFieldConfig } from '../../../shared/validation/auth-data';
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
