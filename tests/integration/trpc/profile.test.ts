// profile.*: read and save the caller's profile, and the project-domain check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { PROFILE_MESSAGES } from '../../../server/emulator/records/profile';
import { expectRefusal, registerFresh, signIn, uniqueSuffix } from '../../support/trpc-fixtures';
import type { TSignedIn } from '../../support/trpc-fixtures';
import { startTrpcTarget } from '../../support/trpc-target';
import type { TTrpcTarget } from '../../support/trpc-target';

let target: TTrpcTarget;
let client: TSignedIn;
beforeAll(async () => {
  target = await startTrpcTarget();
  client = await signIn(target, DEMO_CLIENT);
});
afterAll(() => target?.close());

const profileOf = (person: TSignedIn, changes: Record<string, unknown> = {}) => ({
  user_id: person.user.id,
  name: person.user.name,
  email: person.user.email,
  project_path: `trpc-${uniqueSuffix()}`,
  last_name: 'Tester',
  phone: '+1 202 555 0199',
  telegram: null,
  facebook: null,
  ...changes,
});

describe('profile.get', () => {
  it("answers the caller's own profile", async () => {
    const answer = await client.trpc.profile.get.query({ user_id: client.user.id });
    expect(answer).toEqual({
      success: true,
      data: { user: expect.objectContaining({ email: DEMO_CLIENT.email, name: client.user.name, project_path: client.user.project_path }) },
    });
  });

  it("refuses another user's profile (403)", async () => {
    const other = await registerFresh(target, 'profile-other');
    await expectRefusal(client.trpc.profile.get.query({ user_id: other.user.id }), { code: 'FORBIDDEN', status: 403 });
  });

  it('refuses a caller without a token before asking the gateway (401)', async () => {
    await expectRefusal(target.client().profile.get.query({ user_id: client.user.id }), {
      code: 'UNAUTHORIZED',
      status: 401,
      message: 'Unauthenticated.',
    });
  });

  it('passes a tampered token to the gateway, which refuses it (401)', async () => {
    const [header, payload] = client.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    await expectRefusal(target.client(forged).profile.get.query({ user_id: client.user.id }), {
      code: 'UNAUTHORIZED',
      status: 401,
      message: 'Unauthenticated.',
    });
  });

  it('refuses an id that is not a positive number with a field error (400)', async () => {
    const refusal = await expectRefusal(client.trpc.profile.get.query({ user_id: -3 }), { code: 'BAD_REQUEST', status: 400 });
    expect(refusal.data?.zodError?.fieldErrors.user_id).toEqual(['Must be a positive id']);
  });
});

describe('profile.save', () => {
  it('saves the profile and answers the status and message the SPA shows', async () => {
    const person = await registerFresh(target, 'profile-save');
    const values = profileOf(person, { name: 'Renamed' });
    const answer = await person.trpc.profile.save.mutate(values);
    expect(answer.data).toMatchObject({ status: true, message: PROFILE_MESSAGES.saved });
    expect(answer.data.user).toMatchObject({ name: 'Renamed', project_path: values.project_path, last_name: 'Tester' });
    const read = await person.trpc.profile.get.query({ user_id: person.user.id });
    expect(read.data.user).toMatchObject({ name: 'Renamed', project_path: values.project_path, phone: '+1 202 555 0199' });

    // Once saved, the project domain is locked (spec §2).
    const locked = await expectRefusal(person.trpc.profile.save.mutate({ ...values, project_path: `trpc-${uniqueSuffix()}` }), {
      code: 'UNPROCESSABLE_CONTENT',
      status: 422,
      message: PROFILE_MESSAGES.projectPathLocked,
    });
    expect(locked.data?.errors).toEqual({ project_path: [PROFILE_MESSAGES.projectPathLocked] });
  });

  it("refuses a project domain someone else has with 'Such project id already exists' (422)", async () => {
    const person = await registerFresh(target, 'profile-taken');
    const refusal = await expectRefusal(
      person.trpc.profile.save.mutate(profileOf(person, { project_path: client.user.project_path })),
      { code: 'UNPROCESSABLE_CONTENT', status: 422, message: 'Such project id already exists' },
    );
    expect(refusal.data?.errors?.project_path).toEqual(['Such project id already exists']);
  });

  it('refuses missing required fields and a bad email with the spec messages (400), changing nothing', async () => {
    const refusal = await expectRefusal(
      client.trpc.profile.save.mutate(profileOf(client, { name: '', email: 'nope', project_path: 'has spaces' })),
      { code: 'BAD_REQUEST', status: 400 },
    );
    expect(refusal.data?.zodError?.fieldErrors).toMatchObject({
      name: ['The field must not be empty'],
      email: ['Email not valid'],
      project_path: ['Only letters, digits and hyphens'],
    });
    const read = await client.trpc.profile.get.query({ user_id: client.user.id });
    expect(read.data.user.name).toBe(client.user.name);
  });

  it("refuses saving another user's profile (403)", async () => {
    const other = await registerFresh(target, 'profile-victim');
    await expectRefusal(client.trpc.profile.save.mutate(profileOf(other)), { code: 'FORBIDDEN', status: 403 });
  });
});

describe('profile.checkPath', () => {
  it("says a domain is taken only when another user has it (data.success true = taken)", async () => {
    const person = await registerFresh(target, 'profile-check');
    expect(await person.trpc.profile.checkPath.query({ project_id: client.user.project_path ?? '' })).toEqual({ data: { success: true } });
    expect(await person.trpc.profile.checkPath.query({ project_id: `free-${uniqueSuffix()}` })).toEqual({ data: { success: false } });
    expect(await client.trpc.profile.checkPath.query({ project_id: client.user.project_path ?? '' })).toEqual({ data: { success: false } });
  });

  it('refuses an empty domain (400)', async () => {
    await expectRefusal(client.trpc.profile.checkPath.query({ project_id: '' }), {
      code: 'BAD_REQUEST',
      status: 400,
      message: 'The field must not be empty',
    });
  });
});
