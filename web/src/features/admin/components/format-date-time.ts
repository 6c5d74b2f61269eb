// Moments as the portal shows them: dd-MM-yyyy (spec §9) and the local time, e.g. 14-07-2026 09:30.
import { formatDisplayDate } from '@/components/ui/date-range-input';

const pad = (value: number) => String(value).padStart(2, '0');

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return formatDisplayDate(iso);
  const date = `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
  return `${formatDisplayDate(date)} ${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}
