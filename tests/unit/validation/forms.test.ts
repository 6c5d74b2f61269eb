// The form schemas answer with the spec's exact messages (spec §5).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZLoginForm } from '../../../shared/validation/login';
import { ZRegisterForm } from '../../../shared/validation/register';
import { ZPasswordResetRequestForm } from '../../../shared/validation/password-reset-request';
import { ZPasswordResetConfirmForm, ZPasswordResetConfirmInput } from '../../../shared/validation/password-reset-confirm';
import { ZProfileForm, keepProjectPathCharacters } from '../../../shared/validation/profile';
import { ZBusinessAccountForm } from '../../../shared/validation/business-account';
import { ZDealFields } from '../../../shared/validation/deal';
import { VALIDATION_MESSAGES as M } from '../../../shared/validation/messages';
import { endpoints } from '../../../shared/contract/endpoints';

/** field path → messages, as a form shows them under its fields. */
function messagesOf(schema: z.core.$ZodType, value: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, value);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (byField[key] ??= []).push(issue.message);
  }
  return byField;
}

describe('login', () => {
  it('requires email and password', () => {
    expect(messagesOf(ZLoginForm, { email: '', password: '' })).toEqual({ email: [M.required], password: [M.required] });
  });
  it('checks the email format', () => {
    expect(messagesOf(ZLoginForm, { email: 'nope', password: 'x' })).toEqual({ email: [M.emailInvalid] });
  });
  it('accepts a valid form', () => {
    expect(messagesOf(ZLoginForm, { email: 'a@b.co', password: 'secret' })).toEqual({});
  });
});

describe('register', () => {
  it('requires every field', () => {
    expect(messagesOf(ZRegisterForm, { name: '', email: '', password: '', c_password: '' })).toEqual({
      name: [M.required],
      email: [M.required],
      password: [M.required],
      c_password: [M.required],
    });
  });
  it("says 'Password mismatch' under the confirmation", () => {
    expect(messagesOf(ZRegisterForm, { name: 'A', email: 'a@b.co', password: 'password-one', c_password: 'password-two' })).toEqual({
      c_password: [M.passwordMismatch],
    });
  });
  it('reports mismatch even while another field is invalid', () => {
    expect(messagesOf(ZRegisterForm, { name: '', email: 'a@b.co', password: 'password-one', c_password: 'password-two' })).toEqual({
      name: [M.required],
      c_password: [M.passwordMismatch],
    });
  });
});

describe('password reset', () => {
  it('request needs an email', () => {
    expect(messagesOf(ZPasswordResetRequestForm, { email: '' })).toEqual({ email: [M.required] });
  });
  it("confirm says 'Passwords do not match.'", () => {
    expect(messagesOf(ZPasswordResetConfirmForm, { password: 'aaaaaaaa', password_confirmation: 'bbbbbbbb' })).toEqual({
      password_confirmation: [M.resetPasswordsMismatch],
    });
    expect(M.resetPasswordsMismatch).toBe('Passwords do not match.');
  });
  it('the full input carries token and email', () => {
    expect(
      ZPasswordResetConfirmInput.safeParse({ password: 'new-password', password_confirmation: 'new-password', token: 't', email: 'a@b.co' }).success,
    ).toBe(true);
    expect(messagesOf(ZPasswordResetConfirmInput, { password: 'new-password', password_confirmation: 'other-password', token: 't', email: 'a@b.co' })).toEqual({
      password_confirmation: [M.resetPasswordsMismatch],
    });
  });
});

describe("the gateway's limits, in the same rules", () => {
  it('is one rule set: the guest endpoints of the contract take the forms\' own schemas', () => {
    expect(endpoints.login.request).toBe(ZLoginForm);
    expect(endpoints.register.request).toBe(ZRegisterForm);
    expect(endpoints.requestPasswordReset.request).toBe(ZPasswordResetRequestForm);
    expect(endpoints.confirmPasswordReset.request).toBe(ZPasswordResetConfirmInput);
  });
  it('a new password has at least 8 and at most 128 characters, said in a sentence', () => {
    const form = { name: 'A', email: 'a@b.co' };
    expect(messagesOf(ZRegisterForm, { ...form, password: 'short', c_password: 'short' })).toEqual({ password: [M.passwordTooShort] });
    const long = 'p'.repeat(129);
    expect(messagesOf(ZRegisterForm, { ...form, password: long, c_password: long })).toEqual({ password: [M.passwordTooLong] });
    expect(messagesOf(ZPasswordResetConfirmForm, { password: 'short', password_confirmation: 'short' })).toEqual({ password: [M.passwordTooShort] });
  });
  it('signing in takes any existing password, but none longer than a password can be', () => {
    expect(messagesOf(ZLoginForm, { email: 'a@b.co', password: 'x' })).toEqual({});
    expect(messagesOf(ZLoginForm, { email: 'a@b.co', password: 'p'.repeat(129) })).toEqual({ password: [M.passwordTooLong] });
  });
  it("an email longer than a mailbox can have says how long it may be, never zod's English", () => {
    const long = `${'a'.repeat(300)}@b.co`;
    expect(messagesOf(ZLoginForm, { email: long, password: 'x' })).toEqual({ email: ['Must be at most 254 characters'] });
    expect(messagesOf(endpoints.saveProfile.request, { user_id: 1, name: 'A', email: long, project_path: 'shop' })).toEqual({ email: ['Must be at most 254 characters'] });
  });
  it('emails are trimmed and lower-cased as the gateway stores them', () => {
    expect(ZLoginForm.parse({ email: '  Ann@Example.COM ', password: 'x' }).email).toBe('ann@example.com');
  });
  it('a reset link without its token says so in a sentence', () => {
    expect(messagesOf(ZPasswordResetConfirmInput, { password: 'new-password', password_confirmation: 'new-password', token: '', email: 'a@b.co' })).toEqual({
      token: [M.resetLinkBroken],
    });
  });
});

describe('profile', () => {
  const valid = { project_path: 'my-shop-1', email: 'a@b.co', name: 'Ann', last_name: '', phone: '', telegram: '', facebook: '' };
  it('requires project domain, email and first name', () => {
    expect(messagesOf(ZProfileForm, { ...valid, project_path: '', email: '', name: '' })).toEqual({
      project_path: [M.required],
      email: [M.required],
      name: [M.required],
    });
  });
  it('checks the email format', () => {
    expect(messagesOf(ZProfileForm, { ...valid, email: 'x@' })).toEqual({ email: [M.emailInvalid] });
  });
  it('allows only letters, digits and hyphen in the project domain', () => {
    expect(messagesOf(ZProfileForm, { ...valid, project_path: 'my shop!' })).toEqual({ project_path: [M.projectPathCharacters] });
    expect(keepProjectPathCharacters('My shop_2!-x')).toBe('Myshop2-x');
  });
  it('takes null optional fields from the gateway as empty', () => {
    const parsed = ZProfileForm.parse({ ...valid, phone: null, telegram: undefined });
    expect(parsed.phone).toBe('');
    expect(parsed.telegram).toBe('');
  });
});

describe('business account and deal', () => {
  it('business account add or edit has no validation', () => {
    expect(ZBusinessAccountForm.safeParse({ name: '', path: '' }).success).toBe(true);
  });
  it('deal name and currency are required, amount a number', () => {
    expect(messagesOf(ZDealFields, { deal_name: '', deal_currency: '', deal_amount: null })).toEqual({
      deal_name: [M.required],
      deal_currency: [M.required],
    });
    expect(ZDealFields.safeParse({ deal_name: 'Deal', deal_currency: 'USD', deal_amount: '5' }).success).toBe(false);
  });
});
