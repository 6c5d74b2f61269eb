// The Data Export table (spec §2): Service, Label, Status (Active or Not active), the Off/On
// switch, a Settings link and Delete. An export whose grant is gone (revoked or expired) says
// so and offers Reconnect instead of a switch that could only be refused.
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlugConnected, IconSettings, IconTrash } from '@tabler/icons-react';
import type { TIntegrationExport } from '@shared/contract/common';
import { pathTo } from '@shared/routes';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import type { TLoadFailure } from '@/components/ui/load-error';
import { StatusSwitch, type TSwitchOutcome } from '@/components/ui/status-switch';
import { exportStatusText, grantLossText, needsReconnect, RECONNECT_COLOR } from './export-state';

type TProps = {
  exports: readonly TIntegrationExport[] | undefined;
  isLoading: boolean;
  emptyText: string;
  /** The first load failed: said in place of the rows. */
  failure: TLoadFailure | null;
  failureTitle: string;
  deletingId: number | null;
  reconnectingId: number | null;
  onStatusChange: (record: TIntegrationExport, isActive: boolean) => Promise<TSwitchOutcome>;
  onDelete: (record: TIntegrationExport) => void;
  onReconnect: (record: TIntegrationExport) => void;
};

export function ExportsTable({ exports, isLoading, emptyText, failure, failureTitle, deletingId, reconnectingId, onStatusChange, onDelete, onReconnect }: TProps) {
  const columns: TDataColumn<TIntegrationExport>[] = [
    { key: 'service', header: 'Service', role: 'title', cell: (row) => row.service.name, isWrapping: true },
    { key: 'label', header: 'Label', cell: (row) => row.name, isWrapping: true },
    {
      key: 'status',
      header: 'Status',
      role: 'status',
      cell: (row) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{exportStatusText(row)}</Text>
          {needsReconnect(row) && (
            <>
              <Badge color={RECONNECT_COLOR} variant="filled" size="sm">
                Reconnect needed
              </Badge>
              <Text size="xs" c={RECONNECT_COLOR}>
                {grantLossText(row)}
              </Text>
            </>
          )}
        </Stack>
      ),
    },
    {
      key: 'switch',
      header: 'Off/On',
      role: 'action',
      cell: (row) => (
        <Group gap="sm" wrap="nowrap">
          {/* Switching off stays possible; switching on without a grant is refused by the gateway, which says why. */}
          <StatusSwitch isActive={row.is_active} label={`Status of export ${row.name}`} onChange={(next) => onStatusChange(row, next)} />
          {needsReconnect(row) && (
            <Button
              size="xs"
              variant="light"
              color={RECONNECT_COLOR}
              leftSection={<IconPlugConnected size={14} aria-hidden />}
              loading={reconnectingId === row.id}
              disabled={reconnectingId !== null && reconnectingId !== row.id}
              onClick={() => onReconnect(row)}
              aria-label={`Reconnect export ${row.name}`}
            >
              Reconnect
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      label="Data exports"
      columns={columns}
      rows={exports}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      isLoading={isLoading}
      emptyText={emptyText}
      failure={failure}
      failureTitle={failureTitle}
      minWidth={640}
      rowActions={(row) => [
        {
          label: `Settings of export ${row.name}`,
          text: 'Settings',
          icon: <IconSettings size={16} aria-hidden />,
          to: pathTo('export_settings', { service_path: row.service.service_path, id_export: row.id }),
          isTextShown: true,
        },
        {
          label: `Delete export ${row.name}`,
          text: 'Delete',
          icon: <IconTrash size={18} aria-hidden />,
          color: 'red.9',
          onClick: () => onDelete(row),
          isLoading: deletingId === row.id,
          isDisabled: deletingId === row.id,
        },
      ]}
    />
  );
}
