// Today's figures are the part of the day gone by (the emulator fills them hour by hour), so a
// period ending today ends on a partial day: the chart draws its last segment dashed and says so.
import type { TInsights } from '@shared/contract/per-service';

export type TPartialDay = { date: string; index: number; through: string | null };

/** The partial last day of a period, if it ends today (the gateway's word, else the browser's UTC day). */
export function partialDayOf(data: Pick<TInsights, 'date_to' | 'partial_through'>, labels: readonly string[], now = new Date()): TPartialDay | null {
  const today = data.partial_through?.slice(0, 10) ?? now.toISOString().slice(0, 10);
  const index = labels.length - 1;
  if (index < 0 || labels[index] !== today || data.date_to !== today) return null;
  // "14:00 UTC": the hour today's figures reach, when the gateway says it.
  const through = data.partial_through ? `${data.partial_through.slice(11, 16)} UTC` : null;
  return { date: today, index, through };
}

/**
 * "14:00 UTC" when a new answer's figures reach a later hour of today than the answer before (the
 * clock turned an hour and today's figures grew), else null: figures that change say why.
 */
export function refreshedHourOf(previousThrough: string | undefined, nextThrough: string | undefined): string | null {
  if (!previousThrough || !nextThrough || nextThrough <= previousThrough) return null;
  return `${nextThrough.slice(11, 16)} UTC`;
}
