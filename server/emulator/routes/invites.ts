// Invites into a business account (spec §4: pending, then accepted or declined).
import type { Hono } from 'hono';
import * as endpoint from '../../../shared/contract/auth';
import type { TEmulatorDeps } from '../deps';
import type { TEmulatorEnv } from '../mount-endpoint';
import { mountEndpoint } from '../mount-endpoint';
import { joinByInvite, readInvite, refuseInvite } from '../records/invites';

export const registerInviteRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, endpoint.getInviteInfo, readInvite);
  mountEndpoint(app, deps, endpoint.acceptInvite, joinByInvite);
  mountEndpoint(app, deps, endpoint.declineInvite, refuseInvite);
};
