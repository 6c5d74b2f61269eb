// Every field limit of every gateway request answers a sentence people understand, never zod's
// default English: each field of each contract request schema (nested ones too) is probed with
// values that break any rule it may have, and every message that comes back is checked. The
// browser forms are probed with what a person can type, without the sentences behind them.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '../../../shared/contract/endpoints';
import { defOf } from '../../../shared/contract/schema-def';
import { buildAuthDataFormSchema } from '../../../shared/validation/auth-data';
import { ZBusinessAccountForm } from '../../../shared/validation/business-account';
import { ZDealFields } from '../../../shared/validation/deal';
import { ZLoginForm } from '../../../shared/validation/login';
import { ZPasswordResetConfirmForm } from '../../../shared/validation/password-reset-confirm';
import { ZPasswordResetRequestForm } from '../../../shared/validation/password-reset-request';
import { ZProfileForm } from '../../../shared/validation/profile';
import { ZRegisterForm } from '../../../shared/validation/register';
import { zodSentence } from '../../../shared/validation/zod-sentences';

/** How zod's own English begins (zod 4 en locale). */
const ZOD_DEFAULT = /^(Invalid|Too big|Too small|Unrecognized key|Expected|Required)/;

const PROBES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x'.repeat(100_001),
  'not a valid @ value!',
  -1,
  0,
  1.5,
  1e300,
  true,
  {},
  [],
  [{}],
  Array.from({ length: 1001 }, () => ({})),
];

type TPath = (string | number)[];

/** The schema inside wrappers (optional, nullable, default, pipe, catch). */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  const def = defOf(schema) as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return schema;
}

/** Every field path of a request schema, nested objects and list items included. */
function fieldPaths(schema: z.core.$ZodType, prefix: TPath = []): TPath[] {
  const inner = unwrap(schema);
  const def = defOf(inner) as { type: string; shape?: Record<string, z.core.$ZodType>; element?: z.core.$ZodType };
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).flatMap(([key, field]) => [[...prefix, key], ...fieldPaths(field, [...prefix, key])]);
  }
  if (def.type === 'array' && def.element) return fieldPaths(def.element, [...prefix, 0]);
  return [];
}

/** A body holding `value` at `path` and nothing else. */
function bodyWith(path: TPath, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = bodyWith(rest, value);
  return typeof head === 'number' ? [inner] : { [head]: inner };
}

const defaultMessagesOf = (schema: z.core.$ZodType, body: unknown) => {
  const result = z.safeParse(schema, body);
  return result.success ? [] : result.error.issues.filter((issue) => ZOD_DEFAULT.test(issue.message)).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe("the contract's request schemas", () => {
  it('would show zod defaults without the sentences (the probe can fail)', () => {
    const english = z.locales.en().localeError({ code: 'too_big', origin: 'string', maximum: 254, inclusive: true, input: '' } as never);
    expect(typeof english === 'string' ? english : english?.message).toMatch(ZOD_DEFAULT);
  });

  it.each(Object.entries(endpoints))('%s answers sentences for every broken field limit', (_name, endpoint) => {
    const paths = fieldPaths(endpoint.request);
    const found = new Set<string>();
    for (const value of PROBES) {
      for (const message of defaultMessagesOf(endpoint.request, value)) found.add(message);
      for (const path of paths) {
        for (const message of defaultMessagesOf(endpoint.request, bodyWith(path, value))) found.add(message);
      }
    }
    expect([...found]).toEqual([]);
  });

  it('a 300-character email on the profile says how long it may be', () => {
    const result = endpoints.saveProfile.request.safeParse({ user_id: 1, name: 'Ann', email: `${'a'.repeat(300)}@example.com`, project_path: 'ann' });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'email')?.message).toBe('Must be at most 254 characters');
  });
});

describe('the browser forms’ schemas', () => {
  // The browser does not load the sentences (the login page's weight budget): every rule a person
  // can break by typing must carry its own text. Probed with the map switched off.
  const TYPED = ['', '   ', 'x'.repeat(10_001), 'not a valid @ value!', 'a@b'];
  const forms: [string, z.core.$ZodType][] = [
    ['login', ZLoginForm],
    ['register', ZRegisterForm],
    ['password reset request', ZPasswordResetRequestForm],
    ['password reset confirm', ZPasswordResetConfirmForm],
    ['profile', ZProfileForm],
    ['business account', ZBusinessAccountForm],
    ['deal fields', ZDealFields],
    ['auth data', buildAuthDataFormSchema({ client_id: { title: 'Client ID', type: 'text' }, api_key: { title: 'API key', type: 'text' } })],
  ];

  it.each(forms)('%s gives every typed rule its own sentence', (_name, schema) => {
    z.config({ customError: undefined });
    try {
      const keys = fieldPaths(schema).filter((path) => path.length === 1);
      const found = new Set<string>();
      for (const value of TYPED) {
        const body = Object.fromEntries(keys.map(([key]) => [key, value]));
        for (const message of defaultMessagesOf(schema, body)) found.add(message);
      }
      expect([...found]).toEqual([]);
    } finally {
      z.config({ customError: zodSentence });
    }
  });
});
