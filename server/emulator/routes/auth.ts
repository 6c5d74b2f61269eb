// Register, login and password reset (spec §7, authentication).
import type { Hono } from 'hono';
import * as endpoint from '../../../shared/contract/auth';
import type { TEmulatorDeps } from '../deps';
import type { TEmulatorEnv } from '../mount-endpoint';
import { mountEndpoint } from '../mount-endpoint';
import { mailResetLink, setPasswordWithLink } from '../records/auth/reset-password';
import { logIn, logOut, registerUser } from '../records/auth/sign-in';

export const registerAuthRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, endpoint.register, registerUser);
  mountEndpoint(app, deps, endpoint.login, logIn);
  mountEndpoint(app, deps, endpoint.logout, logOut);
  mountEndpoint(app, deps, endpoint.requestPasswordReset, mailResetLink);
  mountEndpoint(app, deps, endpoint.confirmPasswordReset, setPasswordWithLink);
};
