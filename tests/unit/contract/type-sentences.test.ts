// Issue 39, finding 5: a value of the wrong type is named as such, never as missing. Every text
// field of the sign-in, registration, reset and profile requests given a number says "Must be
// text"; an id says "Must be a whole number" or "Must be a number"; a missing or null one says
// it is required.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints } from '../../../shared/contract/endpoints';
import { VALIDATION_MESSAGES } from '../../../shared/validation/messages';

const messagesOf = (schema: z.core.$ZodType, input: Record<string, unknown>): Record<string, string[]> => {
  const parsed = (schema as z.ZodType).safeParse(input);
  const errors: Record<string, string[]> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
};

const TEXT_FIELDS: [keyof typeof endpoints, string[]][] = [
  ['login', ['email', 'password']],
  ['register', ['name', 'email', 'password', 'c_password']],
  ['requestPasswordReset', ['email']],
  // Its token has a sentence of its own for any fault (a reset link is opened, not typed).
  ['confirmPasswordReset', ['email', 'password', 'password_confirmation']],
  ['saveProfile', ['project_path', 'email', 'name']],
];

describe('a wrong type is named as the wrong type', () => {
  for (const [name, fields] of TEXT_FIELDS) {
    it(`${name}: a number in a text field says "Must be text", a missing one that it is required`, () => {
      const wrong = messagesOf(endpoints[name].request, Object.fromEntries(fields.map((field) => [field, 12345])));
      for (const field of fields) expect(wrong[field]?.[0], `${name}.${field}`).toBe('Must be text');
      const missing = messagesOf(endpoints[name].request, {});
      for (const field of fields) expect(missing[field]?.[0], `${name}.${field}`).toBe(VALIDATION_MESSAGES.required);
    });
  }

  it('an id: 2.5 is not a whole number, "abc" not a number, -3 not a positive id, missing or null required', () => {
    const of = (user_id: unknown) => messagesOf(endpoints.getProfile.request, user_id === undefined ? {} : { user_id }).user_id?.[0];
    expect(of(2.5)).toBe('Must be a whole number');
    expect(of('abc')).toBe('Must be a number');
    expect(of(-3)).toBe('Must be a positive id');
    expect(of(undefined)).toBe(VALIDATION_MESSAGES.required);
    expect(of(null)).toBe(VALIDATION_MESSAGES.required);
  });
});
