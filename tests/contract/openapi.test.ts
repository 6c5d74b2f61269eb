// The OpenAPI document cannot drift from the gateway: the served /api/openapi.json is a valid
// OpenAPI 3.1 document (checked by an OpenAPI schema validator), lists every contract
// endpoint, and one real answer per endpoint (the contract table's valid call, over HTTP)
// validates against the document's 200 schema with a JSON Schema 2020-12 validator, as
// does a refusal against its error schema. Against a real gateway (CONTRACT_BASE_URL) that
// serves no document, the one this project generates is checked instead.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TEndpoint } from '../../shared/contract/define';
import { endpoints } from '../../shared/contract/endpoints';
import type { TEndpointName } from '../../shared/contract/endpoints';
import { buildOpenApiDocument } from '../../server/emulator/openapi/document';
import type { TOpenApiDocument } from '../../server/emulator/openapi/document';
import { contractCases } from './cases';
import type { TCase } from './support/case';
import { createFixtures } from './support/fixtures';
import { createGatewayHttp, describeAnswer } from './support/gateway-http';

const http = createGatewayHttp(inject('contractBaseUrl'));
const fx = createFixtures(http);

let document: TOpenApiDocument;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

type TOperation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
const operationOf = (endpoint: TEndpoint) => document.paths[endpoint.path]?.[endpoint.method.toLowerCase()] as TOperation | undefined;

const schemaFor = (endpoint: TEndpoint, status: string): object => {
  const schema = operationOf(endpoint)?.responses[status]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`The document has no ${status} schema for ${endpoint.method} ${endpoint.path}`);
  // Error answers point at components: resolve them in the document's own context.
  return { ...schema, $defs: undefined, components: document.components } as object;
};

const expectValid = (schema: object, body: unknown, what: string) => {
  const validate = ajv.compile(schema);
  const isValid = validate(body);
  expect(isValid, `${what}: ${ajv.errorsText(validate.errors)}`).toBe(true);
};

beforeAll(async () => {
  const served = await http.raw('GET', '/api/openapi.json');
  // The emulator this suite starts must serve it; a real gateway may not.
  if (!process.env.CONTRACT_BASE_URL) expect(served.status, describeAnswer(served)).toBe(200);
  document = served.status === 200 ? (served.json as TOpenApiDocument) : buildOpenApiDocument();
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as never);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every endpoint of the contract, with the bearer scheme on the ones that need a token', () => {
    for (const [name, endpoint] of Object.entries(endpoints) as [TEndpointName, TEndpoint][]) {
      const operation = operationOf(endpoint) as (TOperation & { operationId: string; security: unknown[] }) | undefined;
      expect(operation?.operationId, `${endpoint.method} ${endpoint.path}`).toBe(name);
      expect(operation?.security).toEqual(endpoint.access === 'public' ? [] : [{ bearer: [] }]);
      if (endpoint.access !== 'public') expect(Object.keys(operation?.responses ?? {})).toContain('401');
    }
    expect(document.components).toMatchObject({ securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } });
  });
});

describe('real answers validate against the document', () => {
  for (const [name, endpoint] of Object.entries(endpoints) as [TEndpointName, TEndpoint][]) {
    const testCase = contractCases[name] as unknown as TCase<TEndpointName>;
    it(`${name}: ${endpoint.method} ${endpoint.path}`, async (context) => {
      const call = await testCase.valid(fx);
      if (call.skip) context.skip(call.skip);
      const answer = await http.call(endpoint, call.input as Record<string, unknown>, call.session?.token);
      expect(answer.status, describeAnswer(answer)).toBe(200);
      expectValid(schemaFor(endpoint, '200'), answer.json, `${name} answer`);
    });
  }

  it('an answer off the document is refused by the check (the check is not a no-op)', () => {
    const validate = ajv.compile(schemaFor(endpoints.listBusinessAccounts, '200'));
    expect(validate({ success: true, data: [{ id: 'one', name: 'A', path: 'a', created_at: 'x', updated_at: 'x' }] })).toBe(false);
    expect(ajv.errorsText(validate.errors)).toContain('/data/0/id');
  });

  it('a refusal validates against the error schema the document gives it', async () => {
    const endpoint = endpoints.listBusinessAccounts;
    const answer = await http.call(endpoint, { user_id: 1 }, null);
    expect(answer.status).toBe(401);
    expectValid(schemaFor(endpoint, '401'), answer.json, 'the 401 body');
  });
});
