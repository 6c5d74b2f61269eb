// Password reset confirm (spec §5): 'Passwords do not match.' when the two fields differ.
import * as zm from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages';
import { newPassword, requiredEmail, requiredText } from './fields';

/** What the person types. */
export const ZPasswordResetConfirmFields = zm.object({
  password: newPassword(),
  password_confirmation: requiredText(),
});

const passwordsMatch = () =>
  zm.refine<{ password: string; password_confirmation: string }>((form) => form.password === form.password_confirmation, {
    error: VALIDATION_MESSAGES.resetPasswordsMismatch,
    path: ['password_confirmation'],
    when: (payload) => {
      // Runs on whatever arrived, even null: read it only once it is an object.
      if (typeof payload.value !== 'object' || payload.value === null) return false;
      const value = payload.value as Partial<Record<'password' | 'password_confirmation', unknown>>;
      return typeof value.password === 'string' && typeof value.password_confirmation === 'string' && value.password_confirmation !== '';
    },
  });

export const ZPasswordResetConfirmForm = ZPasswordResetConfirmFields.check(passwordsMatch());

/** The whole request (the gateway contract's too): the typed fields plus the token and email read from the link's query. */
export const ZPasswordResetConfirmInput = zm
  .extend(ZPasswordResetConfirmFields, {
    token: zm.string({ error: VALIDATION_MESSAGES.resetLinkBroken }).check(
      zm.minLength(1, { error: VALIDATION_MESSAGES.resetLinkBroken }),
      zm.maxLength(256, { error: VALIDATION_MESSAGES.resetLinkBroken }),
    ),
    email: requiredEmail(),
  })
  .check(passwordsMatch());
