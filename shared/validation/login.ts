// Login form (spec §5): email and password required, email format.
import { z } from 'zod';
import { requiredEmail, requiredText } from './fields';

export const ZLoginForm = z.object({
  email: requiredEmail(),
  password: requiredText(),
});
export type TLoginForm = z.infer<typeof ZLoginForm>;
