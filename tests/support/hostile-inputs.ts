// Hostile requests generated from the contract (every REST endpoint of shared/contract) and
// from the tRPC router (every procedure), so a new endpoint is covered without writing anything.
// Seeded: the same seed gives the same requests. Each target gets `perTarget` requests: wrong
// types, missing fields, 1 MB strings, deep nesting, prototype keys, NaN/Infinity strings,
// arrays for scalars, bad JSON, wrong content types and oversized bodies.
import { z } from 'zod';
import { endpoints } from '../../shared/contract/endpoints';
import { pathParamNames } from '../../shared/contract/define';
import { procedureCatalogue } from '../../server/trpc/routers/_app';

export type THostileRequest = {
  target: string;
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Which signed-in caller sends it (tokens are filled in by the runner). */
  as: 'anonymous' | 'client' | 'admin';
};

/** Values of the signed-in callers, so some requests get past the access checks. */
export type TCallerIds = { userId: number; baId: number };

/** mulberry32: small, fast, seedable. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T, int: (max: number) => Math.floor(next() * max) };
};

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__lookupGetter__'];
const MEGABYTE = 1024 * 1024;

/** Nested `depth` levels of arrays or objects, built as text (JSON.stringify would overflow). */
export const deepJson = (depth: number, kind: 'array' | 'object' = 'array'): string =>
  kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Raw JSON text values (some are not expressible as JS values: deep nesting, 1e999). */
const HOSTILE_VALUES: readonly string[] = [
  'null',
  'true',
  'false',
  '0',
  '-1',
  '1.5',
  '1e999',
  '-1e999',
  '9007199254740993',
  '"NaN"',
  '"Infinity"',
  '"-Infinity"',
  '"-0"',
  '"1e309"',
  '""',
  '" "',
  '"\\u0000"',
  '"<script>alert(1)</script>"',
  '"../../etc/passwd"',
  '"%00"',
  '"\\ud800"',
  '"🙂"',
  '[]',
  '[1,2,3]',
  '["a"]',
  '{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  JSON.stringify('x'.repeat(10_000)),
  '"__proto__"',
  '"constructor"',
  '"toString"',
];

type TJsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: TJsonSchema[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
};
type TField = { type: string; format?: string; enum?: unknown[]; properties?: Record<string, TJsonSchema> };
type TShape = { fields: Record<string, TField>; required: string[] };

const fieldOf = (property: TJsonSchema): TField => {
  const option = property.anyOf?.find((candidate) => candidate.type !== 'null') ?? property;
  const type = Array.isArray(option.type) ? option.type[0] : (option.type ?? 'string');
  return { type: type ?? 'string', format: option.format, enum: option.enum, properties: option.properties };
};

/** Field names and JSON types of an object schema (empty when it cannot be described). */
const shapeOf = (schema: z.core.$ZodType | undefined): TShape => {
  if (!schema) return { fields: {}, required: [] };
  try {
    const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as TJsonSchema;
    const fields: TShape['fields'] = {};
    for (const [name, property] of Object.entries(json.properties ?? {})) fields[name] = fieldOf(property);
    return { fields, required: json.required ?? [] };
  } catch {
    return { fields: {}, required: [] };
  }
};

/** A plausible value for a field, so mutations of one field reach the code behind validation. */
const plausible = (name: string, field: TField, ids: TCallerIds): unknown => {
  // Nested objects are filled too, so a body can pass validation and reach the handler.
  if (field.type === 'object' && field.properties) {
    return Object.fromEntries(Object.entries(field.properties).map(([inner, property]) => [inner, plausible(inner, fieldOf(property), ids)]));
  }
  if (field.enum && field.enum.length > 0) return field.enum[0];
  if (/^(user_id|created_by)$/.test(name)) return ids.userId;
  if (/^(ba_id|business_account_id)$/.test(name)) return ids.baId;
  if (field.type === 'integer' || field.type === 'number') return 1;
  if (field.type === 'boolean') return true;
  if (field.type === 'array') return [];
  if (field.type === 'object') return {};
  if (field.format === 'email' || /email/.test(name)) return 'someone@example.com';
  if (/date/.test(name)) return '2024-01-01';
  if (/password/.test(name)) return 'a-long-enough-password';
  return 'fb-sync';
};

const baseInput = (shape: TShape, ids: TCallerIds): Record<string, unknown> =>
  Object.fromEntries(Object.entries(shape.fields).map(([name, field]) => [name, plausible(name, field, ids)]));

