// The emulator's clock. Normally the machine's; with EMULATOR_TODAY the day is frozen: the
// clock starts at noon of that day (UTC) and runs with real time, but never leaves the day, so
// insights ranges, consent grants, syncs and token expiry all see the same "today" in CI and
// screenshots while times still move forward.
import { startOfUtcDay, toIsoDate } from './rules/dates';

export type TClock = {
  /** Milliseconds since the epoch, as Date.now(). */
  nowMs: () => number;
  now: () => Date;
  nowIso: () => string;
  /** Midnight UTC of the current day. */
  today: () => Date;
  todayIso: () => string;
  /** The frozen day, when there is one. */
  frozenDay?: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

const clockOf = (nowMs: () => number, frozenDay?: string): TClock => ({
  nowMs,
  now: () => new Date(nowMs()),
  nowIso: () => new Date(nowMs()).toISOString(),
  today: () => startOfUtcDay(new Date(nowMs())),
  todayIso: () => toIsoDate(new Date(nowMs())),
  ...(frozenDay ? { frozenDay } : {}),
});

export const systemClock = (): TClock => clockOf(() => Date.now());

/** A clock that stays on `day` ('YYYY-MM-DD'): noon plus the real time elapsed since it was made. */
export const frozenClock = (day: string, realNowMs: () => number = () => Date.now()): TClock => {
  const noon = Date.parse(`${day}T12:00:00.000Z`);
  const lastMs = noon + DAY_MS / 2 - 1;
  const startedAt = realNowMs();
  return clockOf(() => Math.min(lastMs, noon + Math.max(0, realNowMs() - startedAt)), day);
};

/** The clock the configuration asks for (EMULATOR_TODAY set: frozen on that day). */
export const clockFor = (emulatorToday: string | undefined): TClock => (emulatorToday ? frozenClock(emulatorToday) : systemClock());
