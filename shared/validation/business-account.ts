// Business account add and edit forms: the spec asks for no validation, so any text passes.
import { z } from 'zod';
// Field limits without a message of their own answer a sentence, never zod's English.
import './zod-sentences';

export const ZBusinessAccountForm = z.object({
  name: z.string(),
  path: z.string(),
});
export type TBusinessAccountForm = z.infer<typeof ZBusinessAccountForm>;
