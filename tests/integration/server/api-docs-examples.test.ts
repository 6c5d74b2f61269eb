// Issue 13 §1: /api/docs lists every endpoint with an example drawn from the demo seed. Over real
// HTTP: each endpoint's article holds an example answer that validates against that endpoint's
// 200 schema in /api/openapi.json (and, where there is a body, an example request that validates
// against the request body schema); the reads are the emulator's real answers on the demo data;
// building them leaves the request journal untouched.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import type { TOpenApiDocument } from '../../../server/emulator/openapi/document';
import { endpoints } from '../../../shared/contract/endpoints';
import type { TEndpoint } from '../../../shared/contract/define';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { createSeededTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

let database: TTempDatabase;
let running: TRunningServer;
let page: string;
let document: TOpenApiDocument;

beforeAll(async () => {
  database = await createSeededTempDatabase();
  const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'docs-test-secret-that-is-long-enough-for-hs256', LOG_LEVEL: 'silent' });
  running = await listen(createApp({ env, logger: createLogger('silent'), database, clock: database.clock }).fetch, { host: '127.0.0.1', port: 0 });
  page = await (await fetch(`${running.url}/api/docs`)).text();
  document = (await (await fetch(`${running.url}/api/openapi.json`)).json()) as TOpenApiDocument;
});
afterAll(async () => {
  await running?.close();
  database?.cleanup();
});

const unescape = (html: string) =>
  html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The example of one kind inside the endpoint's article, parsed. */
const exampleIn = (operationId: string, kind: 'request' | 'answer'): unknown => {
  const article = page.split(`<article id="${operationId}">`)[1]?.split('</article>')[0] ?? '';
  const match = article.match(new RegExp(`<pre class="example" data-example="${kind}"[^>]*>([\\s\\S]*?)</pre>`));
  return match ? JSON.parse(unescape(match[1] as string)) : undefined;
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const operationOf = (endpoint: TEndpoint) => document.paths[endpoint.path]?.[endpoint.method.toLowerCase()] as Record<string, any>;
const expectValid = (schema: object, value: unknown, what: string) => {
  const validate = ajv.compile({ ...schema, components: document.components });
  expect(validate(value), `${what}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 500)}`).toBe(true);
};

describe('GET /api/docs examples', () => {
  for (const [name, endpoint] of Object.entries(endpoints) as [string, TEndpoint][]) {
    it(`${name}: an example answer valid against its 200 schema, and a valid example body`, () => {
      const operation = operationOf(endpoint);
      const answer = exampleIn(name, 'answer');
      expect(answer, `no example answer for ${name}`).toBeDefined();
      expectValid(operation.responses['200'].content['application/json'].schema, answer, `${name} example answer`);
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      if (bodySchema) {
        const request = exampleIn(name, 'request') as Record<string, unknown>;
        expect(request, `no example request for ${name}`).toBeDefined();
        const pathNames = new Set((operation.parameters ?? []).map((parameter: { name: string }) => parameter.name));
        const body = Object.fromEntries(Object.entries(request).filter(([key]) => !pathNames.has(key)));
        expectValid(bodySchema, body, `${name} example body`);
      }
    });
  }

  it('shows the demo data itself: the demo client signing in, and their business accounts as the emulator answers them', async () => {
    expect(exampleIn('login', 'request')).toEqual({ email: DEMO_CLIENT.email, password: 'REDACTED' });
    expect(JSON.stringify(exampleIn('listBusinessAccounts', 'answer'))).toContain('Bluebird Media');
    expect(page).toContain('the emulator’s answer on the demo data');
    expect(page).not.toMatch(/<script|<link|src="http|@import/);
    // Building the examples went through a private instance: the journal saw none of it.
    const journal = (await (await fetch(`${running.url}/emulator/requests`)).json()) as { data: { path: string }[] };
    expect(journal.data.map((entry) => entry.path).sort()).toEqual(['/api/docs', '/api/openapi.json']);
  });
});
