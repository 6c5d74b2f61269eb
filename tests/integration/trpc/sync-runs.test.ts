// sync.runs (beyond the spec): an export's or integration's sync runs, a page at a time, read-only
// for its members and for admins (who alone see who started each run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../../seed/demo-logins';
import { allowConsentAt, eventually, expectRefusal, signInCast } from '../../support/trpc-fixtures';
import type { TSignedIn, TSignedInCast } from '../../support/trpc-fixtures';
import { startTrpcTarget } from '../../support/trpc-target';
import type { TTrpcTarget } from '../../support/trpc-target';

let target: TTrpcTarget;
let admin: TSignedIn;
let client: TSignedIn;
let owner: TSignedInCast['owner'];
beforeAll(async () => {
  target = await startTrpcTarget();
  ({ admin, client, owner } = await signInCast(target, 'sync-runs'));
});
afterAll(() => target?.close());

describe('sync.runs', () => {
  it('answers nothing for a new export, then the run an admin started, newest first, with its outcome', async () => {
    const started = await owner.trpc.exports.start.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, service_path: 'fb-sync' });
    await allowConsentAt(target, started.service_response.data);
    const [record] = (await owner.trpc.exports.list.query({ user_id: owner.user.id, ba_id: owner.ba.id })).data;
    if (!record) throw new Error('Allow created no export');
    const empty = await owner.trpc.sync.runs.query({ service_path: 'fb-sync', integration_id: record.id });
    expect(empty.service_response).toEqual({ success: 1, data: { runs: [], current_page: 1, last_page: 1, per_page: 10, total: 0 } });

    await admin.trpc.sync.start.mutate({
      user_id: admin.user.id,
      date_from: '2026-01-01',
      date_to: '2026-01-03',
      full: false,
      ba_id: owner.ba.id,
      integration_id: record.id,
    });
    const done = await eventually(
      () => owner.trpc.sync.runs.query({ service_path: 'fb-sync', integration_id: record.id }),
      (answer) => answer.service_response.data.runs.some((run) => run.status === 'Finish' || run.status === 'Error'),
    );
    const [run] = done.service_response.data.runs;
    expect(run).toMatchObject({ date_from: '2026-01-01', date_to: '2026-01-03', full: false, ad_account_id: null });
    expect(run?.finished_at).toEqual(expect.any(String));
    expect(run?.rows_written).toEqual(expect.any(Number));
    // Members see what happened, not who did it.
    expect(run?.started_by).toBeNull();
    expect(done.service_response.data).toMatchObject({ current_page: 1, last_page: 1, total: 1 });

    // An admin reads the same history of any business account's record, with who started the run.
    const asAdmin = await admin.trpc.sync.runs.query({ service_path: 'fb-sync', integration_id: record.id });
    expect(asAdmin.service_response.data.runs).toHaveLength(1);
    expect(asAdmin.service_response.data.runs[0]?.started_by).toEqual({ id: admin.user.id, name: expect.any(String), email: DEMO_ADMIN.email });
    // A page past the end is empty, not an error.
    const past = await admin.trpc.sync.runs.query({ service_path: 'fb-sync', integration_id: record.id, page: 2 });
    expect(past.service_response.data).toMatchObject({ runs: [], current_page: 2, last_page: 1, total: 1 });
  });

  it("pages an admin through the demo client's history, ten runs a page, newest first and none twice", async () => {
    const exports = (await client.trpc.exports.list.query({ user_id: client.user.id })).data;
    const answers = await Promise.all(
      exports.map((record) => admin.trpc.sync.runs.query({ service_path: record.service.service_path as 'fb-sync', integration_id: record.id })),
    );
    const index = answers.findIndex((answer) => answer.service_response.data.total > 0);
    const record = exports[index];
    const first = answers[index]?.service_response.data;
    if (!record || !first) throw new Error('No demo export has a sync run');
    expect(first.per_page).toBe(10);
    expect(first.last_page).toBe(Math.max(1, Math.ceil(first.total / 10)));
    expect(first.runs).toHaveLength(Math.min(10, first.total));
    const pages = [first.runs];
    for (let page = 2; page <= first.last_page; page += 1) {
      const next = await admin.trpc.sync.runs.query({ service_path: record.service.service_path as 'fb-sync', integration_id: record.id, page });
      pages.push(next.service_response.data.runs);
    }
    const all = pages.flat();
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((run) => run.id)).size).toBe(first.total);
    const started = all.map((run) => run.started_at);
    expect(started).toEqual([...started].sort().reverse());
  });

  it("answers the demo client's history of its own export", async () => {
    const exports = (await client.trpc.exports.list.query({ user_id: client.user.id })).data;
    const runs = await Promise.all(
      exports.map((record) => client.trpc.sync.runs.query({ service_path: record.service.service_path as 'fb-sync', integration_id: record.id })),
    );
    const all = runs.flatMap((answer) => answer.service_response.data.runs);
    expect(all.length).toBeGreaterThan(0);
    for (const answer of runs) {
      const started = answer.service_response.data.runs.map((run) => run.started_at);
      expect(started).toEqual([...started].sort().reverse());
    }
  });

  it("refuses someone else's export and the wrong service path (404), and bad input (400)", async () => {
    const [foreign] = (await client.trpc.exports.list.query({ user_id: client.user.id })).data;
    if (!foreign) throw new Error('The demo client has no export');
    await expectRefusal(owner.trpc.sync.runs.query({ service_path: foreign.service.service_path as 'fb-sync', integration_id: foreign.id }), {
      code: 'NOT_FOUND',
      status: 404,
    });
    const wrongPath = foreign.service.service_path === 'pd-sync' ? 'ws-sync' : 'pd-sync';
    await expectRefusal(client.trpc.sync.runs.query({ service_path: wrongPath, integration_id: foreign.id }), { code: 'NOT_FOUND', status: 404 });
    await expectRefusal(client.trpc.sync.runs.query({ service_path: 'fb-sync', integration_id: 'x' as never }), { code: 'BAD_REQUEST', status: 400 });
    await expectRefusal(client.trpc.sync.runs.query({ service_path: 'nope' as 'fb-sync', integration_id: 1 }), { code: 'BAD_REQUEST', status: 400 });
    for (const page of [0, -1, 1.5, 'x', 100_001]) {
      await expectRefusal(client.trpc.sync.runs.query({ service_path: 'fb-sync', integration_id: foreign.id, page: page as number }), {
        code: 'BAD_REQUEST',
        status: 400,
      });
    }
    // A missing record is 404 for admins too.
    await expectRefusal(admin.trpc.sync.runs.query({ service_path: 'fb-sync', integration_id: 999_999_999 }), { code: 'NOT_FOUND', status: 404 });
  });
});
