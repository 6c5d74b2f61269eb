// What the lead calls share: a lead's delivery as answered (and told to webhook receivers), the
// delivery options of this moment, and whether an integration receives leads at all.
import { findConfig } from '../../../../db/queries/integration-configs';
import type { TRecordRow } from '../../../../db/queries/integrations-exports';
import { findLeadWithDeal, listFormsOfIntegration } from '../../../../db/queries/leads';
import type { TEmulatorDeps } from '../../deps';
import { notFound } from '../../http-error';
import { tellLeadDelivery } from '../../webhooks/lead-events';
import { toLeadDelivery } from '../shape-lead';

export const deliveryOf = (deps: TEmulatorDeps, leadId: number, integrationId: number) => {
  const lead = findLeadWithDeal(deps.db, leadId);
  if (!lead) throw notFound('Lead');
  return toLeadDelivery(lead, listFormsOfIntegration(deps.db, integrationId));
};

/** The delivery as answered, and told to webhook receivers (lead.delivered or lead.failed). */
export const announced = (deps: TEmulatorDeps, delivery: ReturnType<typeof deliveryOf>, integrationId: number) => {
  tellLeadDelivery(deps.webhooks, integrationId, delivery);
  return delivery;
};

export const deliveryOptions = (deps: TEmulatorDeps) => ({ now: deps.clock.now(), isCrmDown: deps.faults.isCrmDown });

/** Leads arrive only while both the record and its saved settings are switched on. */
export const isReceiving = (deps: TEmulatorDeps, record: TRecordRow) => record.is_active && findConfig(deps.db, record.id)?.config.is_active === true;
