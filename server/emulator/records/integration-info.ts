// Integration info (CRM info, social pages and forms, saved settings), a page's forms and
// questions, and saving the lead-form-to-CRM-deal settings (spec §3, §4, §7).
import type { getForms, getIntegration, saveIntegration } from '../../../shared/contract/integrations';
import { readCrmRows } from '../../../db/queries/crm';
import { findConfig } from '../../../db/queries/integration-configs';
import { findSocialPage, listLeadForms, listPageQuestions, listSocialPages } from '../../../db/queries/social';
import { assertSelf } from '../caller';
import type { TEndpointHandler } from '../endpoint-handler';
import { notFound } from '../http-error';
import { requireIntegration } from './lookups';
import { saveIntegrationSettings } from './save-integration-settings';
import { toCrmInfo, toSavedConfig } from './shape-integration-info';
import { toIntegrationExport } from './shape-record';

export const readIntegrationInfo: TEndpointHandler<typeof getIntegration> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  const record = requireIntegration(deps, caller, input.id);
  const saved = findConfig(deps.db, record.id);
  const pages = listSocialPages(deps.db, record.id);
  // The forms of the saved page, so the settings open filled in; none until a page is chosen.
  const savedPage = saved?.config.page_id ? pages.find((page) => page.page_id === saved.config.page_id) : undefined;
  const forms = savedPage ? listLeadForms(deps.db, record.id, savedPage.id) : [];
  return {
    success: true as const,
    data: {
      integration: toIntegrationExport(record, deps.clock.nowIso()),
      keepin: toCrmInfo(readCrmRows(deps.db, record.id)),
      fb_lf_page: { data: pages.map((page) => ({ page_id: page.page_id, name: page.name })) },
      fb_lf_forms: { data: forms },
      config: saved ? toSavedConfig(saved) : null,
    },
  };
};

export const readPageForms: TEndpointHandler<typeof getForms> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  const record = requireIntegration(deps, caller, input.integration_id);
  const page = findSocialPage(deps.db, record.id, input.page_id);
  if (!page) throw notFound('Page');
  return {
    success: true as const,
    data: {
      forms: listLeadForms(deps.db, record.id, page.id),
      questions: listPageQuestions(deps.db, page.id),
    },
  };
};

/** Saves the settings; switching the integration on or off is told to webhook receivers. */
export const saveIntegrationInfo: TEndpointHandler<typeof saveIntegration> = (deps, caller, input) => {
  assertSelf(caller, input.facebook_data.created_by);
  const record = requireIntegration(deps, caller, input.integration_id);
  const wasActive = findConfig(deps.db, record.id)?.config.is_active === true;
  const saved = saveIntegrationSettings(deps, record, input);
  const isActive = findConfig(deps.db, record.id)?.config.is_active === true;
  if (isActive !== wasActive) deps.webhooks.emit('integration.status_changed', { integration_id: record.id, is_active: isActive });
  return {
    success: true as const,
    message: input.activate ? 'Settings saved and activated' : 'Settings saved',
    data: toSavedConfig(saved),
  };
};
