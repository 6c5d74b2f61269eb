// lead.delivered and lead.failed: a lead's delivery as the delivery log shows it, told to webhook
// receivers when someone sends a test lead or asks for a retry (records/leads/), and when leads
// arrive by themselves while the emulator runs (the catch-up on requests, the timed retries).
import { findLeadWithDeal, listFormsOfIntegration } from '../../../db/queries/leads';
import type { TLeadDelivery } from '../../../shared/contract/leads';
import type { TEmulatorDeps } from '../deps';
import { toLeadDelivery } from '../records/shape-lead';
import { ARRIVAL_EVENTS_MAX } from './events';
import type { TWebhooks } from './webhooks';

/** The delivery told to receivers (lead.delivered or lead.failed), `{ integration_id, ...delivery }`. */
export const tellLeadDelivery = (webhooks: TWebhooks, integrationId: number, delivery: TLeadDelivery): void =>
  webhooks.emit(delivery.status === 'delivered' ? 'lead.delivered' : 'lead.failed', { integration_id: integrationId, ...delivery });

/**
 * Tells the leads the request pipeline received or tried again, oldest first. Only leads that
 * arrived after this emulator started (never the seed's history, nor a start's, reset's or
 * restore's backfill), at most ARRIVAL_EVENTS_MAX per call, the newest.
 */
export const leadArrivalEvents = (deps: Pick<TEmulatorDeps, 'db' | 'clock' | 'logger' | 'webhooks'>) => {
  const startedAt = deps.clock.nowIso();
  return (leadIds: number[]): void => {
    // Read even with no receiver asking: the same events raise the alerts (alerts/record-alerts.ts).
    if (leadIds.length === 0) return;
    const arrived = leadIds
      .flatMap((id) => {
        const lead = findLeadWithDeal(deps.db, id);
        return lead && lead.arrived_at > startedAt ? [lead] : [];
      })
      .sort((a, b) => a.arrived_at.localeCompare(b.arrived_at) || a.id - b.id);
    const told = arrived.slice(-ARRIVAL_EVENTS_MAX);
    if (told.length < arrived.length) deps.logger.info('lead events left out (more arrived at once than are told)', { told: told.length, left_out: arrived.length - told.length });
    const forms = new Map<number, ReturnType<typeof listFormsOfIntegration>>();
    for (const lead of told) {
      const formNames = forms.get(lead.integration_id) ?? listFormsOfIntegration(deps.db, lead.integration_id);
      forms.set(lead.integration_id, formNames);
      tellLeadDelivery(deps.webhooks, lead.integration_id, toLeadDelivery(lead, formNames));
    }
  };
};
