// The sentence people read for any zod issue that its schema gave no message of its own: one
// place for every field limit (length, size, type, format, choices), so zod's default English
// ("Too big: expected string to have <=254 characters") never reaches a person, whichever
// schema, layer (browser form, tRPC input, emulator request) or zod flavour (classic, mini).
// A schema's own message still wins; installed on the zod core both flavours share.
import { config } from 'zod/v4/core';
import type { $ZodRawIssue } from 'zod/v4/core';
import { VALIDATION_MESSAGES } from './messages';

const TYPE_SENTENCES: Record<string, string> = {
  number: 'Must be a number',
  int: 'Must be a whole number',
  bigint: 'Must be a whole number',
  string: 'Must be text',
  boolean: 'Must be true or false',
  array: 'Must be a list',
  object: 'Must be a set of fields',
  date: 'Must be a date',
  null: 'Must be empty',
};

const isText = (origin: unknown) => origin === 'string';
const isList = (origin: unknown) => origin === 'array' || origin === 'set';
const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
const characters = (count: number) => `${count} ${count === 1 ? 'character' : 'characters'}`;

const tooBig = (issue: { origin?: unknown; maximum: number | bigint; inclusive?: boolean }): string => {
  const max = Number(issue.maximum);
  if (isText(issue.origin)) return `Must be at most ${characters(max)}`;
  if (isList(issue.origin)) return `Must have at most ${items(max)}`;
  return issue.inclusive === false ? `Must be less than ${max}` : `Must be at most ${max}`;
};

const tooSmall = (issue: { origin?: unknown; minimum: number | bigint; inclusive?: boolean }): string => {
  const min = Number(issue.minimum);
  if (isText(issue.origin)) return min <= 1 ? VALIDATION_MESSAGES.required : `Must be at least ${characters(min)}`;
  if (isList(issue.origin)) return min <= 1 ? 'Choose at least one' : `Must have at least ${items(min)}`;
  return issue.inclusive === false ? `Must be more than ${min}` : `Must be at least ${min}`;
};

const FORMAT_SENTENCES: Record<string, string> = {
  email: VALIDATION_MESSAGES.emailInvalid,
  url: 'Must be a web address',
  date: 'Must be a date (YYYY-MM-DD)',
  datetime: 'Must be a date and time',
  uuid: 'Must be an identifier in the expected form',
};

const choices = (values: readonly unknown[]): string => {
  const shown = values.filter((value) => value !== undefined).map((value) => String(value));
  if (shown.length === 1) return `Must be ${shown[0] ?? ''}`;
  return shown.length > 0 && shown.length <= 8 ? `Must be one of: ${shown.join(', ')}` : 'Must be one of the allowed values';
};

/** The sentence for one issue; never zod's default wording. */
export function zodSentence(issue: $ZodRawIssue): string {
  // A field that was not sent at all, whatever rule it has.
  if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_union' || issue.code === 'invalid_value')) {
    return VALIDATION_MESSAGES.required;
  }
  switch (issue.code) {
    case 'invalid_type':
      return TYPE_SENTENCES[issue.expected] ?? 'This value has the wrong type';
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return FORMAT_SENTENCES[issue.format] ?? 'This value is not in the expected form';
    case 'not_multiple_of':
      return `Must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return choices(issue.values);
    case 'invalid_union':
      return 'This value is not one of the accepted kinds';
    case 'invalid_key':
      return 'A field name here is not valid';
    case 'invalid_element':
      return 'A value in this list is not valid';
    default:
      return 'This value is not valid';
  }
}

config({ customError: zodSentence });
