// Profile form (spec §5): project domain, email and first name required; domain is letters, digits, hyphen.
import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';
import { optionalText, PASSWORD_MAX_LENGTH, requiredEmail, requiredText, TEXT_TYPE_ERROR, withoutSpoofing } from './fields';

/** Characters a project domain may hold; the field drops every other keystroke. */
export const PROJECT_PATH_PATTERN = /^[A-Za-z0-9-]+$/;
const PROJECT_PATH_DISALLOWED = /[^A-Za-z0-9-]/g;

/** What the project-domain field keeps of a keystroke or a paste. */
export function keepProjectPathCharacters(value: string): string {
  return value.replace(PROJECT_PATH_DISALLOWED, '');
}

/** A project domain is a DNS label: at most 63 characters. */
export const PROJECT_PATH_MAX_LENGTH = 63;

/** The one project-domain rule: the form, tRPC and the emulator's contract all use it. */
export const ZProjectPath = z
  .string(TEXT_TYPE_ERROR)
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .max(PROJECT_PATH_MAX_LENGTH, { error: VALIDATION_MESSAGES.projectPathTooLong })
  .regex(PROJECT_PATH_PATTERN, { error: VALIDATION_MESSAGES.projectPathCharacters });

/** Profile fields as the form holds them: project_path is the project domain, name the first name. */
export const ZProfileForm = z.object({
  project_path: ZProjectPath,
  email: requiredEmail(),
  name: requiredText().check(withoutSpoofing('First name')),
  last_name: optionalText('Last name'),
  phone: optionalText('Phone'),
  telegram: optionalText('Telegram'),
  facebook: optionalText('Facebook'),
  /** Only to change the email: the gateway refuses a new email without it (a bearer token alone is not enough). */
  current_password: z.string(TEXT_TYPE_ERROR).max(PASSWORD_MAX_LENGTH, { error: VALIDATION_MESSAGES.passwordTooLong }).optional(),
});
export type TProfileForm = z.input<typeof ZProfileForm>;
