// Issue 46, M3 and M4 through the portal, in both modes (in process and proxy): auth.logout ends
// the session at the gateway, and profile.save changes the email only with the current password,
// answering a new token for this session while earlier ones stop working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_MESSAGES } from '../../../shared/validation/messages';
import { expectRefusal, FRESH_PASSWORD, registerFresh, uniqueSuffix } from '../../support/trpc-fixtures';
import { startTrpcTarget } from '../../support/trpc-target';
import type { TTrpcTarget } from '../../support/trpc-target';

let target: TTrpcTarget;
beforeAll(async () => {
  target = await startTrpcTarget();
});
afterAll(() => target?.close());

describe('sessions that end (issue 46)', () => {
  it('auth.logout revokes the token: the next call with it is refused (401)', async () => {
    const person = await registerFresh(target, 'logout');
    await person.trpc.profile.get.query({ user_id: person.user.id });
    expect(await person.trpc.auth.logout.mutate({})).toMatchObject({ success: true });
    await expectRefusal(person.trpc.profile.get.query({ user_id: person.user.id }), { code: 'UNAUTHORIZED', status: 401 });
    await expectRefusal(target.client().auth.logout.mutate({}), { code: 'UNAUTHORIZED', status: 401 });
  });

  it('profile.save changes the email only with the current password, and answers a new token', async () => {
    const person = await registerFresh(target, 'email');
    const form = { user_id: person.user.id, name: person.user.name, email: `moved-${uniqueSuffix()}@example.com`, project_path: `trpc-${uniqueSuffix()}` };
    const refusal = await expectRefusal(person.trpc.profile.save.mutate(form), { code: 'UNPROCESSABLE_CONTENT', status: 422, message: CURRENT_PASSWORD_MESSAGES.needed });
    expect(refusal.data?.errors).toMatchObject({ current_password: [CURRENT_PASSWORD_MESSAGES.needed] });
    const saved = await person.trpc.profile.save.mutate({ ...form, current_password: FRESH_PASSWORD });
    expect(saved.data.user?.email).toBe(form.email);
    expect(saved.data.token).toEqual(expect.any(String));
    await expectRefusal(person.trpc.profile.get.query({ user_id: person.user.id }), { code: 'UNAUTHORIZED', status: 401 });
    await target.client(saved.data.token).profile.get.query({ user_id: person.user.id });
  });
});
