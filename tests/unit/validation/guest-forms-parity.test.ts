// The guest forms check in plain code (shared/validation/guest-forms.ts) what the server checks with
// the zod schemas: on one corpus of valid and invalid inputs both give the same first message per
// field (what the form shows) and, when valid, the same values sent. A rule changed on one side
// only (a minimum length, a new field, another message) fails here.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EMAIL_PATTERN,
  loginRules,
  passwordResetConfirmRules,
  passwordResetRequestRules,
  registerRules,
} from '../../../shared/validation/guest-forms';
import { ZLoginForm } from '../../../shared/validation/login';
import { ZPasswordResetConfirmForm } from '../../../shared/validation/password-reset-confirm';
import { ZPasswordResetRequestForm } from '../../../shared/validation/password-reset-request';
import { ZRegisterForm } from '../../../shared/validation/register';
import { firstMessagePerField } from '../../../web/src/lib/use-zod-form';

type TParse = { success: true; data: unknown } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** What a form makes of an answer: the values it sends, or the message under each field. */
const seenByForm = (result: TParse) => (result.success ? { sends: result.data } : { shows: firstMessagePerField(result.error.issues) });

const EMAILS: unknown[] = [
  '', ' ', '\t', 'a@b.co', '  a@b.co  ', 'A.B+tag@example.org', "o'brien@mail.example.io", 'first.last@sub.example.com',
  'a@b', 'a@b.c', '.a@b.co', 'a.@b.co', 'a..b@c.co', 'a b@c.co', 'a@-b.co', 'a@b-.co', 'a@b..co', 'a@b.co.', 'ä@b.co',
  'a@b.com1', '@b.co', 'a@', 'plain', 'a@@b.co', `${'x'.repeat(300)}@example.com`, undefined, null, 42, ['a@b.co'],
];
const TEXTS: unknown[] = ['', ' ', 'x', 'secret', ' secret ', 'pass word', 'Ωmega', 'x'.repeat(300), undefined, null, 0, false];
const PASSWORD_PAIRS: [unknown, unknown][] = [
  ['one', 'one'], ['one', 'two'], ['one', ''], ['', 'one'], ['', ''], ['one', 'one '], ['x'.repeat(300), 'x'.repeat(300)],
  ['x', 'x'], [' ', ' '], [undefined, 'one'], ['one', undefined], [null, null], [1, 1], ['1', 1],
];

function expectSameAnswers(rules: { safeParse: (values: Record<string, unknown>) => TParse }, schema: z.ZodType, inputs: Record<string, unknown>[]) {
  for (const input of inputs) {
    expect(seenByForm(rules.safeParse(input)), JSON.stringify(input)).toEqual(seenByForm(schema.safeParse(input)));
  }
}

describe('the guest forms say what the server says', () => {
  it('the email pattern is zod\'s own', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it('login', () => {
    const inputs = [...EMAILS.map((email) => ({ email, password: 'secret' })), ...TEXTS.map((password) => ({ email: 'a@b.co', password }))];
    expectSameAnswers(loginRules, ZLoginForm, [...inputs, { email: '', password: '' }, {}, { email: 'a@b.co', password: 'x', extra: 'y' }]);
  });

  it('password reset request', () => {
    expectSameAnswers(passwordResetRequestRules, ZPasswordResetRequestForm, [...EMAILS.map((email) => ({ email })), {}]);
  });

  it('registration', () => {
    const valid = { name: 'Ann', email: 'ann@example.com', password: 'one', c_password: 'one' };
    expectSameAnswers(registerRules, ZRegisterForm, [
      valid,
      {},
      ...EMAILS.map((email) => ({ ...valid, email })),
      ...TEXTS.map((name) => ({ ...valid, name })),
      ...PASSWORD_PAIRS.map(([password, c_password]) => ({ ...valid, password, c_password })),
      ...PASSWORD_PAIRS.map(([password, c_password]) => ({ name: '', email: 'nope', password, c_password })),
    ]);
  });

  it('password reset confirm', () => {
    expectSameAnswers(passwordResetConfirmRules, ZPasswordResetConfirmForm, [
      {},
      ...PASSWORD_PAIRS.map(([password, password_confirmation]) => ({ password, password_confirmation })),
      ...TEXTS.map((password) => ({ password, password_confirmation: 'x' })),
    ]);
  });
});
