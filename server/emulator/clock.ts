// The emulator's clock. Normally the machine's; with EMULATOR_TODAY the day is frozen: the
// clock starts at noon of that day (UTC) and runs with real time, but never leaves the day, so
// insights ranges, consent grants, syncs and token expiry all see the same "today" in CI and
// screenshots while times still move forward.
import { DAY_MS, startOfUtcDay, toIsoDate } from '../../shared/dates';

export type TClock = {
  nowMs: () => number;
  now: () => Date;
  nowIso: () => string;
  /** Midnight UTC of the current day. */
  today: () => Date;
  todayIso: () => string;
};

const clockOf = (nowMs: () => number): TClock => ({
  nowMs,
  now: () => new Date(nowMs()),
  nowIso: () => new Date(nowMs()).toISOString(),
  today: () => startOfUtcDay(new Date(nowMs())),
  todayIso: () => toIsoDate(new Date(nowMs())),
});

export const systemClock = (): TClock => clockOf(() => Date.now());

/** A clock that stays on `day` ('YYYY-MM-DD'): noon plus the real time elapsed since it was made. */
export const frozenClock = (day: string): TClock => {
  const noon = Date.parse(`${day}T12:00:00.000Z`);
  const lastMs = noon + DAY_MS / 2 - 1;
  const startedAt = Date.now();
  return clockOf(() => Math.min(lastMs, noon + Math.max(0, Date.now() - startedAt)));
};

/** A clock stopped at noon of `day`: what it writes never depends on when it ran (the API reference's examples). */
export const stoppedClock = (day: string): TClock => {
  const noon = Date.parse(`${day}T12:00:00.000Z`);
  return clockOf(() => noon);
};

export const clockFor = (emulatorToday: string | undefined): TClock => (emulatorToday ? frozenClock(emulatorToday) : systemClock());
