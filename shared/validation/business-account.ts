// Business account add and edit forms: the spec asks for no validation, so any text passes.
import { z } from 'zod';

export const ZBusinessAccountForm = z.object({
  name: z.string(),
  path: z.string(),
});
export type TBusinessAccountForm = z.infer<typeof ZBusinessAccountForm>;
