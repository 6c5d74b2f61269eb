// Issue 39: a team's tools build requests from /api/openapi.json alone (Schemathesis, Dredd,
// Newman collections generated from the document). One request per operation, sampled from the
// document by openapi-sampler (path, query and body), must pass the emulator's validation: an
// answer of 404 or 403 (ids that do not exist, records of others) is fine, a 422 is the document
// being looser than the emulator. Every status seen must be documented for its operation.
import { sample } from 'openapi-sampler';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmulator } from '../../../server/package';
import type { TEmulator } from '../../../server/package';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../../seed/demo-logins';

type TParameter = { name?: string; in?: string; required?: boolean; schema?: object; $ref?: string };
type TOperation = { operationId: string; parameters?: TParameter[]; requestBody?: { content: { 'application/json': { schema: object } } }; responses: Record<string, unknown>; security?: unknown[]; 'x-access'?: string };
type TDocument = { paths: Record<string, Record<string, TOperation>>; components: Record<string, unknown> };

/**
 * Refused with 422 and why (at most two), both answers about the data rather than the request's
 * shape: a sampled reset token is no token the emulator mailed (the document cannot know a
 * secret), and the sampled service id 1 is a service that connects through its consent page,
 * not with auth data ("This service connects through its consent page, not with auth data").
 */
const KNOWN_422 = new Set(['confirmPasswordReset', 'testAuthData']);

let emulator: TEmulator;
let document: TDocument;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  emulator = await startEmulator({ seed: 1, today: '2026-03-15', hashing: 'fast' });
  document = (await (await fetch(`${emulator.url}/api/openapi.json`)).json()) as TDocument;
  for (const [role, who] of [['admin', DEMO_ADMIN], ['user', DEMO_CLIENT]] as const) {
    const answer = (await (await fetch(`${emulator.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) })).json()) as { data: { token: string } };
    tokens[role] = answer.data.token;
  }
});
afterAll(() => emulator?.close());

it('accepts a request sampled from the document for every operation (at most 2 refused with 422), and documents every status it answers', async () => {
  const refused: string[] = [];
  const undocumented: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      let url = path;
      const query = new URLSearchParams();
      for (const parameter of operation.parameters ?? []) {
        if (!parameter.in || parameter.in === 'header' || !parameter.schema) continue;
        const value = sample(parameter.schema as never, { skipReadOnly: true }, document as never);
        if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
        else if (parameter.required) query.set(parameter.name as string, String(value));
      }
      const bodySchema = operation.requestBody?.content['application/json'].schema;
      const body = bodySchema ? sample(bodySchema as never, { skipReadOnly: true }, document as never) : undefined;
      const token = operation['x-access'] === 'admin' ? tokens.admin : operation['x-access'] === 'user' ? tokens.user : undefined;
      const response = await fetch(`${emulator.url}${url}${query.size ? `?${query}` : ''}`, {
        method: method.toUpperCase(),
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      const what = `${operation.operationId} (${method.toUpperCase()} ${url}${query.size ? `?${query}` : ''} ${JSON.stringify(body)}) → ${response.status} ${text.slice(0, 300)}`;
      if (!(String(response.status) in operation.responses)) undocumented.push(what);
      if (response.status === 422 && !KNOWN_422.has(operation.operationId)) refused.push(what);
    }
  }
  expect(KNOWN_422.size).toBeLessThanOrEqual(2);
  expect(refused, refused.join('\n')).toEqual([]);
  expect(undocumented, undocumented.join('\n')).toEqual([]);
}, 120_000);
