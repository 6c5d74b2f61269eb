// Password reset confirm (spec §5): 'Passwords do not match.' when the two fields differ.
import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';
import { requiredText } from './fields';

/** What the person types. */
export const ZPasswordResetConfirmFields = z.object({
  password: requiredText(),
  password_confirmation: requiredText(),
});

const passwordsMatch = {
  error: VALIDATION_MESSAGES.resetPasswordsMismatch,
  path: ['password_confirmation'],
  when: (payload: { value: unknown }) => {
    // Runs on whatever arrived, even null: read it only once it is an object.
    if (typeof payload.value !== 'object' || payload.value === null) return false;
    const value = payload.value as Partial<Record<'password' | 'password_confirmation', unknown>>;
    return typeof value.password === 'string' && typeof value.password_confirmation === 'string' && value.password_confirmation !== '';
  },
};

export const ZPasswordResetConfirmForm = ZPasswordResetConfirmFields.refine(
  (form) => form.password === form.password_confirmation,
  passwordsMatch,
);
export type TPasswordResetConfirmForm = z.infer<typeof ZPasswordResetConfirmForm>;

/** The whole request: the typed fields plus the token and email read from the link's query. */
export const ZPasswordResetConfirmInput = ZPasswordResetConfirmFields.extend({
  token: z.string().min(1),
  email: z.string().min(1),
}).refine((form) => form.password === form.password_confirmation, passwordsMatch);
export type TPasswordResetConfirmInput = z.infer<typeof ZPasswordResetConfirmInput>;
