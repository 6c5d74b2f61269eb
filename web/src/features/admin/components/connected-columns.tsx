// The Connected integrations table's columns (spec §2): the record, its last sync (the screen says
// how a started one runs), its leads where the gateway counts them, and the Off/On switch.
import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { TIntegrationExport } from '@shared/contract/common';
import { formatDisplayDateTime } from '@shared/dates';
import type { TDataColumn } from '@/components/ui/data-table';
import { leadCountText, type useLeadCounts } from '@/lib/api/lead-deliveries';

type TOptions = {
  leadCounts: ReturnType<typeof useLeadCounts>;
  syncStatusOf: (row: TIntegrationExport) => ReactNode;
  switchOf: (row: TIntegrationExport) => ReactNode;
};

export const connectedColumns = ({ leadCounts, syncStatusOf, switchOf }: TOptions): TDataColumn<TIntegrationExport>[] => [
  { key: 'integration', header: 'Integration', role: 'title', cell: (row) => row.service.name, isWrapping: true },
  { key: 'service', header: 'Service', cell: (row) => row.service.service_path, isWrapping: true },
  { key: 'account', header: 'Account', cell: (row) => row.name, isWrapping: true },
  {
    key: 'date',
    header: 'Date Success Sync',
    cell: (row) => (row.date_finish_sync ? formatDisplayDateTime(row.date_finish_sync) : <Text span size="sm" c="dimmed">Never</Text>),
  },
  {
    key: 'status-sync',
    header: 'Status Last Sync',
    role: 'status',
    cell: syncStatusOf,
  },
  // Absent on a gateway that does not count leads (known once asked, so the table keeps its
  // columns while the count loads); exports receive none.
  ...(leadCounts.data !== null
    ? [{ key: 'leads', header: 'Leads (14 days)', cell: (row: TIntegrationExport) => (row.service_type === 'integration' ? leadCountText(leadCounts, row.id) : '—') }]
    : []),
  { key: 'status', header: 'Status', role: 'action', cell: switchOf },
];
