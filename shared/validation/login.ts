// Login (spec §5): email and password required, email format. The form's rules and the gateway
// contract's request are this one schema.
import * as zm from 'zod/mini';
import { currentPassword, requiredEmail } from './fields';

export const ZLoginForm = zm.object({
  email: requiredEmail(),
  password: currentPassword(),
});
