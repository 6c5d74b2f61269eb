// admin.* and sync.*: admin lists and starting a synchronisation; every one refused to clients
// with 403 (the SPA sends them to the dashboard) and to callers without a token with 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../../../shared/constants';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../../seed/demo-logins';
import { RECORD_NOT_FOUND_MESSAGE } from '../../../server/trpc/record-service-path';
import { eventually, expectRefusal, signIn } from '../../support/trpc-fixtures';
import type { TSignedIn } from '../../support/trpc-fixtures';
import { startTrpcTarget } from '../../support/trpc-target';
import type { TTrpcTarget } from '../../support/trpc-target';

let target: TTrpcTarget;
let admin: TSignedIn;
let client: TSignedIn;
beforeAll(async () => {
  target = await startTrpcTarget();
  [admin, client] = await Promise.all([signIn(target, DEMO_ADMIN), signIn(target, DEMO_CLIENT)]);
});
afterAll(() => target?.close());

const isoDaysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A fb-sync export of the demo client with an ad account: what the admin syncs. */
const clientFbExport = async () => {
  const list = await client.trpc.exports.list.query({ user_id: client.user.id });
  const record = list.data.find((candidate) => candidate.service.service_path === 'fb-sync');
  if (!record) throw new Error('The demo client has no fb-sync export');
  const [account] = (await client.trpc.adAccounts.list.query({ service_path: 'fb-sync', integration_id: record.id })).service_response.data.ad_accounts;
  if (!account || !('fb_id' in account)) throw new Error('The fb-sync export has no ad account');
  return { record, account };
};

describe('admin lists', () => {
  it('users answers a page of users with the paginator fields the SPA reads', async () => {
    const answer = await admin.trpc.admin.users.query({ page: 1 });
    const { users } = answer.data;
    expect(users.current_page).toBe(1);
    expect(users.last_page).toBeGreaterThanOrEqual(1);
    expect(users.data.length).toBeGreaterThan(0);
    expect(users.data.length).toBeLessThanOrEqual(ADMIN_PAGE_SIZE);
    expect(users.data[0]).toMatchObject({ id: expect.any(Number), role: expect.any(String), name: expect.any(String), email: expect.any(String) });
    expect(users.data[0]).not.toHaveProperty('password_hash');
  });

  it("users of one business account lists its members", async () => {
    const baId = client.user.currentBusinessAccount?.id as number;
    const answer = await admin.trpc.admin.users.query({ page: 1, business_account_id: baId });
    expect(answer.data.users.data.map((user) => user.email)).toContain(DEMO_CLIENT.email);
  });

  it('businessAccounts pages through every account; businessAccount answers one with its member count', async () => {
    const first = await admin.trpc.admin.businessAccounts.query({ page: 1 });
    expect(first.data.business_accounts.total).toBeGreaterThan(ADMIN_PAGE_SIZE);
    const second = await admin.trpc.admin.businessAccounts.query({ page: 2 });
    expect(second.data.business_accounts.current_page).toBe(2);
    expect(second.data.business_accounts.data[0]?.id).not.toBe(first.data.business_accounts.data[0]?.id);
    const id = first.data.business_accounts.data[0]?.id as number;
    const one = await admin.trpc.admin.businessAccount.query({ id });
    expect(one.data.business_account).toMatchObject({ id, users_count: expect.any(Number) });
  });

  it('businessAccountServices answers the services and the integrations of an account', async () => {
    const { record } = await clientFbExport();
    const answer = await admin.trpc.admin.businessAccountServices.query({ user_id: admin.user.id, ba_id: record.ba_id });
    expect(answer.data.services.length).toBeGreaterThan(0);
    expect(answer.data.integrations.map((candidate) => candidate.id)).toContain(record.id);
  });

  it('refuses an account that does not exist (404) and a page that is not a number (400)', async () => {
    await expectRefusal(admin.trpc.admin.businessAccount.query({ id: 987_654 }), { code: 'NOT_FOUND', status: 404, message: 'Business account not found' });
    await expectRefusal(admin.trpc.admin.users.query({ page: 0 }), { code: 'BAD_REQUEST', status: 400 });
  });

  it('refuses clients (403) and callers without a token (401)', async () => {
    const baId = client.user.currentBusinessAccount?.id as number;
    for (const call of [
      () => client.trpc.admin.users.query({ page: 1 }),
      () => client.trpc.admin.businessAccounts.query({ page: 1 }),
      () => client.trpc.admin.businessAccount.query({ id: baId }),
      () => client.trpc.admin.businessAccountServices.query({ ba_id: baId }),
    ]) {
      await expectRefusal(call(), { code: 'FORBIDDEN', status: 403 });
    }
    await expectRefusal(target.client().admin.users.query({ page: 1 }), { code: 'UNAUTHORIZED', status: 401 });
  });
});

