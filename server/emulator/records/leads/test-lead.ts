// A test lead on one of the forms an integration listens to: generated answers (the caller's own
// where given), delivered as a real lead is, replacing the form's earlier test lead.
import { randomInt } from 'node:crypto';
import type { sendTestLead } from '../../../../shared/contract/leads';
import { deleteTestLeads, listListenedForms } from '../../../../db/queries/leads';
import { LEAD_MESSAGES } from '../../../../shared/validation/messages';
import { assertSelf } from '../../caller';
import type { TEndpointHandler } from '../../endpoint-handler';
import { buildLeadAnswers } from '../../generate/daily-leads';
import { createRandom } from '../../generate/random';
import { HttpError, invalidField } from '../../http-error';
import { receiveLeads } from '../../rules/lead-delivery';
import { requireIntegration } from '../lookups';
import { announced, deliveryOf, deliveryOptions, isReceiving } from './lead-delivery';

export const sendTestLeadTo: TEndpointHandler<typeof sendTestLead> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  const record = requireIntegration(deps, caller, input.integration_id);
  // Nothing arrives on an inactive integration, a test lead neither.
  if (!isReceiving(deps, record)) throw new HttpError(409, LEAD_MESSAGES.notActive);
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
    return receiveLeads(deps.db, [{ integration_id: record.id, lead_key: leadKey, lead_form_id: form.lead_form_id, answers, arrived_at: now, is_test: true }], deliveryOptions(deps));
  });
  const leadId = received.get(leadKey);
  if (leadId === undefined) throw new Error('The test lead was not stored.');
  return { success: true as const, message: LEAD_MESSAGES.testLeadSent, data: announced(deps, deliveryOf(deps, leadId, record.id), record.id) };
};
