// The profile (spec §7): read, save (the project domain is locked once saved) and the
// on-blur check whether a project domain is taken by someone else.
import type { checkProfilePath, getProfile, saveProfile } from '../../../shared/contract/auth';
import { CURRENT_PASSWORD_MESSAGES, VALIDATION_MESSAGES, SERVER_MESSAGES } from '../../../shared/validation/messages';
import { insertOutboxMail } from '../../../db/queries/outbox';
import { revokeSessions } from '../../../db/queries/session';
import { findLoginUser, findUser, isEmailTaken, isProjectPathTaken, updateProfile } from '../../../db/queries/users';
import { signSessionToken } from '../jwt';
import { loadUserView } from '../auth/session-user';
import { assertSelf } from '../caller';
import type { TCaller } from '../caller';
import type { TEmulatorDeps } from '../deps';
import type { TEndpointHandler } from '../endpoint-handler';
import { HttpError, invalidField, notFound } from '../http-error';

export const PROFILE_MESSAGES = {
  saved: 'Profile saved successfully.',
  projectPathLocked: VALIDATION_MESSAGES.projectPathLocked,
} as const;

export const EMAIL_CHANGED_SUBJECT = 'The email address of your account was changed';

const emailChangedBody = (name: string, from: string, to: string) =>
  [
    `Hello ${name},`,
    '',
    `The email address of your account was changed from ${from} to ${to}, and every device signed in to it was signed out.`,
    'If you did not do this, someone else has your password: contact your administrator at once.',
  ].join('\n');

/**
 * A new email takes the caller's own current password (the admin's, when an admin edits someone):
 * a bearer token alone must not be able to move an account to another mailbox (issue 46).
 */
const assertCurrentPassword = async (deps: TEmulatorDeps, caller: TCaller, password: string | undefined, address: string) => {
  if (!password) throw invalidField('current_password', CURRENT_PASSWORD_MESSAGES.needed);
  // Guesses count as sign-in failures of the caller's account from this address: a stolen token is no oracle.
  await deps.signIns.throttled('login', address, caller.email, CURRENT_PASSWORD_MESSAGES.tooManyGuesses, async () => {
    const login = findLoginUser(deps.db, caller.email);
    if (!login || !(await deps.passwords.verify(password, login.password_hash, address))) throw invalidField('current_password', CURRENT_PASSWORD_MESSAGES.wrong);
  });
};

export const readProfile: TEndpointHandler<typeof getProfile> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  const user = findUser(deps.db, input.user_id);
  if (!user) throw notFound('User');
  const { email, name, project_path, last_name, phone, telegram, facebook } = user;
  return { success: true as const, data: { user: { email, name, project_path, last_name, phone, telegram, facebook } } };
};

/** A new email ends every earlier session and tells the old address; the caller's own save answers a new token. */
export const writeProfile: TEndpointHandler<typeof saveProfile> = async (deps, caller, input, { clientAddress }) => {
  assertSelf(caller, input.user_id);
  const user = findUser(deps.db, input.user_id);
  if (!user) throw notFound('User');
  const { user_id: userId, current_password: currentPassword, ...values } = input;
  const isEmailChanged = values.email !== user.email.toLowerCase();
  if (user.project_path && user.project_path !== values.project_path) {
    throw invalidField('project_path', PROFILE_MESSAGES.projectPathLocked);
  }
  if (isProjectPathTaken(deps.db, values.project_path, userId)) {
    throw invalidField('project_path', VALIDATION_MESSAGES.projectPathTaken);
  }
  if (isEmailTaken(deps.db, values.email, userId)) throw invalidField('email', SERVER_MESSAGES.emailTaken);
  if (isEmailChanged) await assertCurrentPassword(deps, caller, currentPassword, clientAddress() ?? 'unknown');
  const outcome = updateProfile(deps.db, userId, {
    ...values,
    last_name: values.last_name ?? null,
    phone: values.phone ?? null,
    telegram: values.telegram ?? null,
    facebook: values.facebook ?? null,
  });
  // A concurrent save took the email or domain between the checks and the write.
  if (outcome === 'taken') throw new HttpError(422, 'The email or project domain has just been taken.');
  const saved = loadUserView(deps.db, userId);
  if (!saved) throw notFound('User');
  const answer = { status: true as const, message: PROFILE_MESSAGES.saved, user: saved };
  if (!isEmailChanged) return { success: true as const, data: answer };
  // Every earlier session ends (a stolen token among them); the old address hears of it.
  const tokenVersion = revokeSessions(deps.db, userId);
  insertOutboxMail(deps.db, { to: user.email, subject: EMAIL_CHANGED_SUBJECT, body: emailChangedBody(user.name, user.email, values.email), link: null });
  if (caller.id !== userId || tokenVersion === undefined) return { success: true as const, data: answer };
  const token = await signSessionToken({ userId, role: caller.role, tokenVersion }, deps.jwt);
  return { success: true as const, data: { ...answer, token } };
};

export const checkProjectPath: TEndpointHandler<typeof checkProfilePath> = (deps, caller, input) => ({
  data: { success: isProjectPathTaken(deps.db, input.project_id, caller.id) },
});
