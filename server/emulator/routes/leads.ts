// The emulator's own lead endpoints: an integration's delivery log, a test lead, a retry of a
// failed delivery, and the leads each integration of a business account received lately. Only
// members of the integration's business account (and admins) reach them.
import type { Hono } from 'hono';
import { randomInt } from 'node:crypto';
import { findConfig } from '../../../db/queries/integration-configs';
import type { TRecordRow } from '../../../db/queries/integrations-exports';
import { deleteTestLeads, findLead, findLeadWithDeal, leadHealth, listFailedLeads, listFormsOfIntegration, listLeadsPage, listListenedForms } from '../../../db/queries/leads';
import { LEAD_COUNT_DAYS, LEAD_FAILED_HOURS, RETRY_ALL_MAX, countLeads, listLeadDeliveries, retryFailedLeads, retryLeadDelivery, sendTestLead } from '../../../shared/contract/leads';
import { LEAD_MESSAGES } from '../../../shared/validation/messages';
import { buildLeadAnswers } from '../generate/daily-leads';
import { createRandom } from '../generate/random';
import { memberScope } from '../access';
import { assertSelf } from '../caller';
import type { TEmulatorDeps } from '../deps';
import { HttpError, invalidField, notFound } from '../http-error';
import { mountEndpoint } from '../mount-endpoint';
import type { TEmulatorEnv } from '../mount-endpoint';
import { requireIntegration, requireRecord } from '../records/lookups';
import { pageOf } from '../records/page-of';
import { toLeadDelivery } from '../records/shape-lead';
import { receiveLeads, redeliverLead } from '../rules/lead-delivery';
import { DAY_MS, HOUR_MS } from '../../../shared/dates';
import { tellLeadDelivery } from '../webhooks/lead-events';

export const registerLeadRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  const deliveryOf = (leadId: number, integrationId: number) => {
    const lead = findLeadWithDeal(deps.db, leadId);
    if (!lead) throw notFound('Lead');
    return toLeadDelivery(lead, listFormsOfIntegration(deps.db, integrationId));
  };
  /** The delivery as answered, and told to webhook receivers (lead.delivered or lead.failed). */
  const announced = (delivery: ReturnType<typeof deliveryOf>, integrationId: number) => {
    tellLeadDelivery(deps.webhooks, integrationId, delivery);
    return delivery;
  };
  const deliveryOptions = () => ({ now: deps.clock.now(), isCrmDown: deps.faults.isCrmDown });
  const isReceiving = (record: TRecordRow) => record.is_active && findConfig(deps.db, record.id)?.config.is_active === true;

  mountEndpoint(app, deps, listLeadDeliveries, (deps, caller, input) => {
    assertSelf(caller, input.user_id);
    const record = requireIntegration(deps, caller, input.integration_id);
    const search = input.search === '' ? undefined : input.search;
    const { rows, total } = listLeadsPage(deps.db, { integrationId: record.id, status: input.status, search, page: input.page, perPage: input.per_page });
    const forms = listFormsOfIntegration(deps.db, record.id);
    return { success: true as const, data: pageOf(input.page, input.per_page, total, () => rows.map((row) => toLeadDelivery(row, forms))) };
  });

  mountEndpoint(app, deps, sendTestLead, (deps, caller, input) => {
    assertSelf(caller, input.user_id);
    const record = requireIntegration(deps, caller, input.integration_id);
    // Nothing arrives on an inactive integration, a test lead neither.
    if (!isReceiving(record)) throw new HttpError(409, LEAD_MESSAGES.notActive);
    const forms = listListenedForms(deps.db, { integrationId: record.id });
    const form = input.lead_form_id === undefined ? forms[0] : forms.find((candidate) => candidate.lead_form_id === input.lead_form_id);
    if (!form) {
      if (forms.length === 0) throw new HttpError(409, LEAD_MESSAGES.noForm);
      throw invalidField('lead_form_id', LEAD_MESSAGES.formNotListened);
    }
    const asked = new Set(form.questions.map((question) => question.key));
    const given = Object.fromEntries(Object.entries(input.answers ?? {}).filter(([key]) => asked.has(key)));
    const answers = { ...buildLeadAnswers(createRandom(randomInt(0, 2 ** 31 - 1)), form.questions), ...given };
    const now = deps.clock.nowIso();
    const leadKey = `test-${record.id}-${form.lead_form_id}-${deps.clock.nowMs()}-${randomInt(0, 1_000_000)}`;
    const received = deps.db.transaction(() => {
      deleteTestLeads(deps.db, record.id, form.lead_form_id);
      return receiveLeads(deps.db, [{ integration_id: record.id, lead_key: leadKey, lead_form_id: form.lead_form_id, answers, arrived_at: now, is_test: true }], deliveryOptions());
    });
    const leadId = received.get(leadKey);
    if (leadId === undefined) throw new Error('The test lead was not stored.');
    return { success: true as const, message: LEAD_MESSAGES.testLeadSent, data: announced(deliveryOf(leadId, record.id), record.id) };
  });

  mountEndpoint(app, deps, retryLeadDelivery, (deps, caller, input) => {
    assertSelf(caller, input.user_id);
    const lead = findLead(deps.db, input.lead_id);
    if (!lead) throw notFound('Lead');
    // A lead of another business account is "not found", as a missing one.
    const record = requireRecord(deps, caller, lead.integration_id, { what: 'Lead', serviceType: 'integration' });
    if (lead.status === 'failed' && !isReceiving(record)) throw new HttpError(409, LEAD_MESSAGES.retryNotActive);
    redeliverLead(deps.db, lead, deliveryOptions());
    return { success: true as const, message: LEAD_MESSAGES.retried, data: announced(deliveryOf(lead.id, record.id), record.id) };
  });

  // Bounded: a request tries at most RETRY_ALL_MAX leads, oldest first, and says how many are left.
  mountEndpoint(app, deps, retryFailedLeads, (deps, caller, input) => {
    assertSelf(caller, input.user_id);
    const record = requireIntegration(deps, caller, input.integration_id);
    const { rows, total } = listFailedLeads(deps.db, record.id, RETRY_ALL_MAX);
    if (rows.length > 0 && !isReceiving(record)) throw new HttpError(409, LEAD_MESSAGES.retryNotActive);
    let delivered = 0;
    for (const lead of rows) {
      redeliverLead(deps.db, lead, deliveryOptions());
      const delivery = announced(deliveryOf(lead.id, record.id), record.id);
      if (delivery.status === 'delivered') delivered += 1;
    }
    return {
      success: true as const,
      message: LEAD_MESSAGES.retriedAll(rows.length, delivered),
      data: { retried: rows.length, delivered, failed: rows.length - delivered, remaining: total - rows.length },
    };
  });

  mountEndpoint(app, deps, countLeads, (deps, caller, input) => {
    assertSelf(caller, input.user_id);
    const nowMs = deps.clock.nowMs();
    const since = new Date(nowMs - LEAD_COUNT_DAYS * DAY_MS).toISOString();
    const failedSince = new Date(nowMs - LEAD_FAILED_HOURS * HOUR_MS).toISOString();
    return { success: true as const, data: leadHealth(deps.db, { ...memberScope(deps, caller, input.user_id, input.ba_id), since, failedSince }) };
  });
};
