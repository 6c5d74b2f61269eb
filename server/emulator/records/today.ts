// "Today" of the emulator: the current UTC day, the same anchor the seed uses for its dates.
import { startOfUtcDay, toIsoDate } from '../../../seed/dates';

export const todayUtc = (): Date => startOfUtcDay(new Date());
export const todayIso = (): string => toIsoDate(todayUtc());
export const nowIso = (): string => new Date().toISOString();
