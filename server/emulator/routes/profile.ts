// The profile (spec §7): read, save (the project domain is locked once saved) and the
// on-blur check whether a project domain is taken by someone else.
import type { Hono } from 'hono';
import * as endpoint from '../../../shared/contract/auth';
import type { TEmulatorDeps } from '../deps';
import type { TEmulatorEnv } from '../mount-endpoint';
import { mountEndpoint } from '../mount-endpoint';
import { checkProjectPath, readProfile, writeProfile } from '../records/profile';

export const registerProfileRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, endpoint.getProfile, readProfile);
  mountEndpoint(app, deps, endpoint.saveProfile, writeProfile);
  mountEndpoint(app, deps, endpoint.checkProfilePath, checkProjectPath);
};
