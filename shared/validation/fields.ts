// Field rules reused by several forms (spec §5): required text and email format.
import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';

/** Required text: 'The field must not be empty'. Not trimmed, so passwords keep their spaces. */
export const requiredText = () => z.string({ error: VALIDATION_MESSAGES.required }).min(1, { error: VALIDATION_MESSAGES.required });

/** Required email: first 'The field must not be empty', then 'Email not valid'. */
export const requiredEmail = () =>
  z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
    .pipe(z.email({ error: VALIDATION_MESSAGES.emailInvalid }));

/** Optional free text that the gateway may send back as null. */
export const optionalText = () =>
  z
    .string()
    .nullish()
    .transform((value) => value ?? '');
