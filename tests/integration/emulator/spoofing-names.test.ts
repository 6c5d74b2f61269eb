// Issue 46, L1: names stored U+202E (right-to-left override) and zero-width characters and showed
// them to admins ("Invoice\u202Egnp.exe" reads "Invoiceexe.png"). Every free-text field of the
// contract refuses bidi controls and zero-width characters with a sentence naming the field; the
// tRPC procedures take the same schemas as input, so both doors refuse.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { register, saveProfile } from '../../../shared/contract/auth';
import { addBusinessAccount, editBusinessAccount } from '../../../shared/contract/business-accounts';
import { renameIntegration } from '../../../shared/contract/integration-names';
import { ZProfileForm } from '../../../shared/validation/profile';
import { ZRegisterForm } from '../../../shared/validation/register';
import { createTestEmulator } from '../../support/emulator-app';
import type { TTestEmulator } from '../../support/emulator-app';
import { createPeople } from './fixtures/people';
import type { TTestUser } from './fixtures/people';

const SPOOFS = ['Invoice\u202Egnp.exe', 'ad\u200Bmin', 'Ann\u2066a\u2069', 'x\uFEFFy', 'zero\u200Djoin', 'word\u2060joiner', 'left\u202Aembed'];

let t: TTestEmulator;
let owner: TTestUser;
beforeEach(async () => {
  t = await createTestEmulator();
  owner = await createPeople(t).user({ name: 'Owner', email: 'owner@example.org', project_path: 'owner-co' });
});
afterEach(() => t.cleanup());

const profile = (name: string, lastName = 'Last') => ({ user_id: owner.id, name, email: owner.email, project_path: 'owner-co', last_name: lastName, phone: null, telegram: null, facebook: null });

describe('names that cannot spoof (issue 46, L1)', () => {
  it('refuses a registration named with a direction override or an invisible character, naming the field', async () => {
    for (const name of SPOOFS) {
      const answer = await t.call('POST', '/api/register', { body: { name, email: `spoof${SPOOFS.indexOf(name)}@example.org`, password: 'long-enough-1', c_password: 'long-enough-1' } });
      expect(answer.status, JSON.stringify(name)).toBe(422);
      expect(answer.json?.errors?.name?.[0], JSON.stringify(name)).toBe('Name must not contain invisible characters or characters that change the direction of text');
    }
  });

  it('refuses them in the profile, business account names and integration names', async () => {
    const answer = await t.call('POST', '/api/profile', { token: owner.token, body: profile('Invoice\u202Egnp.exe') });
    expect(answer.status).toBe(422);
    expect(answer.json?.errors?.name?.[0]).toMatch(/^First name must not contain/);
    const lastName = await t.call('POST', '/api/profile', { token: owner.token, body: profile('Ann', 'B\u200Bob') });
    expect(lastName.json?.errors?.last_name?.[0]).toMatch(/^Last name must not contain/);
    const account = await t.call('POST', '/api/add_business_account', { token: owner.token, body: { user_id: owner.id, name: 'Acme\u202E', path: 'acme' } });
    expect(account.status).toBe(422);
    expect(account.json?.errors?.name?.[0]).toMatch(/^Name must not contain/);
  });

  it('holds in the schemas both doors and the forms use, and lets ordinary names of any script through', () => {
    for (const name of SPOOFS) {
      expect(register.request.safeParse({ name, email: 'a@example.org', password: 'long-enough-1', c_password: 'long-enough-1' }).success, name).toBe(false);
      expect(ZRegisterForm.safeParse({ name, email: 'a@example.org', password: 'long-enough-1', c_password: 'long-enough-1' }).success, name).toBe(false);
      expect(saveProfile.request.safeParse(profile(name)).success, name).toBe(false);
      expect(ZProfileForm.safeParse({ ...profile(name), project_path: 'x' }).success, name).toBe(false);
      expect(addBusinessAccount.request.safeParse({ user_id: 1, name, path: 'p' }).success, name).toBe(false);
      expect(editBusinessAccount.request.safeParse({ user_id: 1, id: 1, name }).success, name).toBe(false);
      expect(renameIntegration.request.safeParse({ integration_id: 1, user_id: 1, name }).success, name).toBe(false);
    }
    for (const name of ['Zoë Ångström', 'محمد', 'שרה', '李小龙', 'Renée-Marie O’Neil', '👩\u200D💻 Ana', 'علی\u200Cرضا']) {
      expect(saveProfile.request.safeParse(profile(name)).success, name).toBe(true);
      expect(register.request.safeParse({ name, email: 'a@example.org', password: 'long-enough-1', c_password: 'long-enough-1' }).success, name).toBe(true);
    }
  });
});
