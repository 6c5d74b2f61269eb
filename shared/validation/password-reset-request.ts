// Password reset request form. The spec lists no rule of its own; the email field follows login's.
import * as zm from 'zod/mini';
import { requiredEmail } from './fields';

export const ZPasswordResetRequestForm = zm.object({
  email: requiredEmail(),
});