describe('sync', () => {
  it('start answers its status; the sync then finishes and the record shows it', async () => {
    const { record } = await clientFbExport();
    const answer = await admin.trpc.sync.start.mutate({
      user_id: admin.user.id,
      date_from: isoDaysAgo(7),
      date_to: isoDaysAgo(0),
      full: false,
      ba_id: record.ba_id,
      integration_id: record.id,
    });
    expect(answer.service_response).toMatchObject({ success: 1, data: { status: expect.any(String) } });
    const finished = await eventually(
      () => admin.trpc.admin.businessAccountServices.query({ ba_id: record.ba_id }),
      (services) => {
        const synced = services.data.integrations.find((candidate) => candidate.id === record.id);
        return synced?.status_last_sync === 'Finish' && synced.date_finish_sync !== record.date_finish_sync;
      },
    );
    expect(finished.data.integrations.find((candidate) => candidate.id === record.id)?.status_last_sync).toBe('Finish');
  });

  it('startAccount starts a sync of one ad account', async () => {
    const { record, account } = await clientFbExport();
    const answer = await eventually(
      () =>
        admin.trpc.sync.startAccount
          .mutate({
            user_id: admin.user.id,
            date_from: isoDaysAgo(3),
            date_to: isoDaysAgo(0),
            full: false,
            ba_id: record.ba_id,
            integration_id: record.id,
            fb_id: 'fb_id' in account ? account.fb_id : '',
            account_id: account.id,
          })
          .catch((error: unknown) => error),
      // A sync of this record from the previous test may still be finishing (409): try again.
      (outcome) => !(outcome instanceof Error && /already running/.test(outcome.message)),
    );
    expect(answer).toMatchObject({ service_response: { success: 1, data: { status: expect.any(String) } } });
  });

  it("refuses a window whose start is after its end with the contract's message (400)", async () => {
    const { record } = await clientFbExport();
    const refusal = await expectRefusal(
      admin.trpc.sync.start.mutate({ user_id: admin.user.id, date_from: isoDaysAgo(0), date_to: isoDaysAgo(7), full: false, ba_id: record.ba_id, integration_id: record.id }),
      { code: 'BAD_REQUEST', status: 400, message: 'Date start must not be after date end' },
    );
    expect(refusal.data?.zodError?.fieldErrors.date_from).toEqual(['Date start must not be after date end']);
  });

  it('refuses clients (403) and a record outside the business account (404, with a sentence)', async () => {
    const { record, account } = await clientFbExport();
    const window = { date_from: isoDaysAgo(7), date_to: isoDaysAgo(0), full: false };
    await expectRefusal(client.trpc.sync.start.mutate({ ...window, user_id: client.user.id, ba_id: record.ba_id, integration_id: record.id }), {
      code: 'FORBIDDEN',
      status: 403,
    });
    const other = (await admin.trpc.admin.businessAccounts.query({ page: 1 })).data.business_accounts.data.find((candidate) => candidate.id !== record.ba_id);
    await expectRefusal(admin.trpc.sync.start.mutate({ ...window, user_id: admin.user.id, ba_id: other?.id as number, integration_id: record.id }), {
      code: 'NOT_FOUND',
      status: 404,
      message: RECORD_NOT_FOUND_MESSAGE,
    });
    const fbId = 'fb_id' in account ? account.fb_id : '';
    await expectRefusal(
      admin.trpc.sync.startAccount.mutate({ ...window, user_id: admin.user.id, ba_id: other?.id as number, integration_id: record.id, fb_id: fbId, account_id: account.id }),
      { code: 'NOT_FOUND', status: 404, message: RECORD_NOT_FOUND_MESSAGE },
    );
  });
});
