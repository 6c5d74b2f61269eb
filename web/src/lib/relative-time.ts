// "2 min ago", "3 h ago", "5 days ago": how long ago something happened, for a glance; the full
// time goes beside it on hover.
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export function timeAgo(iso: string, nowMs: number = Date.now()): string {
  const elapsed = nowMs - Date.parse(iso);
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} h ago`;
  const days = Math.floor(elapsed / DAY_MS);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}
