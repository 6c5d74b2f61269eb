// Authentication, password reset, profile and invites (spec §7, first table). The guest endpoints'
// requests are the guest forms' schemas (shared/validation): one rule set, in the browser too.
import { z } from 'zod';
import { ZBusinessAccount, ZEmail, ZId, ZMessage, ZOptionalText, ZText, ZUser } from './common';
import { defineEndpoint } from './define';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { PROJECT_PATH_MAX_LENGTH, ZProfileForm, ZProjectPath } from '../validation/profile';
import { ZLoginForm } from '../validation/login';
import { ZPasswordResetConfirmInput } from '../validation/password-reset-confirm';
import { ZPasswordResetRequestForm } from '../validation/password-reset-request';
import { ZRegisterForm } from '../validation/register';

const ZRequired = (max: number, field: string) => ZText(max, field).min(1, VALIDATION_MESSAGES.required);

const ZSession = z.object({
  success: z.literal(true),
  data: z.object({ token: z.string(), user: ZUser }),
  message: z.string(),
});

export const register = defineEndpoint({
  method: 'POST',
  path: '/api/register',
  access: 'public',
  summary: 'Create a client account and sign it in',
  request: ZRegisterForm,
  response: ZSession,
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/login',
  access: 'public',
  summary: 'Sign in with email and password',
  request: ZLoginForm,
  response: ZSession,
});

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/password/reset/request',
  access: 'public',
  summary: 'Mail a reset link; answers the same whether the email is known or not',
  request: ZPasswordResetRequestForm,
  response: z.object({ message: z.string() }),
});

export const confirmPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/password/reset/confirm',
  access: 'public',
  summary: 'Set a new password with a single-use reset token',
  request: ZPasswordResetConfirmInput,
  response: z.object({ message: z.string() }),
});

export const ZProfile = z.object({
  email: z.string(),
  name: z.string(),
  project_path: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  telegram: z.string().nullable(),
  facebook: z.string().nullable(),
});

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/api/profile',
  access: 'user',
  summary: "Read a user's profile",
  request: z.object({ user_id: ZId }),
  response: z.object({ success: z.literal(true), data: z.object({ user: ZProfile }) }),
});

export const saveProfile = defineEndpoint({
  method: 'POST',
  path: '/api/profile',
  access: 'user',
  summary: "Save a user's profile; the project domain cannot change once saved",
  request: z.object({
    user_id: ZId,
    name: ZRequired(255, 'First name'),
    email: ZEmail,
    project_path: ZProjectPath,
    last_name: ZOptionalText(255, 'Last name'),
    phone: ZOptionalText(64, 'Phone'),
    telegram: ZOptionalText(255, 'Telegram'),
    facebook: ZOptionalText(255, 'Facebook'),
    current_password: ZProfileForm.shape.current_password.meta({ description: "Required to change the email: the caller's own current password" }),
  }),
  response: z.object({
    success: z.literal(true),
    data: z.object({
      status: z.literal(true),
      message: z.string(),
      user: ZUser,
      token: z.string().optional().meta({ description: "When the caller changed their own email: a new session token (every earlier one stopped working)" }),
    }),
  }),
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/logout',
  access: 'user',
  summary: "Log out: the caller's session tokens stop working (401) at once",
  request: z.object({}),
  response: z.object({ success: z.literal(true), message: z.string() }),
});

export const checkProfilePath = defineEndpoint({
  method: 'GET',
  path: '/api/profile_check_path',
  access: 'user',
  summary: 'Whether a project domain is taken by another user (data.success true = taken)',
  request: z.object({ project_id: ZText(PROJECT_PATH_MAX_LENGTH).min(1, VALIDATION_MESSAGES.required) }),
  response: z.object({ data: z.object({ success: z.boolean() }) }),
});

const ZInviteHash = z.string().trim().min(1, 'The invite hash is missing').max(128);

export const getInviteInfo = defineEndpoint({
  method: 'POST',
  path: '/api/get-invite-info',
  access: 'user',
  summary: 'Who invited the caller, to which business account',
  request: z.object({ invite_hash: ZInviteHash }),
  response: z.object({
    success: z.literal(true),
    invite: z.object({
      email: z.string(),
      invite_hash: z.string(),
      business_account: ZBusinessAccount.pick({ id: true, name: true }),
    }),
  }),
});

export const acceptInvite = defineEndpoint({
  method: 'POST',
  path: '/api/invite-accept',
  access: 'user',
  summary: 'Join the business account of a pending invite',
  request: z.object({ invite_hash: ZInviteHash, user_id: ZId }),
  response: ZMessage,
});

export const declineInvite = defineEndpoint({
  method: 'POST',
  path: '/api/invite-decline',
  access: 'user',
  summary: 'Decline a pending invite',
  request: z.object({ invite_hash: ZInviteHash }),
  response: ZMessage,
});
