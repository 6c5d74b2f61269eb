// The events the emulator calls receivers about, and what each one's `data` holds.

export const WEBHOOK_EVENTS = ['lead.delivered', 'lead.failed', 'sync.finished', 'export.status_changed', 'integration.status_changed'] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** At most this many lead events per request for leads that arrived by themselves (webhooks/lead-events.ts). */
export const ARRIVAL_EVENTS_MAX = 50;

export const WEBHOOK_EVENT_DESCRIPTIONS: Record<TWebhookEvent, string> = {
  'lead.delivered':
    `a lead reached the CRM: a test lead, a retry asked for, or a lead that arrived by itself or was tried again automatically while the emulator runs (only leads that arrived after it started, never the seeded history or the backfill of a start or reset; at most ${ARRIVAL_EVENTS_MAX} per request, the newest). \`data\` is the lead delivery as the delivery log shows it, with \`integration_id\``,
  'lead.failed': 'a lead could not be delivered (the same occasions, e.g. the crm-down fault): the same `data`, with `reason`',
  'sync.finished': 'a synchronization ended: `data` has `job_id`, `integration_id`, `ad_account_id`, `status` (Finish or Error), `message`, `finished_at`',
  'export.status_changed': 'an export was switched on or off: `data` has `export_id` and `is_active`',
  'integration.status_changed': 'an integration was activated or deactivated: `data` has `integration_id` and `is_active`',
};

/** Sent to every receiver that asked for its type: the Standard Webhooks payload shape. */
export type TWebhookPayload = { type: TWebhookEvent; timestamp: string; data: Record<string, unknown> };
