// The new answers are the ones the API document describes: verify's 200 and 409, the namespaces
// list, the journal, and the 404 of a path no operation takes (near misses), each checked with a JSON Schema
// 2020-12 validator against the served /api/openapi.json, in the default namespace and in one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../server/package';
import type { TEmulator } from '../../../server/package';
import type { TOpenApiDocument } from '../../../server/emulator/openapi/document';

const templates = mkdtempSync(join(tmpdir(), 'portal-control-document-'));
let emulator: TEmulator;
let document: TOpenApiDocument;
const ajv = new Ajv2020({ strict: false, allErrors: true });

beforeAll(async () => {
  emulator = await startEmulator({ seed: 1, today: '2026-03-15', templates, hashing: 'fast' });
  document = (await (await fetch(`${emulator.url}/ns/doc-check/api/openapi.json`)).json()) as TOpenApiDocument;
});
afterAll(async () => {
  await emulator.close();
  rmSync(templates, { recursive: true, force: true });
});

const expectDocumented = (schema: unknown, body: unknown, what: string) => {
  const validate = ajv.compile({ ...(schema as object), components: document.components });
  expect(validate(body), `${what}: ${ajv.errorsText(validate.errors)}`).toBe(true);
};
const responseSchema = (path: string, method: string, status: string) =>
  (document.paths[path]?.[method] as { responses: Record<string, { content: Record<string, { schema: unknown }> }> }).responses[status]?.content['application/json']?.schema;

describe('the control answers are documented', () => {
  it('verify: 200 and 409', async () => {
    const verify = (body: unknown) => fetch(`${emulator.url}/ns/doc-check/emulator/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await fetch(`${emulator.url}/ns/doc-check/api/logn`, { method: 'POST' });
    const held = await verify({ operation: 'login', count: 0 });
    expect(held.status).toBe(200);
    expectDocumented(responseSchema('/emulator/verify', 'post', '200'), await held.json(), 'verify 200');
    const refused = await verify({ operation: 'login' });
    expect(refused.status).toBe(409);
    expectDocumented(responseSchema('/emulator/verify', 'post', '409'), await refused.json(), 'verify 409');
  });

  it('the namespaces list', async () => {
    const listed = await fetch(`${emulator.url}/emulator/namespaces`);
    expectDocumented(responseSchema('/emulator/namespaces', 'get', '200'), await listed.json(), 'namespaces');
  });

  it('a path no operation takes: the error body with its near misses, also in the journal', async () => {
    const missing = await fetch(`${emulator.url}/ns/doc-check/api/busines-accounts`);
    expect(missing.status).toBe(404);
    const nearMisses = { type: 'object', required: ['near_misses'], properties: { near_misses: { type: 'array', items: { $ref: '#/components/schemas/NearMiss' } } } };
    expectDocumented({ allOf: [{ $ref: '#/components/schemas/Error' }, nearMisses] }, await missing.json(), 'near misses');
    const journal = await fetch(`${emulator.url}/ns/doc-check/emulator/requests?status=404`);
    expectDocumented(responseSchema('/emulator/requests', 'get', '200'), await journal.json(), 'journal');
    expect((document.info as { description: string }).description).toContain('`/ns/{name}`');
  });
});
