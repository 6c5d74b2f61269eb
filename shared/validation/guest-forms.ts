// The guest forms' rules (login, registration, password reset) in plain code, for the browser only.
// zod's classic build does not tree-shake (any schema pulls in all of zod, ~25 KiB gzip), and these
// forms are what a first visit loads (docs/decisions/012-login-weight.md). The server keeps validating
// with the zod schemas beside this file; tests/unit/validation/guest-forms-parity.test.ts runs both on
// one corpus, so a rule changed on one side only fails it.
import { VALIDATION_MESSAGES } from './messages';
import type { TLoginForm } from './login';
import type { TPasswordResetConfirmForm } from './password-reset-confirm';
import type { TPasswordResetRequestForm } from './password-reset-request';
import type { TRegisterForm } from './register';

/** The part of zod's safeParse answer that forms read, so `useZodForm` takes these and zod schemas alike. */
export type TGuestFormParse<O> =
  | { success: true; data: O }
  | { success: false; error: { issues: { path: [string]; message: string }[] } };

export type TGuestFormRules<O> = { safeParse: (values: Record<string, unknown>) => TGuestFormParse<O> };

/** zod's own email pattern (`z.email()`'s default, `z.regexes.email`), copied character for character: the parity test compares the two. */
// eslint-disable-next-line no-useless-escape -- verbatim copy of zod's source
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

type TFieldOutcome = { value: string } | { message: string };
type TFieldRule = (value: unknown) => TFieldOutcome;

/** fields.ts requiredText: a string of at least one character, kept as typed (passwords keep their spaces). */
const requiredText: TFieldRule = (value) => (typeof value === 'string' && value.length > 0 ? { value } : { message: VALIDATION_MESSAGES.required });

/** fields.ts requiredEmail: trimmed, then 'The field must not be empty', then 'Email not valid'. */
const requiredEmail: TFieldRule = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return { message: VALIDATION_MESSAGES.required };
  const trimmed = value.trim();
  return EMAIL_PATTERN.test(trimmed) ? { value: trimmed } : { message: VALIDATION_MESSAGES.emailInvalid };
};

/** Two fields that must be equal, checked (like the schemas' `when`) only once `when` says so. */
type TMatchRule = { field: string; other: string; message: string; when: (values: Record<string, unknown>) => boolean };

function formRules<O>(fields: Record<keyof O & string, TFieldRule>, match?: TMatchRule): TGuestFormRules<O> {
  return {
    safeParse(values) {
      const issues: { path: [string]; message: string }[] = [];
      const data: Record<string, string> = {};
      for (const [name, rule] of Object.entries<TFieldRule>(fields)) {
        const outcome = rule(values[name]);
        if ('message' in outcome) issues.push({ path: [name], message: outcome.message });
        else data[name] = outcome.value;
      }
      if (match && match.when(values) && values[match.field] !== values[match.other]) issues.push({ path: [match.field], message: match.message });
      return issues.length === 0 ? { success: true, data: data as O } : { success: false, error: { issues } };
    },
  };
}

const isFilled = (value: unknown) => typeof value === 'string' && value !== '';

/** ZLoginForm. */
export const loginRules = formRules<TLoginForm>({ email: requiredEmail, password: requiredText });

/** ZRegisterForm: 'Password mismatch' once both passwords hold something. */
export const registerRules = formRules<TRegisterForm>(
  { name: requiredText, email: requiredEmail, password: requiredText, c_password: requiredText },
  { field: 'c_password', other: 'password', message: VALIDATION_MESSAGES.passwordMismatch, when: (values) => isFilled(values.password) && isFilled(values.c_password) },
);

/** ZPasswordResetRequestForm. */
export const passwordResetRequestRules = formRules<TPasswordResetRequestForm>({ email: requiredEmail });

/** ZPasswordResetConfirmForm: 'Passwords do not match.' once the confirmation holds something. */
export const passwordResetConfirmRules = formRules<TPasswordResetConfirmForm>(
  { password: requiredText, password_confirmation: requiredText },
  {
    field: 'password_confirmation',
    other: 'password',
    message: VALIDATION_MESSAGES.resetPasswordsMismatch,
    when: (values) => typeof values.password === 'string' && isFilled(values.password_confirmation),
  },
);
