// Endpoint handlers are plain functions (deps, caller, input) => answer: called here directly,
// with no Hono app, no HTTP and no token (decision 057).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../../server/emulator/http-error';
import type { TCaller } from '../../../server/emulator/caller';
import { readInsights } from '../../../server/emulator/records/insights/read-insights';
import { readServiceUsers, switchServiceUser } from '../../../server/emulator/records/service-users';
import type { TTestEmulator } from '../../support/emulator-app';
import { createSeededEmulator } from '../../support/emulator-app';
import { demoOf } from './fixtures/records';
import type { TDemo } from './fixtures/records';

let t: TTestEmulator;
let demo: TDemo;
let client: TCaller;
beforeEach(async () => {
  t = await createSeededEmulator();
  demo = await demoOf(t);
  client = { id: demo.clientId, role: 'client', email: 'client@example.test' };
});
afterEach(() => t.cleanup());

const NO_REQUEST = { clientAddress: () => null };

describe('per-service handlers called as functions', () => {
  it('answers the insights of the caller without any HTTP', () => {
    const answer = readInsights(t.deps, client, { user_id: demo.clientId, service_path: 'fb-sync', ba_id: demo.bluebird, compare: false }, NO_REQUEST) as { service_response: { success: number; data: { date_from: string; date_to: string } } };
    expect(answer.service_response.success).toBe(1);
    expect(answer.service_response.data.date_from <= answer.service_response.data.date_to).toBe(true);
  });

  it('refuses a reporting currency it has no rates for with a 422 naming the field', () => {
    const call = () => readInsights(t.deps, client, { user_id: demo.clientId, service_path: 'fb-sync', ba_id: demo.bluebird, compare: false, currency: 'XXX' }, NO_REQUEST);
    expect(call).toThrow(HttpError);
    expect(call).toThrow(/There is no exchange rate for XXX/);
  });

  it('switches an integration off and answers the record as it now is', async () => {
    const listed = await readServiceUsers(t.deps, client, { user_id: demo.clientId, service_path: 'fb-sync', ba_id: demo.bluebird }, NO_REQUEST);
    const record = listed.service_response.data.find((row) => row.is_active);
    if (!record) throw new Error('the demo has an active fb-sync integration in Bluebird Media');
    const answer = await switchServiceUser(t.deps, client, { user_id: demo.clientId, service_path: 'fb-sync', integration_id: record.id, status: false }, NO_REQUEST);
    expect(answer.service_response).toMatchObject({ success: 1, data: { id: record.id, is_active: false } });
  });

  it("refuses another user's call as the HTTP route does", () => {
    expect(() => readServiceUsers(t.deps, client, { user_id: demo.adminId, service_path: 'fb-sync' }, NO_REQUEST)).toThrow(HttpError);
  });
});
