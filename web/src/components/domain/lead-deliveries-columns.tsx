// The delivery log's columns: when, which form, the lead (email masked), Delivered or Failed with
// the reason, the CRM deal it made, and Retry for a failed one.
import type { ReactNode } from 'react';
import { Badge, Box, Button, Text } from '@mantine/core';
import type { TLeadDelivery } from '@shared/contract/leads';
import { formatDisplayDateTime } from '@shared/dates';
import type { TDataColumn } from '@/components/ui/data-table';

/** `2026-11-23T10:15:30.000Z` → `23-11-2026 10:15` (spec §9 date format). */
const nowrap = (value: ReactNode) => <span style={{ whiteSpace: 'nowrap' }}>{value}</span>;
const none = (
  <Text span c="dimmed" aria-label="none">
    —
  </Text>
);

function StatusBadge({ lead }: { lead: TLeadDelivery }) {
  return lead.status === 'delivered' ? (
    // The same dark green as a finished sync: white text keeps its 4.5:1 contrast.
    <Badge color="#1f6f30" variant="filled">
      Delivered
    </Badge>
  ) : (
    <Badge color="red.9" variant="filled">
      Failed
    </Badge>
  );
}

type TOptions = {
  /** The lead whose retry is under way (its button spins). */
  retryingId: number | string | undefined;
  onRetry: (lead: TLeadDelivery) => void;
};

export const leadDeliveryColumns = ({ retryingId, onRetry }: TOptions): TDataColumn<TLeadDelivery>[] => [
  { key: 'time', header: 'Time', role: 'title', cell: (lead) => nowrap(formatDisplayDateTime(lead.arrived_at)) },
  { key: 'form', header: 'Form', cell: (lead) => lead.form_name, isWrapping: true },
  {
    key: 'lead',
    header: 'Lead',
    isWrapping: true,
    cell: (lead) => (
      <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
        {lead.name ?? none}
        {lead.is_test && (
          <Badge ml={6} size="xs" color="gray.8" variant="filled">
            Test
          </Badge>
        )}
        {lead.email && (
          <Text span size="xs" c="dimmed" display="block">
            {lead.email}
          </Text>
        )}
      </Text>
    ),
  },
  { key: 'status', header: 'Status', role: 'status', cell: (lead) => <Box miw="max-content"><StatusBadge lead={lead} /></Box> },
  { key: 'reason', header: 'Reason', cell: (lead) => lead.reason ?? none, isWrapping: true },
  {
    key: 'deal',
    header: 'Deal',
    cell: (lead) => (lead.deal ? `${lead.deal.title}${lead.deal.is_existing_person ? ' · added to an existing person' : ''}` : none),
    isWrapping: true,
  },
  {
    key: 'action',
    header: 'Action',
    role: 'action',
    cell: (lead) =>
      lead.status === 'failed' ? (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={`Retry the delivery of ${lead.name ?? 'this lead'}`}
          loading={retryingId === lead.id}
          onClick={() => onRetry(lead)}
        >
          Retry
        </Button>
      ) : (
        none
      ),
  },
];