/** The JSON text of `input` with field `name` replaced by the raw JSON `raw`. */
const withRawField = (input: Record<string, unknown>, name: string, raw: string): string => {
  const marker = '"__HOSTILE_MARKER__"';
  return JSON.stringify({ ...input, [name]: '__HOSTILE_MARKER__' }).replace(marker, raw);
};

type TBody = { kind: string; body: string; contentType?: string };

/** One hostile JSON body (or non-JSON body) for an object input. */
const hostileBody = (random: ReturnType<typeof seededRandom>, shape: TShape, input: Record<string, unknown>): TBody => {
  const names = Object.keys(shape.fields);
  const field = names.length > 0 ? random.pick(names) : 'anything';
  switch (random.int(12)) {
    case 0:
      return { kind: 'wrong type', body: withRawField(input, field, random.pick(HOSTILE_VALUES)) };
    case 1: {
      const copy = { ...input };
      delete copy[field];
      return { kind: 'missing field', body: JSON.stringify(copy) };
    }
    case 2:
      return { kind: '1 MB string', body: withRawField(input, field, JSON.stringify('x'.repeat(MEGABYTE))) };
    case 3:
      return { kind: 'deep nesting', body: withRawField(input, field, deepJson(random.pick([100, 1_000, 10_000]), random.pick(['array', 'object'] as const))) };
    case 4: {
      const key = random.pick(PROTO_KEYS);
      return { kind: 'prototype key', body: withRawField(input, key, random.pick(HOSTILE_VALUES.slice(0, 30))) };
    }
    case 5:
      return { kind: 'prototype key nested', body: withRawField(input, field, `{"${random.pick(PROTO_KEYS)}":{"${random.pick(PROTO_KEYS)}":1}}`) };
    case 6:
      return { kind: 'array for scalar', body: withRawField(input, field, JSON.stringify([input[field] ?? 1, input[field] ?? 1])) };
    case 7:
      return {
        kind: 'bad JSON',
        body: random.pick(['{', '{"a":', '{"a":1,}', "{'a':1}", 'undefined', '\u0000', '{"a":1}garbage', '\ufeff{}', '{"a":"\\x"}']),
      };
    case 8:
      return {
        kind: 'wrong content type',
        body: random.pick(['a=1&b=2', JSON.stringify(input), '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--']),
        contentType: random.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16']),
      };
    case 9:
      return { kind: 'oversized body', body: JSON.stringify({ ...input, padding: 'x'.repeat(random.pick([300 * 1024, 2 * MEGABYTE])) }) };
    case 10:
      return { kind: 'not an object', body: random.pick(['null', '[]', '"text"', '1', 'true', '[{}]', '']) };
    default: {
      // Several fields wrong at once.
      const copy: Record<string, unknown> = { ...input };
      for (const name of names) if (random.next() < 0.5) copy[name] = random.pick([null, 'NaN', 'Infinity', [], {}, -1, 1e308, '']);
      return { kind: 'many wrong', body: JSON.stringify(copy) };
    }
  }
};

/** One hostile query string for a GET (1 MB strings go past the URL limit: 414/431 is fine). */
const hostileQuery = (random: ReturnType<typeof seededRandom>, shape: TShape, input: Record<string, unknown>): { kind: string; query: string } => {
  const names = Object.keys(shape.fields);
  const field = names.length > 0 ? random.pick(names) : 'anything';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) params.set(name, String(value));
  switch (random.int(7)) {
    case 0:
      params.set(field, random.pick(['NaN', 'Infinity', '-Infinity', '1e309', '-0', '0x10', '1.5', '', ' ', 'null', 'undefined', 'true', '[]', '{}', '%00', '\u0000']));
      return { kind: 'wrong type', query: params.toString() };
    case 1:
      params.delete(field);
      return { kind: 'missing field', query: params.toString() };
    case 2:
      params.append(field, String(input[field] ?? '1'));
      params.append(field, 'second');
      return { kind: 'array for scalar', query: params.toString() };
    case 3:
      params.set(random.pick(PROTO_KEYS), random.pick(['1', 'x', '']));
      return { kind: 'prototype key', query: params.toString() };
    case 4:
      params.set(field, 'x'.repeat(random.pick([10_000, 100_000, MEGABYTE])));
      return { kind: 'long string', query: params.toString() };
    case 5:
      return { kind: 'raw garbage', query: random.pick(['%', '%zz', 'a=%E0%A4%A', '&&&==&', `${field}[]=1&${field}[a]=2`, '__proto__[polluted]=1']) };
    default:
      params.set(field, deepJson(1_000));
      return { kind: 'nesting text', query: params.toString() };
  }
};

