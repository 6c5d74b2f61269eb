// Endpoint handlers are plain functions (deps, caller, input) => answer: called here directly,
// with no Hono app, no HTTP and no token (decision 057).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../../server/emulator/http-error';
import type { TCaller } from '../../../server/emulator/caller';
import { AUTH_MESSAGES } from '../../../server/emulator/records/auth/auth-messages';
import { logIn } from '../../../server/emulator/records/auth/sign-in';
import { revokeGrant } from '../../../server/emulator/records/auth-data/revoke-auth-data';
import { BUSINESS_ACCOUNT_MESSAGES, createOwnBusinessAccount, readBusinessAccounts, removeBusinessAccount, renameBusinessAccount } from '../../../server/emulator/records/business-accounts';
import { INVITE_MESSAGES, readInvite } from '../../../server/emulator/records/invites';
import { readInsights } from '../../../server/emulator/records/insights/read-insights';
import { readLeadLog } from '../../../server/emulator/records/leads/lead-log';
import { readServiceUsers, switchServiceUser } from '../../../server/emulator/records/service-users';
import type { TTestEmulator } from '../../support/emulator-app';
import { createSeededEmulator } from '../../support/emulator-app';
import { addStranger, demoOf } from './fixtures/records';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
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
/** A public endpoint's caller: mountEndpoint passes none (the contract's access is typed wide, so the type still names one). */
const NO_CALLER = null as unknown as TCaller;

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

/** The refusal a call throws, for its status and message (what the HTTP route would answer). */
const refusalOf = async (call: () => unknown): Promise<HttpError> => {
  try {
    await call();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the call was not refused');
};

describe('the handlers moved out of the other route files, called as functions', () => {
  it('creates a business account owned by its creator, lists it, keeps others from renaming it, and deletes it', async () => {
    const created = await createOwnBusinessAccount(t.deps, client, { user_id: demo.clientId, name: 'Plain Co', path: 'plain-co' }, NO_REQUEST);
    expect(created).toMatchObject({ success: true, message: BUSINESS_ACCOUNT_MESSAGES.created, data: { name: 'Plain Co', path: 'plain-co' } });
    const listed = await readBusinessAccounts(t.deps, client, { user_id: demo.clientId }, NO_REQUEST);
    expect(listed.data.map((account) => account.id)).toContain(created.data.id);

    const strangerRow = await addStranger(t);
    const stranger: TCaller = { id: strangerRow.id, role: 'client', email: 'stranger@example.test' };
    const refused = await refusalOf(() => renameBusinessAccount(t.deps, stranger, { user_id: stranger.id, id: created.data.id, name: 'Taken', path: 'taken' }, NO_REQUEST));
    expect(refused.status).toBe(403);

    expect(await removeBusinessAccount(t.deps, client, { user_id: demo.clientId, id: created.data.id }, NO_REQUEST)).toEqual({ success: true, message: BUSINESS_ACCOUNT_MESSAGES.deleted });
    expect(await refusalOf(() => removeBusinessAccount(t.deps, client, { user_id: demo.clientId, id: created.data.id }, NO_REQUEST))).toMatchObject({ status: 404, message: 'Business account not found' });
  });

  it('signs the demo client in with a session token, and refuses a wrong password with the message the login screen shows', async () => {
    const signedIn = await logIn(t.deps, NO_CALLER, { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password }, NO_REQUEST);
    expect(signedIn).toMatchObject({ success: true, message: AUTH_MESSAGES.loggedIn, data: { user: { id: demo.clientId } } });
    expect(signedIn.data.token.split('.')).toHaveLength(3);
    expect(await refusalOf(() => logIn(t.deps, NO_CALLER, { email: DEMO_CLIENT.email, password: 'not-the-password' }, NO_REQUEST))).toMatchObject({ status: 422, message: AUTH_MESSAGES.badCredentials });
  });

  it('answers an unknown invite with 404 and the sentence the invite page shows', async () => {
    expect(await refusalOf(() => readInvite(t.deps, client, { invite_hash: 'no-such-invite' }, NO_REQUEST))).toMatchObject({ status: 404, message: INVITE_MESSAGES.notFound });
  });

  it("pages an integration's delivery log, and hides another business account's integration as not found", async () => {
    const [integration] = demo.integrationsOf(demo.bluebird) as [number];
    const page = await readLeadLog(t.deps, client, { user_id: demo.clientId, integration_id: integration, page: 1, per_page: 5 }, NO_REQUEST);
    expect(page.data.data.length).toBeLessThanOrEqual(5);
    expect(page.data).toMatchObject({ current_page: 1, per_page: 5 });
    const [foreign] = demo.integrationsOf(demo.acme) as [number];
    expect((await refusalOf(() => readLeadLog(t.deps, client, { user_id: demo.clientId, integration_id: foreign, page: 1, per_page: 5 }, NO_REQUEST))).status).toBe(404);
  });

  it('refuses to revoke a grant the caller does not hold, changing nothing', async () => {
    expect(await refusalOf(() => revokeGrant(t.deps, client, { sending_service_id: demo.serviceId('fb-sync'), access_token: 'never-issued' }, NO_REQUEST))).toMatchObject({ status: 404, message: 'Auth data not found' });
  });
});
