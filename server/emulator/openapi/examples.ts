// Examples for /api/docs, drawn from a private copy of the demo seed (reference-copy.ts): each
// read-only client endpoint (GET) is called once as the demo client and its real answer is the
// example; the values those answers hold then fill the examples of the other endpoints, built from
// their JSON Schema. Admin answers are built too: their shape, never a roster of people. Every
// secret (keys, tokens, passwords) is redacted by the HAR rules before the page shows it.
import { findLoginUser } from '../../../db/queries/users';
import { endpoints } from '../../../shared/contract/endpoints';
import type { TEndpoint } from '../../../shared/contract/define';
import type { TEndpointName } from '../../../shared/contract/endpoints';
import type { TEmulatorDeps } from '../deps';
import { buildGatewayRequest, normaliseBase } from '../../gateway/build-request';
import { redactJson } from '../../har/redact';
import { signSessionToken } from '../jwt';
import { REFERENCE_LOGINS } from './reference-copy';

type TJsonSchema = Record<string, unknown>;

export type TEndpointExample = {
  /** The request fields (path, query or body) a client would send. */
  request: Record<string, unknown>;
  answer: unknown;
  /** Whether `answer` is what the emulator answered (true) or built from the schema with seeded values. */
  isRealAnswer: boolean;
};

export type TExamples = Partial<Record<TEndpointName, TEndpointExample>>;

/** GETs that change something (a consent being started): their answer is built, not fetched. */
const GETS_WITH_EFFECTS = new Set<TEndpointName>(['startExport']);

/** Seeded values by field name, first seen first; a few start from the demo logins. */
type TSeen = Map<string, unknown>;

const harvest = (value: unknown, seen: TSeen): void => {
  if (Array.isArray(value)) value.forEach((item) => harvest(item, seen));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (item !== null && typeof item !== 'object' && !seen.has(key)) seen.set(key, item);
      harvest(item, seen);
    }
  }
};

const typesOf = (schema: TJsonSchema): string[] => (Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : []);

const fits = (value: unknown, schema: TJsonSchema): boolean => {
  const alternatives = (schema.anyOf ?? schema.oneOf) as TJsonSchema[] | undefined;
  if (alternatives) return alternatives.some((item) => fits(value, item));
  if (!schema.type && !('const' in schema) && !schema.enum) return false;
  if (Array.isArray(schema.enum)) return schema.enum.includes(value);
  if ('const' in schema) return schema.const === value;
  const types = typesOf(schema);
  const kind = value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value;
  const isTypeOk = types.includes(kind) || (kind === 'integer' && types.includes('number'));
  if (!isTypeOk) return false;
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) return false;
    if (typeof schema.maximum === 'number' && value > schema.maximum) return false;
  }
  return true;
};

const STRING_BY_FORMAT: Record<string, string> = {
  email: REFERENCE_LOGINS.client.email,
  'date-time': '2026-03-15T09:30:00.000Z',
  date: '2026-03-15',
  uri: 'https://portal.example/consent',
};

/** An example value for a schema: a seeded value of that name when it fits, else the simplest that does. */
export const exampleOf = (schema: TJsonSchema | undefined, seen: TSeen, key?: string, depth = 0): unknown => {
  if (!schema || depth > 12) return null;
  if (key !== undefined && seen.has(key) && fits(seen.get(key), schema)) return seen.get(key);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const alternatives = (schema.anyOf ?? schema.oneOf) as TJsonSchema[] | undefined;
  if (alternatives) {
    // The first alternative that is not null, so the example shows the value's shape.
    const chosen = alternatives.find((item) => !typesOf(item).includes('null') || typesOf(item).length > 1) ?? alternatives[0];
    return exampleOf(chosen, seen, key, depth + 1);
  }
  const types = typesOf(schema).filter((type) => type !== 'null');
  const type = types[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, TJsonSchema>;
      return Object.fromEntries(Object.entries(properties).map(([name, item]) => [name, exampleOf(item, seen, name, depth + 1)]));
    }
    case 'array': {
      const minItems = typeof schema.minItems === 'number' ? schema.minItems : 1;
      return Array.from({ length: Math.max(1, minItems) }, () => exampleOf(schema.items as TJsonSchema, seen, key, depth + 1));
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
    case 'boolean':
      return true;
    case 'string': {
      const byFormat = typeof schema.format === 'string' ? STRING_BY_FORMAT[schema.format] : undefined;
      if (byFormat) return byFormat;
      // The first simple string the schema accepts (a date pattern takes the date).
      const minLength = typeof schema.minLength === 'number' ? schema.minLength : 1;
      const candidates = ['example'.padEnd(minLength, 'x'), STRING_BY_FORMAT.date, STRING_BY_FORMAT['date-time'], '1'];
      return candidates.find((candidate) => fits(candidate, schema)) ?? candidates[0];
    }
    default:
      return null;
  }
};

