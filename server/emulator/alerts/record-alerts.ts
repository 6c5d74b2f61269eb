// Alerts from the emulator's events (the webhook events, so both tell the same things) and from
// grants that end soon. Lead failures of an integration are grouped into one open alert until a
// delivery succeeds, which closes it and says the deliveries recovered. Each new alert is mailed
// to the business account's owners, at most one mail per integration or export an hour.
import type { TDatabase } from '../../../db/client';
import { closeAlert, findAlert, findOpenAlert, growAlert, insertAlert, lastMailedAt, listOwnerEmails, setAlertMailed } from '../../../db/queries/alerts';
import type { TAlertKind } from '../../../db/queries/alerts';
import { findRecord, listRecords } from '../../../db/queries/integrations-exports';
import { insertOutboxMail } from '../../../db/queries/outbox';
import { ALERT_MAIL_MINUTES, GRANT_WARNING_DAYS } from '../../../shared/contract/notifications';
import { DAY_MS } from '../../../shared/dates';
import type { TClock } from '../clock';
import type { TWebhookEvent } from '../webhooks/events';
import { alertMail } from './alert-text';

export type TAlertDeps = { db: TDatabase; clock: TClock; portal: () => string };

const MAIL_GAP_MS = ALERT_MAIL_MINUTES * 60 * 1000;

/** Mails a new alert to the owners unless a mail about its record went out within the hour. */
const mailAlert = (deps: TAlertDeps, alertId: number): void => {
  const alert = findAlert(deps.db, alertId);
  if (!alert) return;
  const last = lastMailedAt(deps.db, alert.record_id);
  if (last !== null && deps.clock.nowMs() - Date.parse(last) < MAIL_GAP_MS) return;
  const mail = alertMail(deps.db, alert, deps.portal());
  for (const to of listOwnerEmails(deps.db, alert.ba_id)) insertOutboxMail(deps.db, { to, ...mail });
  setAlertMailed(deps.db, alert.id, deps.clock.nowIso());
};

const raise = (deps: TAlertDeps, values: { ba_id: number; kind: TAlertKind; record_id: number; alert_key: string; detail: string | null; is_open?: boolean }): void => {
  const at = deps.clock.nowIso();
  const id = insertAlert(deps.db, { is_open: false, ...values, created_at: at, updated_at: at });
  if (id !== undefined) mailAlert(deps, id);
};

const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const onLeadOutcome = (deps: TAlertDeps, isDelivered: boolean, data: Record<string, unknown>): void => {
  const integrationId = numberOf(data.integration_id);
  const leadId = numberOf(data.id);
  const record = integrationId === null ? undefined : findRecord(deps.db, integrationId);
  if (!record || leadId === null) return;
  const open = findOpenAlert(deps.db, record.id, 'delivery_failed');
  if (isDelivered) {
    if (!open) return;
    closeAlert(deps.db, open.id);
    raise(deps, { ba_id: record.ba_id, kind: 'delivery_recovered', record_id: record.id, alert_key: `delivery_recovered:${record.id}:${open.id}`, detail: null });
    return;
  }
  if (open) {
    // Grouped: never one alert per lead.
    growAlert(deps.db, open.id, { detail: textOf(data.reason), at: deps.clock.nowIso() });
    return;
  }
  raise(deps, { ba_id: record.ba_id, kind: 'delivery_failed', record_id: record.id, alert_key: `delivery_failed:${record.id}:${leadId}:${deps.clock.nowMs()}`, detail: textOf(data.reason), is_open: true });
};

const onSyncFinished = (deps: TAlertDeps, data: Record<string, unknown>): void => {
  const recordId = numberOf(data.integration_id);
  const record = recordId === null ? undefined : findRecord(deps.db, recordId);
  if (!record || data.status !== 'Error') return;
  raise(deps, { ba_id: record.ba_id, kind: 'sync_failed', record_id: record.id, alert_key: `sync_failed:${String(data.job_id)}`, detail: textOf(data.message) });
};

/** What an event means for the alerts (the webhooks send the same event to receivers). */
export const recordAlertOf = (deps: TAlertDeps) => (event: TWebhookEvent, data: Record<string, unknown>): void => {
  if (event === 'lead.failed' || event === 'lead.delivered') onLeadOutcome(deps, event === 'lead.delivered', data);
  else if (event === 'sync.finished') onSyncFinished(deps, data);
};

/**
 * Exports of the user's business accounts whose grant expired or ends within GRANT_WARNING_DAYS:
 * one alert per export and expiry, made when someone looks (no timer runs in an idle emulator).
 */
export const raiseGrantAlerts = (deps: TAlertDeps, userId: number): void => {
  const nowMs = deps.clock.nowMs();
  const soon = new Date(nowMs + GRANT_WARNING_DAYS * DAY_MS).toISOString();
  for (const record of listRecords(deps.db, { memberUserId: userId, serviceType: 'export' })) {
    if (record.access_token === null || record.token_expires_at === null || record.token_expires_at > soon) continue;
    const kind = Date.parse(record.token_expires_at) <= nowMs ? 'grant_expired' : 'grant_expiring';
    raise(deps, { ba_id: record.ba_id, kind, record_id: record.id, alert_key: `${kind}:${record.id}:${record.token_expires_at}`, detail: record.token_expires_at });
  }
};
