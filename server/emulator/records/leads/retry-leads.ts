// Retrying deliveries to the CRM: one lead, or an integration's failed leads a bounded batch at a time.
import type { retryFailedLeads, retryLeadDelivery } from '../../../../shared/contract/leads';
import { RETRY_ALL_MAX } from '../../../../shared/contract/leads';
import { findLead, listFailedLeads } from '../../../../db/queries/leads';
import { LEAD_MESSAGES } from '../../../../shared/validation/messages';
import { assertSelf } from '../../caller';
import type { TEndpointHandler } from '../../endpoint-handler';
import { HttpError, notFound } from '../../http-error';
import { redeliverLead } from '../../rules/lead-delivery';
import { requireIntegration, requireRecord } from '../lookups';
import { announced, deliveryOf, deliveryOptions, isReceiving } from './lead-delivery';

export const retryLead: TEndpointHandler<typeof retryLeadDelivery> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  const lead = findLead(deps.db, input.lead_id);
  if (!lead) throw notFound('Lead');
  // A lead of another business account is "not found", as a missing one.
  const record = requireRecord(deps, caller, lead.integration_id, { what: 'Lead', serviceType: 'integration' });
  if (lead.status === 'failed' && !isReceiving(deps, record)) throw new HttpError(409, LEAD_MESSAGES.retryNotActive);
  redeliverLead(deps.db, lead, deliveryOptions(deps));
  return { success: true as const, message: LEAD_MESSAGES.retried, data: announced(deps, deliveryOf(deps, lead.id, record.id), record.id) };
};

/** Bounded: a request tries at most RETRY_ALL_MAX leads, oldest first, and says how many are left. */
export const retryFailedLeadsOf: TEndpointHandler<typeof retryFailedLeads> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  const record = requireIntegration(deps, caller, input.integration_id);
  const { rows, total } = listFailedLeads(deps.db, record.id, RETRY_ALL_MAX);
  if (rows.length > 0 && !isReceiving(deps, record)) throw new HttpError(409, LEAD_MESSAGES.retryNotActive);
  let delivered = 0;
  for (const lead of rows) {
    redeliverLead(deps.db, lead, deliveryOptions(deps));
    const delivery = announced(deps, deliveryOf(deps, lead.id, record.id), record.id);
    if (delivery.status === 'delivered') delivered += 1;
  }
  return {
    success: true as const,
    message: LEAD_MESSAGES.retriedAll(rows.length, delivered),
    data: { retried: rows.length, delivered, failed: rows.length - delivered, remaining: total - rows.length },
  };
};