type TOperations = Record<string, Record<string, { parameters?: { name: string; in: string; schema?: TJsonSchema }[]; requestBody?: { content: Record<string, { schema: TJsonSchema }> }; responses: Record<string, { content?: Record<string, { schema: TJsonSchema }> }> }>>;

const requestSchemaOf = (operation: TOperations[string][string]): TJsonSchema => {
  const body = operation.requestBody?.content['application/json']?.schema;
  const properties: Record<string, TJsonSchema> = { ...((body?.properties as Record<string, TJsonSchema> | undefined) ?? {}) };
  for (const parameter of operation.parameters ?? []) if (parameter.name) properties[parameter.name] = parameter.schema ?? {};
  return { type: 'object', properties };
};

/** One example per endpoint of the document: real answers of the seeded GETs, the rest built from them. */
/** The reader emulator's own app, asked as a gateway client asks (the same URL, headers and body). */
type TReader = { request: (url: string, init: RequestInit) => Response | Promise<Response> };

const READER_BASE = normaliseBase('http://reference-copy.invalid');

const answerOf = async (reader: TReader, endpoint: TEndpoint, input: Record<string, unknown>, token: string): Promise<unknown> => {
  const { url, init } = buildGatewayRequest(endpoint, input, READER_BASE, { token });
  const response = await reader.request(url.href, init);
  return response.status === 200 ? response.json() : undefined;
};

export const buildExamples = async (deps: Pick<TEmulatorDeps, 'db' | 'jwt'>, paths: TOperations, reader: TReader): Promise<TExamples> => {
  const seen: TSeen = new Map<string, unknown>([
    ['email', REFERENCE_LOGINS.client.email],
    ['password', REFERENCE_LOGINS.client.password],
  ]);
  const client = findLoginUser(deps.db, REFERENCE_LOGINS.client.email);
  if (client) seen.set('user_id', client.id);
  const clientToken = client ? await signSessionToken({ userId: client.id, role: client.role, tokenVersion: client.token_version }, deps.jwt) : undefined;
  const examples: TExamples = {};
  const named = Object.entries(endpoints) as [TEndpointName, TEndpoint][];
  const operationOf = (endpoint: TEndpoint) => paths[endpoint.path]?.[endpoint.method.toLowerCase()];

  // Reads first, in the contract's order: their answers hold the values the later ones need.
  for (const [name, endpoint] of named) {
    const operation = operationOf(endpoint);
    if (!operation || endpoint.method !== 'GET' || endpoint.access === 'admin' || GETS_WITH_EFFECTS.has(name) || !clientToken) continue;
    const request = exampleOf(requestSchemaOf(operation), seen) as Record<string, unknown>;
    const answer = await answerOf(reader, endpoint, request, clientToken).catch(() => undefined);
    if (answer === undefined) continue;
    harvest(answer, seen);
    examples[name] = { request, answer, isRealAnswer: true };
  }
  for (const [name, endpoint] of named) {
    const operation = operationOf(endpoint);
    if (!operation || examples[name]) continue;
    const request = exampleOf(requestSchemaOf(operation), seen) as Record<string, unknown>;
    const answer = exampleOf(operation.responses['200']?.content?.['application/json']?.schema, seen);
    examples[name] = { request, answer, isRealAnswer: false };
  }
  return Object.fromEntries(
    Object.entries(examples).map(([name, example]) => [name, { ...example, request: redactJson(example.request), answer: redactJson(example.answer) }]),
  ) as TExamples;
};
