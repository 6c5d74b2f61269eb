// Calendar dates as the gateway writes them ('YYYY-MM-DD', UTC), for the contract, the emulator and the seed.
export const DAY_MS = 24 * 60 * 60 * 1000;

/** True for a real calendar date written 'YYYY-MM-DD' (not 2026-02-30). */
export const isIsoDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

/** A calendar date as people read it (spec §9): dd-MM-yyyy. Anything else is shown as it came. */
export function formatDisplayDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return year && month && day ? `${day}-${month}-${year}` : iso;
}

/**
 * A moment as people read it on every screen: dd-MM-yyyy HH:mm on the gateway's clock, UTC, so a
 * client screen and an admin screen show one event at one time. A moment written without a zone
 * ('2026-07-14 09:30:00', as gateways often do) is read as UTC.
 */
export function formatDisplayDateTime(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return formatDisplayDate(value);
  const hasZone = /(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(value.trim());
  const moment = new Date(hasZone ? value : `${value.trim().replace(' ', 'T')}Z`);
  if (Number.isNaN(moment.getTime())) return formatDisplayDate(value);
  const utc = moment.toISOString();
  return `${formatDisplayDate(utc)} ${utc.slice(11, 16)}`;
}
