// Two readings of a contract schema, derived from it so they never drift apart:
//   tolerantReader  what the portal accepts from a real gateway: unknown keys dropped, ids and
//                   figures as digit strings, flags as 1/"1"/"true", any status text, absent or
//                   null text read as empty; only what a screen acts on (ids, tokens, figures,
//                   lists, records) must be there.
//   exactCopy       the contract with no key to spare, for the drift report: every difference
//                   a gateway makes is seen, tolerated or not.
import { z } from 'zod';
import { isRecord } from '../../../shared/is-record';
import { defOf } from '../../../shared/contract/schema-def';

type TAny = z.ZodType;
type TDef = { type: string } & Record<string, unknown>;

/** zod 4's public definition of a schema, read as a plain record of its parts. */
const partsOf = (schema: TAny): TDef => defOf(schema) as unknown as TDef;

/** Keys a screen acts on: never read as empty when a gateway leaves them out. */
const isIdentity = (key: string): boolean => key === 'id' || key.endsWith('_id') || key === 'token';

const DIGITS = /^\s*-?\d+(\.\d+)?\s*$/;
const TRUE_WORDS = new Set(['1', 'true']);
const FALSE_WORDS = new Set(['0', 'false']);

const asNumber = (value: unknown): unknown => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value);
const asText = (value: unknown): unknown => (typeof value === 'number' ? String(value) : value);
const asFlag = (value: unknown): unknown => {
  if (value === 1 || (typeof value === 'string' && TRUE_WORDS.has(value.toLowerCase()))) return true;
  if (value === 0 || (typeof value === 'string' && FALSE_WORDS.has(value.toLowerCase()))) return false;
  return value;
};
/** A literal as a gateway may spell it: `1` as "1", `true` as 1, "1" or "true". */
const asLiteral = (literal: unknown) => (value: unknown): unknown => {
  if (typeof literal === 'boolean') return asFlag(value);
  if (typeof literal === 'number') {
    if (typeof value === 'boolean' && (literal === 0 || literal === 1)) return value ? 1 : 0;
    return asNumber(value);
  }
  return value;
};

export type TReaderOptions = {
  /** Keys a gateway may leave out although the contract names them, read as this value. */
  absentAs: Readonly<Record<string, unknown>>;
  /** Keys whose value may come as an object where the contract says JSON text (auth_template). */
  jsonTextKeys: ReadonlySet<string>;
};

/** One object field: the tolerant value, plus what its absence reads as. */
const fieldReader = (key: string, schema: TAny, options: TReaderOptions): TAny => {
  let reader = tolerantReader(schema, options);
  if (options.jsonTextKeys.has(key)) {
    reader = z.preprocess((value) => (isRecord(value) ? JSON.stringify(value) : value), reader);
  }
  const type = partsOf(schema).type;
  if (Object.hasOwn(options.absentAs, key)) return z.preprocess((value) => value ?? options.absentAs[key], reader);
  if (type === 'nullable') return z.preprocess((value) => value ?? null, reader);
  if (type === 'optional' || type === 'default') return z.preprocess((value) => (value === null ? undefined : value), reader);
  if (isIdentity(key)) return reader;
  // A 2xx answer that does not say it failed succeeded (a refusal says `success: false`).
  if (type === 'literal' && (partsOf(schema).values as unknown[])[0] === true) return z.preprocess((value) => value ?? true, reader);
  if (type === 'string' || type === 'enum') return z.preprocess((value) => value ?? '', reader);
  if (type === 'boolean') return z.preprocess((value) => value ?? false, reader);
  return reader;
};

/** A container schema rebuilt around `inner` of each part (objects by `object`); null for any other. */
const rebuildContainer = (def: TDef, inner: (part: TAny) => TAny, object: (shape: Record<string, TAny>) => TAny): TAny | null => {
  switch (def.type) {
    case 'object':
      return object(def.shape as Record<string, TAny>);
    case 'array':
      return z.array(inner(def.element as TAny));
    case 'record':
      return z.record(def.keyType as z.ZodString, inner(def.valueType as TAny));
    case 'union':
      return z.union((def.options as TAny[]).map(inner) as [TAny, TAny]);
    case 'nullable':
      return inner(def.innerType as TAny).nullable();
    case 'optional':
      return inner(def.innerType as TAny).optional();
    case 'default':
      return inner(def.innerType as TAny).default(def.defaultValue as never);
    default:
      return null;
  }
};

/** What the portal accepts where the contract says `schema` (same output type). */
export const tolerantReader = (schema: TAny, options: TReaderOptions): TAny => {
  const def = partsOf(schema);
  const container = rebuildContainer(
    def,
    (part) => tolerantReader(part, options),
    (shape) => z.object(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, fieldReader(key, field, options)]))),
  );
  if (container) return container;
  switch (def.type) {
    case 'number':
      return z.preprocess(asNumber, schema);
    case 'string':
      return z.preprocess(asText, schema);
    case 'boolean':
      return z.preprocess(asFlag, schema);
    case 'literal':
      return z.preprocess(asLiteral((def.values as unknown[])[0]), schema);
    // A status text beyond the documented ones is shown as it is.
    case 'enum':
      return z.preprocess(asText, z.string());
    default:
      return schema;
  }
};

/** The contract as it is, except that an object may carry no key it does not name. */
export const exactCopy = (schema: TAny): TAny =>
  rebuildContainer(partsOf(schema), exactCopy, (shape) => z.strictObject(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, exactCopy(field)])))) ?? schema;
