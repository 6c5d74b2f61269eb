// The Data Export table (spec §2): Service, Label, Status (Active or Not active), the Off/On
// switch, a Settings link and Delete. An export whose grant is gone (revoked or expired) says
// so and offers Reconnect instead of a switch that could only be refused.
import { ActionIcon, Anchor, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tooltip.css';
import { IconPlugConnected, IconSettings, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TIntegrationExport } from '@shared/contract/common';
import { pathTo } from '@shared/routes';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { StatusSwitch, type TSwitchOutcome } from '@/components/ui/status-switch';
import { exportStatusText, grantLossText, needsReconnect, RECONNECT_COLOR } from './export-state';

type TProps = {
  exports: readonly TIntegrationExport[] | undefined;
  isLoading: boolean;
  emptyText: string;
  deletingId: number | null;
  reconnectingId: number | null;
  onStatusChange: (record: TIntegrationExport, isActive: boolean) => Promise<TSwitchOutcome>;
  onDelete: (record: TIntegrationExport) => void;
  onReconnect: (record: TIntegrationExport) => void;
};

export function ExportsTable({ exports, isLoading, emptyText, deletingId, reconnectingId, onStatusChange, onDelete, onReconnect }: TProps) {
  const columns: TDataColumn<TIntegrationExport>[] = [
    { key: 'service', header: 'Service', cell: (row) => row.service.name, isWrapping: true },
    { key: 'label', header: 'Label', cell: (row) => row.name, isWrapping: true },
    {
      key: 'status',
      header: 'Status',
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
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor
            component={Link}
            to={pathTo('export_settings', { service_path: row.service.service_path, id_export: row.id })}
            aria-label={`Settings of export ${row.name}`}
            size="sm"
          >
            <Group gap={4} wrap="nowrap">
              <IconSettings size={16} aria-hidden />
              Settings
            </Group>
          </Anchor>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red.9"
              onClick={() => onDelete(row)}
              loading={deletingId === row.id}
              disabled={deletingId === row.id}
              aria-label={`Delete export ${row.name}`}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
  return (
    <DataTable label="Data exports" columns={columns} rows={exports} rowKey={(row) => row.id} isLoading={isLoading} emptyText={emptyText} minWidth={640} />
  );
}
