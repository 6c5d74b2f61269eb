// One rule per field (STYLE.md): the form, tRPC and the emulator refuse the same input with the
// same words, and zod's default English never reaches a person.
import { describe, expect, it } from 'vitest';
import { login, register, saveProfile } from '../../../shared/contract/auth';
import { addBusinessAccount } from '../../../shared/contract/business-accounts';
import { VALIDATION_MESSAGES } from '../../../shared/validation/messages';
import { ZProfileForm } from '../../../shared/validation/profile';

const profile = { user_id: 1, name: 'Ann', email: 'ann@example.com', project_path: 'ann', last_name: '', phone: '', telegram: '', facebook: '' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the project domain', () => {
  for (const [label, projectPath, message] of [
    ['empty', '', VALIDATION_MESSAGES.required],
    ['70 characters', 'a'.repeat(70), VALIDATION_MESSAGES.projectPathTooLong],
    ['a dot in it', 'my.site', VALIDATION_MESSAGES.projectPathCharacters],
  ] as const) {
    it(`${label}: the form and the contract refuse it with the same message`, () => {
      expect(firstMessage(ZProfileForm.safeParse({ ...profile, project_path: projectPath }))).toBe(message);
      expect(firstMessage(saveProfile.request.safeParse({ ...profile, project_path: projectPath }))).toBe(message);
    });
  }
  it('63 characters pass both', () => {
    expect(ZProfileForm.safeParse({ ...profile, project_path: 'a'.repeat(63) }).success).toBe(true);
    expect(saveProfile.request.safeParse({ ...profile, project_path: 'a'.repeat(63) }).success).toBe(true);
  });
});

describe('required fields and email format speak the spec', () => {
  it('login, register and business accounts use the spec texts', () => {
    expect(firstMessage(login.request.safeParse({ email: 'ann@example.com', password: '' }))).toBe(VALIDATION_MESSAGES.required);
    expect(firstMessage(login.request.safeParse({ email: 'not-an-email', password: 'x' }))).toBe(VALIDATION_MESSAGES.emailInvalid);
    expect(firstMessage(register.request.safeParse({ name: 'Ann', email: 'ann@example.com', password: 'long-enough-1', c_password: 'other-one-22' }))).toBe(
      VALIDATION_MESSAGES.passwordMismatch,
    );
    expect(firstMessage(addBusinessAccount.request.safeParse({ user_id: 1, name: '', path: 'p' }))).toBe(VALIDATION_MESSAGES.required);
  });
});
