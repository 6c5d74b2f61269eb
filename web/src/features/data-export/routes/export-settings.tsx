// Export Settings screen (spec §2): the account table of the export's service. The export is
// looked up among the user's exports, so a wrong or foreign id says so instead of an empty table;
// an export whose grant is gone shows a banner with Reconnect (same export, accounts and history).
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconPlugConnected } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { pathTo } from '@shared/routes';
import { AccountTable } from '@/components/domain/account-table';
import { LoadError, loadFailureOf } from '@/components/ui/load-error';
import { isServicePath } from '@shared/constants';
import { SyncHistory } from '@/components/domain/sync-history';
import { usePrefetchRecordSections } from '@/lib/api/prefetch-record-sections';
import { useUserId } from '@/lib/current-business-account';
import { useAllExports } from '../api/list-exports';
import { useStartExport } from '@/lib/api/start-export';
import { ERROR_COLOR, exportStatusText, grantLossSentence, needsReconnect, RECONNECT_COLOR } from '../components/export-state';

const EXPORT_NOT_FOUND_TEXT = 'This export was not found. It may have been deleted, or it belongs to another business account.';

function BackLink() {
  return (
    <Anchor component={Link} to={pathTo('data_export')} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        Back to Data Export
      </Group>
    </Anchor>
  );
}

function ExportSettingsRoute() {
  const params = useParams();
  const userId = useUserId();
  const exportId = Number(params.id_export);
  const servicePath = params.service_path;
  const exports = useAllExports();
  const start = useStartExport();

  const record = exports.data?.data.find((candidate) => candidate.id === exportId && candidate.service.service_path === servicePath);
  const isKnownRoute = isServicePath(servicePath) && Number.isInteger(exportId) && exportId > 0;
  usePrefetchRecordSections(isKnownRoute ? servicePath : null, isKnownRoute ? exportId : null);

  if (exports.isPending && isKnownRoute) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton height={20} width={200} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  // A list that failed to load is said with Try again: not an export that does not exist.
  const failure = isKnownRoute ? loadFailureOf(exports) : null;
  if (failure) {
    return (
      <Stack gap="lg">
        <BackLink />
        <LoadError title="The export could not be loaded" {...failure} />
      </Stack>
    );
  }
  if (!isKnownRoute || !record) {
    return (
      <Stack gap="lg">
        <BackLink />
        <Alert color={ERROR_COLOR} variant="light" role="alert" title="Export not found" icon={<IconAlertTriangle aria-hidden />}>
          {EXPORT_NOT_FOUND_TEXT}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <BackLink />
      <Paper withBorder p="md" radius="md">
        <Group gap="xl" wrap="wrap">
          <div>
            <Text size="xs" c="dimmed">
              Service
            </Text>
            <Text fw={600}>{record.service.name}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Label
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {record.name}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Status
            </Text>
            <Text fw={600}>{exportStatusText(record)}</Text>
          </div>
        </Group>
      </Paper>
      {needsReconnect(record) && (
        <Alert color={RECONNECT_COLOR} variant="light" role="alert" title="Reconnect needed" icon={<IconAlertTriangle aria-hidden />}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {grantLossSentence(record)}, so this export cannot send data. Reconnecting asks the service again and keeps this export,
              its accounts and its history.
            </Text>
            <Button
              color={RECONNECT_COLOR}
              leftSection={<IconPlugConnected size={16} aria-hidden />}
              loading={start.isPending || start.isSuccess}
              onClick={() => start.mutate({ user_id: userId, ba_id: record.ba_id, service_path: servicePath, integrations_exports_id: record.id })}
            >
              Reconnect
            </Button>
          </Stack>
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <AccountTable servicePath={servicePath} baId={record.ba_id} integrationId={record.id} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <SyncHistory servicePath={servicePath} integrationId={record.id} />
      </Paper>
    </Stack>
  );
}

export { ExportSettingsRoute as Component };
