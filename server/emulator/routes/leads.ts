// The emulator's own lead endpoints: an integration's delivery log, a test lead, a retry of a
// failed delivery, and the leads each integration of a business account received lately. Only
// members of the integration's business account (and admins) reach them.
import type { Hono } from 'hono';
import * as endpoint from '../../../shared/contract/leads';
import type { TEmulatorDeps } from '../deps';
import { mountEndpoint } from '../mount-endpoint';
import type { TEmulatorEnv } from '../mount-endpoint';
import { readLeadCounts } from '../records/leads/lead-counts';
import { readLeadLog } from '../records/leads/lead-log';
import { retryFailedLeadsOf, retryLead } from '../records/leads/retry-leads';
import { sendTestLeadTo } from '../records/leads/test-lead';

export const registerLeadRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, endpoint.listLeadDeliveries, readLeadLog);
  mountEndpoint(app, deps, endpoint.sendTestLead, sendTestLeadTo);
  mountEndpoint(app, deps, endpoint.retryLeadDelivery, retryLead);
  mountEndpoint(app, deps, endpoint.retryFailedLeads, retryFailedLeadsOf);
  mountEndpoint(app, deps, endpoint.countLeads, readLeadCounts);
};
