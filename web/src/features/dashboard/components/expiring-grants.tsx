// The dashboard's alert for exports of the current business account whose access to their service
// expired or ends within 7 days, each with Reconnect (a new grant, the same export): insights stop
// when a grant ends, so the person hears it where they read the figures.
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import type { ServicePath } from '@shared/constants';
import type { TIntegrationExport } from '@shared/contract/common';
import { GRANT_WARNING_DAYS } from '@shared/contract/notifications';
import { DAY_MS, formatDisplayDate } from '@shared/dates';
import { useStartExport } from '@/lib/api/start-export';
import { useUserId } from '@/lib/current-business-account';
import { useExports } from '../api/get-exports';

/** The same dark orange as the export list's Reconnect: a title on its light tint keeps 4.5:1. */
const RECONNECT_COLOR = '#8a3b0b';

type TEnding = { record: TIntegrationExport; isExpired: boolean; endsAt: string };

/** Exports whose grant expired (the gateway's word) or ends within GRANT_WARNING_DAYS of `nowMs`. */
export function endingGrants(records: readonly TIntegrationExport[], nowMs: number): TEnding[] {
  return records.flatMap((record) => {
    if (record.access_token === null || record.token_expires_at === null) return [];
    const isExpired = record.token_expired || Date.parse(record.token_expires_at) <= nowMs;
    const isSoon = Date.parse(record.token_expires_at) - nowMs <= GRANT_WARNING_DAYS * DAY_MS;
    return isExpired || isSoon ? [{ record, isExpired, endsAt: record.token_expires_at }] : [];
  });
}

export function ExpiringGrants({ baId }: { baId: number | null }) {
  const userId = useUserId();
  const exports = useExports(userId, baId);
  const start = useStartExport();
  // The screen's moment: a grant that ends while it is open is told on the next visit.
  const [nowMs] = useState(() => Date.now());
  const ending = endingGrants(exports.data?.data ?? [], nowMs);
  if (ending.length === 0) return null;
  const hasExpired = ending.some((item) => item.isExpired);
  return (
    <Alert color={RECONNECT_COLOR} variant="light" title={hasExpired ? 'An export lost its access' : 'An export loses its access soon'}>
      <Stack gap="xs">
        {ending.map(({ record, isExpired, endsAt }) => (
          <Group key={record.id} justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere', flex: '1 1 240px' }}>
              {`${record.service.name} export "${record.name}": access ${isExpired ? 'expired' : 'expires'} on ${formatDisplayDate(endsAt)}. ${isExpired ? 'Its insights stopped updating.' : 'Its insights stop updating then.'}`}
            </Text>
            <Button
              size="sm"
              color={RECONNECT_COLOR}
              leftSection={<IconPlugConnected size={16} aria-hidden />}
              loading={start.isPending && start.variables.integrations_exports_id === record.id}
              onClick={() => start.mutate({ user_id: userId, ba_id: record.ba_id, service_path: record.service.service_path as ServicePath, integrations_exports_id: record.id })}
              aria-label={`Reconnect export ${record.name}`}
            >
              Reconnect
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
