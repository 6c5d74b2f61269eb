// Field rules, one per kind of field, used by the forms, the tRPC inputs and the gateway contract
// alike (spec §5 messages plus the gateway's limits). Written with zod/mini, which tree-shakes, so
// the guest forms' rules cost the login page a few KiB; zod's classic schemas take them as fields.
import * as zm from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages';

/** The longest email address a mailbox can have (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** The gateway's password limits. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A text field's type error: missing or null is 'The field must not be empty'; another type (a
 * number, a list) is left to zod-sentences.ts, the one home of type sentences ('Must be text').
 */
export const TEXT_TYPE_ERROR = { error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? VALIDATION_MESSAGES.required : undefined) };

/**
 * Characters that make a name read as something else: bidi controls (U+202A–202E, U+2066–2069:
 * 'Invoice\u202Egnp.exe' reads 'Invoiceexe.png') and zero-width ones (U+200B–200D, U+2060,
 * U+FEFF: 'ad\u200Bmin' looks like 'admin'). Zero-width (non-)joiners between two letters of a
 * script that needs them (Persian 'علی‌رضا', Indic conjuncts) or inside an emoji sequence are
 * the text itself, so they stay; between Latin letters or at an edge they only hide.
 */
const SPOOFING = /[\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/;
const JOINING = '(?:(?!\\p{Script=Latin})[\\p{L}\\p{M}]|\\p{Extended_Pictographic}|\\uFE0F)';
const JOINER_IN_A_WORD = new RegExp(`(?<=${JOINING})[\\u200C\\u200D](?=${JOINING})`, 'gu');

export const hasSpoofingCharacters = (text: string): boolean => SPOOFING.test(text.replace(JOINER_IN_A_WORD, ''));

export const spoofingMessage = (field: string): string => `${field} must not contain invisible characters or characters that change the direction of text`;

/** The check every free-text field carries (zod and zod/mini alike), its sentence naming the field. */
export const withoutSpoofing = (field: string) => zm.refine<string>((text) => !hasSpoofingCharacters(text), { error: spoofingMessage(field) });

/** Required text: 'The field must not be empty'. Not trimmed, so passwords keep their spaces. */
export const requiredText = () =>
  zm.string(TEXT_TYPE_ERROR).check(zm.minLength(1, { error: VALIDATION_MESSAGES.required }));

/** A required one-line text such as a name: trimmed, so spaces alone are empty, at most `max` characters, no spoofing. */
export const requiredLine = (field: string, max = 255) =>
  zm.string(TEXT_TYPE_ERROR).check(
    zm.trim(),
    zm.minLength(1, { error: VALIDATION_MESSAGES.required }),
    zm.maxLength(max, { error: `Must be at most ${max} characters` }),
    withoutSpoofing(field),
  );

/** Required email, trimmed and lower-cased: 'The field must not be empty', its length, then 'Email not valid'. */
export const requiredEmail = () =>
  zm.pipe(
    zm
      .string(TEXT_TYPE_ERROR)
      .check(
        zm.trim(),
        zm.toLowerCase(),
        zm.minLength(1, { error: VALIDATION_MESSAGES.required, abort: true }),
        zm.maxLength(EMAIL_MAX_LENGTH, { error: `Must be at most ${EMAIL_MAX_LENGTH} characters`, abort: true }),
      ),
    zm.email({ error: VALIDATION_MESSAGES.emailInvalid }),
  );

/** A password being signed in with: required, and no longer than any password can be. */
export const currentPassword = () =>
  requiredText().check(zm.maxLength(PASSWORD_MAX_LENGTH, { error: VALIDATION_MESSAGES.passwordTooLong }));

/** A password being chosen (register, reset): the gateway's length rules, once something is typed. */
export const newPassword = () =>
  requiredText().check(
    // An empty one already says 'The field must not be empty'. (The API document is told the length:
    // server/emulator/openapi/document.ts.)
    zm.refine((value: string) => value === '' || value.length >= PASSWORD_MIN_LENGTH, { error: VALIDATION_MESSAGES.passwordTooShort }),
    zm.maxLength(PASSWORD_MAX_LENGTH, { error: VALIDATION_MESSAGES.passwordTooLong }),
  );

/** Optional free text that the gateway may send back as null. */
export const optionalText = (field: string) =>
  zm.pipe(
    zm.nullish(zm.string().check(withoutSpoofing(field))),
    zm.transform((value: string | null | undefined) => value ?? ''),
  );
