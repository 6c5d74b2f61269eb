// The profile (spec §7): read, save (the project domain is locked once saved) and the
// on-blur check whether a project domain is taken by someone else.
import type { Hono } from 'hono';
import { checkProfilePath, getProfile, saveProfile } from '../../../shared/contract/auth';
import { VALIDATION_MESSAGES, SERVER_MESSAGES } from '../../../shared/validation/messages';
import { findUser, isEmailTaken, isProjectPathTaken, updateProfile } from '../../../db/queries/users';
import { loadUserView } from '../auth/session-user';
import { assertSelf } from '../caller';
import type { TEmulatorDeps } from '../deps';
import { HttpError, invalidField, notFound } from '../http-error';
import type { TEmulatorEnv } from '../mount-endpoint';
import { mountEndpoint } from '../mount-endpoint';

export const PROFILE_MESSAGES = {
  saved: 'Profile saved successfully.',
  projectPathLocked: VALIDATION_MESSAGES.projectPathLocked,
} as const;

export const registerProfileRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, getProfile, ({ input, caller }) => {
    assertSelf(caller, input.user_id);
    const user = findUser(deps.db, input.user_id);
    if (!user) throw notFound('User');
    const { email, name, project_path, last_name, phone, telegram, facebook } = user;
    return { success: true as const, data: { user: { email, name, project_path, last_name, phone, telegram, facebook } } };
  });

  mountEndpoint(app, deps, saveProfile, ({ input, caller }) => {
    assertSelf(caller, input.user_id);
    const user = findUser(deps.db, input.user_id);
    if (!user) throw notFound('User');
    const { user_id: userId, ...values } = input;
    if (user.project_path && user.project_path !== values.project_path) {
      throw invalidField('project_path', PROFILE_MESSAGES.projectPathLocked);
    }
    if (isProjectPathTaken(deps.db, values.project_path, userId)) {
      throw invalidField('project_path', VALIDATION_MESSAGES.projectPathTaken);
    }
    if (isEmailTaken(deps.db, values.email, userId)) throw invalidField('email', SERVER_MESSAGES.emailTaken);
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
    return { success: true as const, data: { status: true as const, message: PROFILE_MESSAGES.saved, user: saved } };
  });

  mountEndpoint(app, deps, checkProfilePath, ({ input, caller }) => ({
    data: { success: isProjectPathTaken(deps.db, input.project_id, caller.id) },
  }));
};
