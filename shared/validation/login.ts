// Login form (spec §5): email and password required, email format.
import * as zm from 'zod/mini';
import { requiredEmail, requiredText } from './fields';

export const ZLoginForm = zm.object({
  email: requiredEmail(),
  password: requiredText(),
});
export type TLoginForm = zm.output<typeof ZLoginForm>;
