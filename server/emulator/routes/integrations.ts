// Integration info (CRM info, social pages and forms, saved settings), a page's forms and
// questions, and saving the lead-form-to-CRM-deal settings (spec §3, §4, §7).
import type { Hono } from 'hono';
import * as endpoint from '../../../shared/contract/integrations';
import type { TEmulatorDeps } from '../deps';
import { mountEndpoint } from '../mount-endpoint';
import type { TEmulatorEnv } from '../mount-endpoint';
import { readIntegrationInfo, readPageForms, saveIntegrationInfo } from '../records/integration-info';

export const registerIntegrationRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, endpoint.getIntegration, readIntegrationInfo);
  mountEndpoint(app, deps, endpoint.getForms, readPageForms);
  mountEndpoint(app, deps, endpoint.saveIntegration, saveIntegrationInfo);
};
