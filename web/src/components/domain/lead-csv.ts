// The delivery log's Download CSV: the filtered rows with the time, the lead's name and email (as
// the log shows it, masked), the status and reason, the attempts and the deal the CRM made. Pure,
// so it is tested without a browser; the CSV writer keeps lead text from running as formulas.
import type { TLeadDelivery } from '@shared/contract/leads';
import { csvText } from '@/lib/csv';

const HEADER = ['Time (UTC)', 'Form', 'Name', 'Email', 'Status', 'Reason', 'Attempts', 'Deal', 'Deal id'] as const;

export function leadDeliveriesCsv(rows: readonly TLeadDelivery[]): string {
  return csvText(
    HEADER,
    rows.map((lead) => [
      lead.arrived_at,
      lead.form_name,
      lead.name ?? '',
      lead.email ?? '',
      lead.status === 'delivered' ? 'Delivered' : 'Failed',
      lead.reason ?? '',
      String(lead.attempts),
      lead.deal?.title ?? '',
      lead.deal ? String(lead.deal.id) : '',
    ]),
  );
}

/** `leads-12-failed-2026-11-28.csv`: the integration, the status filter and the day. */
export function leadDeliveriesCsvFileName(integrationId: number, status: string | undefined, today: string): string {
  return ['leads', String(integrationId), ...(status ? [status] : []), today].join('-') + '.csv';
}
