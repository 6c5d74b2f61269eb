// An integration's lead health as the lists show it: when its last lead arrived ("2 min ago", the
// full time on hover), its failed deliveries of the last 24 hours (a link to them), and a mark
// beside its status when deliveries fail: red plus words, never colour alone.
import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDisplayDateTime } from '@shared/dates';
import { timeAgo } from '@/lib/relative-time';
import type { TLeadHealth } from '@/lib/api/lead-deliveries';

export const LAST_LEAD_HEADER = 'Last lead';
export const FAILED_HEADER = 'Failed (24 h)';
export const FAILING_TEXT = 'Deliveries failing';

type THealth = TLeadHealth | undefined;

export function LastLeadCell({ health }: { health: THealth }) {
  if (!health?.last_lead_at) return <Text span size="sm" c="dimmed">No lead yet</Text>;
  const full = `${formatDisplayDateTime(health.last_lead_at)} UTC`;
  return (
    <time dateTime={health.last_lead_at} title={full} style={{ whiteSpace: 'nowrap' }}>
      {timeAgo(health.last_lead_at)}
    </time>
  );
}

export function FailedCell({ health, link, name }: { health: THealth; link: string; name: string }) {
  const failed = health?.failed_24h ?? 0;
  if (failed === 0) return <Text span size="sm">0</Text>;
  return (
    <Anchor component={Link} to={link} size="sm" fw={700} c="red.9" aria-label={`${failed} failed in the last 24 hours: show the failed leads of ${name}`}>
      {failed}
    </Anchor>
  );
}

/** The status text with the failing mark beside it. */
export function StatusWithHealth({ text, health }: { text: string; health: THealth }) {
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      {text}
      {(health?.failed_24h ?? 0) > 0 && (
        // Shade 9 with white text keeps 4.5:1; the words say it without the colour.
        <Badge color="red.9" variant="filled" size="sm">
          {FAILING_TEXT}
        </Badge>
      )}
    </span>
  );
}
