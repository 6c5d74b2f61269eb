// An alert as people read it (the bell, the mail): a title naming the integration as the lists
// title it (or the export by its service), a sentence, and the portal path where it is fixed.
// Shaped when read, so a renamed integration is named by its new name.
import type { TAlertRow } from '../../../db/queries/alerts';
import { findIntegrationTitle } from '../../../db/queries/integration-titles';
import { findRecord } from '../../../db/queries/integrations-exports';
import type { TNotification } from '../../../shared/contract/notifications';
import { formatDisplayDate, formatDisplayDateTime } from '../../../shared/dates';
import { titleOfIntegration } from '../../../shared/integration-title';
import type { TDatabase } from '../../../db/client';

type TRecord = NonNullable<ReturnType<typeof findRecord>>;

const integrationName = (db: TDatabase, record: TRecord | undefined): string =>
  record ? titleOfIntegration(record.name, findIntegrationTitle(db, record.id), record.service_name) : 'a removed integration';

const exportName = (record: TRecord | undefined): string => (record ? `${record.service_name} export "${record.name}"` : 'a removed export');

type TText = Pick<TNotification, 'title' | 'message' | 'link'>;

const textOf = (db: TDatabase, alert: TAlertRow): TText => {
  const record = findRecord(db, alert.record_id);
  const leadsLink = `/integrations/${alert.record_id}/settings?tab=leads`;
  switch (alert.kind) {
    case 'delivery_failed': {
      const name = integrationName(db, record);
      const reason = alert.detail ? ` Last reason: ${alert.detail}` : '';
      return {
        title: `Lead delivery failed: ${name}`,
        message:
          alert.count === 1
            ? `A lead could not be delivered to the CRM on ${formatDisplayDateTime(alert.created_at)} UTC.${reason}`
            : // Attempts, not leads: the automatic retries of one lead while the CRM is down count too.
              `${alert.count} delivery attempts failed since ${formatDisplayDateTime(alert.created_at)} UTC.${reason}`,
        link: `${leadsLink}&status=failed`,
      };
    }
    case 'delivery_recovered':
      return {
        title: `Leads are delivered again: ${integrationName(db, record)}`,
        message: 'The CRM took a lead again after failed deliveries. Any lead still failed waits in the log for Retry all failed.',
        link: `${leadsLink}&status=failed`,
      };
    case 'grant_expiring':
      return {
        title: `Access to ${record?.service_name ?? 'a service'} expires on ${formatDisplayDate(alert.detail)}`,
        message: `${exportName(record)} stops syncing then. Reconnect it to renew the access.`,
        link: '/data_export',
      };
    case 'grant_expired':
      return {
        title: `Access to ${record?.service_name ?? 'a service'} expired`,
        message: `${exportName(record)} cannot sync since ${formatDisplayDate(alert.detail)}. Reconnect it to renew the access.`,
        link: '/data_export',
      };
    case 'sync_failed':
      return {
        title: `Sync failed: ${record ? record.name : 'a removed export'}`,
        message: alert.detail ?? 'The synchronisation ended with an error.',
        link: record ? `/data_export/settings/${record.service_path}/${record.id}` : '/data_export',
      };
  }
};

export const shapeAlert = (db: TDatabase, alert: TAlertRow & { is_read: boolean }): TNotification => ({
  id: alert.id,
  kind: alert.kind,
  ba_id: alert.ba_id,
  record_id: alert.record_id,
  ...textOf(db, alert),
  count: alert.count,
  created_at: alert.created_at,
  updated_at: alert.updated_at,
  is_read: alert.is_read,
});

/** The mail of an alert: its title as subject, its sentence and the link into the portal. */
export const alertMail = (db: TDatabase, alert: TAlertRow, portal: string) => {
  const text = textOf(db, alert);
  const link = `${portal}${text.link}`;
  return { subject: text.title, body: `${text.title}\n\n${text.message}\n\nOpen the portal to fix it: ${link}`, link };
};
