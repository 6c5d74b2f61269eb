// Register (spec §5): all fields required, email format, password and confirmation match, plus the
// gateway's password length. The form's rules and the gateway contract's request are this one schema.
import * as zm from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages';
import { newPassword, requiredEmail, requiredLine, requiredText } from './fields';

/** The fields alone, for callers that extend them. */
export const ZRegisterFields = zm.object({
  name: requiredLine('Name'),
  email: requiredEmail(),
  password: newPassword(),
  c_password: requiredText(),
});

export const ZRegisterForm = ZRegisterFields.check(
  zm.refine((form) => form.password === form.c_password, {
    error: VALIDATION_MESSAGES.passwordMismatch,
    path: ['c_password'],
    // Only compare once both fields hold something; empty ones already say 'The field must not be empty'.
    when: (payload) => {
      // Runs on whatever arrived, even null: read it only once it is an object.
      if (typeof payload.value !== 'object' || payload.value === null) return false;
      const value = payload.value as Partial<Record<'password' | 'c_password', unknown>>;
      return typeof value.password === 'string' && value.password !== '' && typeof value.c_password === 'string' && value.c_password !== '';
    },
  }),
);
