// The last sync's status (spec §4): Error in red, Finish in green, nothing when there is none.
import { Badge } from '@mantine/core';

export function SyncStatusBadge({ status }: { status: string | null | undefined }) {
  // Dark fills under white text keep the 4.5:1 contrast that Mantine's light and green shades miss.
  if (status === 'Error') return <Badge color="red.9">Error</Badge>;
  if (status === 'Finish') return <Badge color="#1f6f30">Finish</Badge>;
  return null;
}