const hostilePathValue = (random: ReturnType<typeof seededRandom>): string =>
  encodeURIComponent(random.pick(['..', '%2e%2e', '__proto__', 'constructor', 'x'.repeat(5_000), '0', '-1', 'NaN', ' ', '\u0000', '<script>', 'fb-sync']));

const fillPathHostile = (path: string, random: ReturnType<typeof seededRandom>, input: Record<string, unknown>): string => {
  let filled = path;
  for (const name of pathParamNames(path)) {
    const value = random.next() < 0.5 ? hostilePathValue(random) : encodeURIComponent(String(input[name] ?? 'fb-sync'));
    filled = filled.replace(`{${name}}`, value);
  }
  return filled;
};

/** Hostile requests for every REST endpoint of the contract. */
export const restHostileRequests = (options: { seed: number; perTarget: number; ids: TCallerIds }): THostileRequest[] => {
  const requests: THostileRequest[] = [];
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const random = seededRandom(options.seed ^ hashOf(name));
    const shape = shapeOf(endpoint.request);
    const input = baseInput(shape, options.ids);
    const as = endpoint.access === 'public' ? 'anonymous' : endpoint.access === 'admin' ? 'admin' : 'client';
    for (let index = 0; index < options.perTarget; index += 1) {
      const path = fillPathHostile(endpoint.path, random, input);
      const caller = random.next() < 0.1 ? 'anonymous' : as;
      if (endpoint.method === 'GET') {
        const { kind, query } = hostileQuery(random, shape, input);
        requests.push({ target: `REST ${name}`, kind, method: 'GET', path: `${path}?${query}`, headers: {}, as: caller });
      } else {
        const { kind, body, contentType } = hostileBody(random, shape, input);
        requests.push({ target: `REST ${name}`, kind, method: endpoint.method, path, headers: { 'content-type': contentType ?? 'application/json' }, body, as: caller });
      }
    }
  }
  return requests;
};

/** Hostile requests for every tRPC procedure (queries by GET ?input=, mutations by POST). */
export const trpcHostileRequests = (options: { seed: number; perTarget: number; ids: TCallerIds }): THostileRequest[] => {
  const requests: THostileRequest[] = [];
  for (const [name, procedure] of procedureCatalogue) {
    const random = seededRandom(options.seed ^ hashOf(`trpc:${name}`));
    const shape = shapeOf(procedure.input ?? undefined);
    const input = baseInput(shape, options.ids);
    // Reset demo data takes no input and, as an admin, would end every session mid-run: what a
    // hostile caller meets there is its refusal of a client (tests/integration/trpc/demo-reset.test.ts).
    const isReset = name === 'admin.resetDemoData';
    const as = isReset ? 'client' : name.startsWith('admin.') || name.startsWith('sync.') ? 'admin' : name.startsWith('auth.') ? 'anonymous' : 'client';
    for (let index = 0; index < options.perTarget; index += 1) {
      const caller = random.next() < 0.1 ? 'anonymous' : as;
      const { kind, body, contentType } = hostileBody(random, shape, input);
      if (procedure.kind === 'query') {
        // Queries carry their input in the URL; the URL limit turns the largest into 414/431.
        const isBatch = random.next() < 0.2;
        const query = isBatch ? `batch=1&input=${encodeURIComponent(`{"0":${body}}`)}` : `input=${encodeURIComponent(body)}`;
        requests.push({ target: `tRPC ${name}`, kind, method: 'GET', path: `/trpc/${name}?${query}`, headers: {}, as: caller });
      } else {
        requests.push({ target: `tRPC ${name}`, kind, method: 'POST', path: `/trpc/${name}`, headers: { 'content-type': contentType ?? 'application/json' }, body, as: caller });
      }
    }
  }
  return requests;
};

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return hash >>> 0;
}

/** Signs of the server's insides in an answer: stack frames and file paths. */
export const INSIDES = /\bat [^\n]*\((?:file:|\/)|\bat \/|\.(?:ts|js|mjs|cjs):\d+:\d+|node_modules|\/work\/|\/home\/|\/usr\/|file:\/\/|Cannot read propert|is not a function|undefined is not|Maximum call stack/;
