// The events the emulator calls receivers about, and what each one's `data` holds.

export const WEBHOOK_EVENTS = ['lead.delivered', 'lead.failed', 'sync.finished', 'export.status_changed', 'integration.status_changed'] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_DESCRIPTIONS: Record<TWebhookEvent, string> = {
  'lead.delivered': 'a lead reached the CRM (a test lead, or a retry asked for): `data` is the lead delivery as the delivery log shows it, with `integration_id`',
  'lead.failed': 'a lead could not be delivered: the same `data`, with `reason`',
  'sync.finished': 'a synchronization ended: `data` has `job_id`, `integration_id`, `ad_account_id`, `status` (Finish or Error), `message`, `finished_at`',
  'export.status_changed': 'an export was switched on or off: `data` has `export_id` and `is_active`',
  'integration.status_changed': 'an integration was activated or deactivated: `data` has `integration_id` and `is_active`',
};

/** Sent to every receiver that asked for its type: the Standard Webhooks payload shape. */
export type TWebhookPayload = { type: TWebhookEvent; timestamp: string; data: Record<string, unknown> };
