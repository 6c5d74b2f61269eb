// How the portal reads gateway answers (server/gateway/readers): what a real gateway may send
// within the spec is read into the shape the screens use; what a screen cannot act on is refused.
import { describe, expect, it } from 'vitest';
import { exactContractOf, readAnswer, readerFor } from '../../../server/gateway/readers';

const BA = { id: 3, name: 'Acme', path: 'acme', created_at: '2026-01-01', updated_at: '2026-01-01' };
const USER = { id: 7, name: 'Gale', email: 'gale@example.com', role: 'client', project_path: null, last_name: null, phone: null, telegram: null, facebook: null };
const SERVICE = { id: 5, name: 'Keepin CRM', info: 'CRM', service_path: 'keepin-crm', path: 'keepin-crm', service: 'keepin', type: 'integration', is_active: true, auth_template: '{"field_config":{}}' };

describe('the tolerant readers', () => {
  it('reads a Laravel user: no accounts, extra keys, a digit-string id, absent optional text', () => {
    const answer = { success: true, message: 'ok', data: { token: 't', user: { ...USER, id: '7', email_verified_at: null, pivot: { x: 1 }, phone: undefined } } };
    const read = readerFor('login').parse(answer);
    expect(read.data.user).toEqual({ ...USER, businessAccounts: [], currentBusinessAccount: null });
    // The same answer is off the contract, and the drift report says where.
    expect(exactContractOf('login').safeParse(answer).success).toBe(false);
  });

  it('refuses a login success without a token with the spec text', () => {
    const result = readerFor('login').safeParse({ success: true, data: { user: USER } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Error login!');
  });

  it('reads auth_template as text or object, flags as 1/"1", any status text', () => {
    const read = readerFor('listAllServices').parse({ data: { services: [{ ...SERVICE, auth_template: { field_config: { api_key: { title: 'API key', type: 'string' } } }, is_active: '1' }] } });
    expect(read.data.services[0]).toMatchObject({ is_active: true, auth_template: '{"field_config":{"api_key":{"title":"API key","type":"string"}}}' });
    const records = readerFor('listIntegrationsExports').parse({
      success: 1,
      data: [{ id: '9', integration_id: 9, name: 'x', service: { id: 5, name: 'K', service_path: 'keepin-crm', type: 'integration' }, service_type: 'integration', ba_id: '3', is_active: 0, created_by: 7, status: 'paused-by-vendor', status_last_sync: 'Partial' }],
    });
    expect(records.data[0]).toMatchObject({ id: 9, integration_id: '9', ba_id: 3, is_active: false, status: 'paused-by-vendor', status_last_sync: 'Partial', api_key: null, token_expired: false });
  });

  it('refuses what a screen cannot act on: a record without its id, a list that is not one', () => {
    expect(readerFor('listBusinessAccounts').safeParse({ success: true, data: [{ ...BA, id: undefined }] }).success).toBe(false);
    expect(readerFor('listBusinessAccounts').safeParse({ success: true, data: 'none' }).success).toBe(false);
    expect(readerFor('listBusinessAccounts').safeParse({ success: true, data: [{ ...BA, id: 'three' }] }).success).toBe(false);
  });

  it('reads the strict answer exactly as the contract does', () => {
    const answer = { success: true, data: [BA] };
    expect(readerFor('listBusinessAccounts').parse(answer)).toEqual(answer);
    expect(exactContractOf('listBusinessAccounts').safeParse(answer).success).toBe(true);
    expect(readAnswer('listBusinessAccounts', answer, { compare: true })).toEqual({ success: true, data: answer });
  });

  it('reads an answer off the contract tolerantly and says where it differs, when asked to compare', () => {
    const answer = { success: true, data: [{ ...BA, id: '3', deleted_at: null }] };
    const read = readAnswer('listBusinessAccounts', answer, { compare: true });
    expect(read).toMatchObject({ success: true, data: { data: [BA] } });
    expect(read.success && read.offContract?.[0]?.path).toEqual(['data', 0, 'id']);
    expect(readAnswer('listBusinessAccounts', answer, { compare: false })).toEqual({ success: true, data: { success: true, data: [BA] } });
  });
});
