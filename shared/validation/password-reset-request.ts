// Password reset request form. The spec lists no rule of its own; the email field follows login's.
import { z } from 'zod';
import { requiredEmail } from './fields';

export const ZPasswordResetRequestForm = z.object({
  email: requiredEmail(),
});
export type TPasswordResetRequestForm = z.infer<typeof ZPasswordResetRequestForm>;
