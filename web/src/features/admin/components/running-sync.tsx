// A started sync's Status Last Sync cell while it runs: "Syncing… 120 rows", read from the record's
// sync history (asked every second while a run is under way), the same list the settings screen
// shows; once the run has finished the screen is told, and the row shows its new outcome.
import { useEffect } from 'react';
import { Group, Loader, Text } from '@mantine/core';
import type { ServicePath } from '@shared/constants';
import { useSyncRuns } from '@/lib/api/sync-runs';

type TProps = { servicePath: ServicePath; integrationId: number; syncId: number; onFinished: () => void };

const count = new Intl.NumberFormat('en-US');

export function RunningSync({ servicePath, integrationId, syncId, onFinished }: TProps) {
  const runs = useSyncRuns(servicePath, integrationId, 1);
  const run = runs.data?.runs.find((candidate) => candidate.id === syncId);
  const isFinished = run?.status === 'Finish' || run?.status === 'Error';
  useEffect(() => {
    if (isFinished) onFinished();
  }, [isFinished, onFinished]);
  return (
    <Group gap={6} wrap="nowrap" role="status">
      <Loader size={14} aria-hidden />
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {run && run.rows_written > 0 ? `Syncing… ${count.format(run.rows_written)} rows` : 'Syncing…'}
      </Text>
    </Group>
  );
}
