// Calendar dates as the gateway writes them ('YYYY-MM-DD', UTC), for the contract, the emulator and the seed.
export const DAY_MS = 24 * 60 * 60 * 1000;

/** True for a real calendar date written 'YYYY-MM-DD' (not 2026-02-30). */
export const isIsoDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};
