// The emulated CRM deduplicates: a delivery finds the CRM person by email (whatever its case) or
// creates one, a deal carries its person_id, the delivery log says when a deal was added to an
// existing person, the demo seed holds a few such returning leads, and /emulator/crm reads it all.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../../server/emulator/openapi/document';
import type { TTestEmulator } from '../../support/emulator-app';
import { createSeededEmulator } from '../../support/emulator-app';
import { demoOf } from './fixtures/records';
import type { TDemo } from './fixtures/records';

let t: TTestEmulator;
let demo: TDemo;
let configured: number;
beforeAll(async () => {
  t = await createSeededEmulator();
  demo = await demoOf(t);
  [, configured] = demo.integrationsOf(demo.bluebird) as [number, number];
});
afterAll(() => t.cleanup());

const sendTest = (answers: Record<string, string>) =>
  t.call('POST', `/api/integrations/${configured}/test-lead`, { token: demo.clientToken, body: { user_id: demo.clientId, answers } });
const crm = async (what: 'persons' | 'deals', integrationId: number | string = configured) => t.call('GET', `/emulator/crm/${what}`, { query: { integration_id: integrationId } });

describe('a CRM that deduplicates', () => {
  it('makes a person for a new email, and adds the next deal of that email (in another case) to them', async () => {
    const first = await sendTest({ email: 'ada.lovelace@example.com', full_name: 'Ada Lovelace' });
    expect(first.json?.data.deal).toMatchObject({ is_existing_person: false, person_id: expect.any(Number) });
    const again = await sendTest({ email: 'Ada.Lovelace@Example.COM', full_name: 'Ada Lovelace' });
    expect(again.json?.data.deal).toMatchObject({ is_existing_person: true, person_id: first.json?.data.deal.person_id });

    const persons = (await crm('persons')).json?.data as { id: number; email: string; name: string }[];
    expect(persons.filter((person) => person.email === 'ada.lovelace@example.com')).toEqual([
      expect.objectContaining({ id: first.json?.data.deal.person_id, name: 'Ada Lovelace' }),
    ]);
    const deals = (await crm('deals')).json?.data as { lead_id: number; person_id: number; is_existing_person: boolean }[];
    expect(deals.find((deal) => deal.lead_id === again.json?.data.id)).toMatchObject({ person_id: first.json?.data.deal.person_id, is_existing_person: true });
  });

  it('shows returning leads of the demo seed in the delivery log, on the person they came as before', async () => {
    const deals = (await crm('deals')).json?.data as { person_id: number; is_existing_person: boolean }[];
    const returning = deals.filter((deal) => deal.is_existing_person);
    expect(returning.length).toBeGreaterThan(0);
    expect(returning.length).toBeLessThan(deals.length / 4);
    const persons = (await crm('persons')).json?.data as { id: number; deals: number }[];
    expect(persons.find((person) => person.id === returning[0]?.person_id)?.deals).toBeGreaterThan(1);

    const log = await t.call('GET', `/api/integrations/${configured}/leads`, { token: demo.clientToken, query: { user_id: demo.clientId, per_page: 100 } });
    const shown = (log.json?.data.data as { deal: { is_existing_person: boolean } | null }[]).filter((lead) => lead.deal?.is_existing_person);
    expect(shown.length).toBeGreaterThan(0);
  });

  it('answers as the API document describes', async () => {
    const document = buildOpenApiDocument();
    const ajv = new Ajv2020({ strict: false });
    for (const what of ['persons', 'deals'] as const) {
      const schema = (document.paths[`/emulator/crm/${what}`]?.get as { responses: Record<string, { content: Record<string, { schema: object }> }> }).responses['200']?.content['application/json']?.schema;
      const validate = ajv.compile(schema as object);
      expect(validate((await crm(what)).json), `${what}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('refuses an integration that is not one, in words', async () => {
    expect((await crm('persons', 'abc')).json).toMatchObject({ success: false, message: 'integration_id must be the id of an integration, a whole number' });
    const missing = await crm('deals', 999_999);
    expect(missing.status).toBe(404);
    expect(missing.json?.message).toBe('Integration not found');
  });
});
