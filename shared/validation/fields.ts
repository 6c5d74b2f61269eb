// Field rules reused by several forms (spec §5): required text and email format. Written with
// zod/mini, which tree-shakes, so the guest forms' rules cost the login page a few KiB; zod's
// classic schemas (the contract, the signed-in forms) take them as fields like any other schema.
import * as zm from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages';
// Field limits without a message of their own answer a sentence, never zod's English.
import './zod-sentences';

/** Required text: 'The field must not be empty'. Not trimmed, so passwords keep their spaces. */
export const requiredText = () => zm.string({ error: VALIDATION_MESSAGES.required }).check(zm.minLength(1, { error: VALIDATION_MESSAGES.required }));

/** Required email: first 'The field must not be empty', then 'Email not valid'. */
export const requiredEmail = () =>
  zm.pipe(
    zm.string({ error: VALIDATION_MESSAGES.required }).check(zm.trim(), zm.minLength(1, { error: VALIDATION_MESSAGES.required, abort: true })),
    zm.email({ error: VALIDATION_MESSAGES.emailInvalid }),
  );

/** Optional free text that the gateway may send back as null. */
export const optionalText = () =>
  zm.pipe(
    zm.nullish(zm.string()),
    zm.transform((value: string | null | undefined) => value ?? ''),
  );
