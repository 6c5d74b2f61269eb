// How long a service's consent grant (an export's access_token) works: set when consent is
// allowed or renewed (the emulator's clock) and by the seed (relative to its anchor day). Past
// its expiry the gateway treats the export as it treats a revoked one: switching on is refused
// and syncs fail, until Reconnect renews the grant.
import { DAY_MS } from '../../../shared/dates';

/** The lifetime of a grant, as Facebook's long-lived tokens (about 60 days). */
export const GRANT_LIFETIME_DAYS = 60;

export const grantExpiry = (givenAt: Date, days: number = GRANT_LIFETIME_DAYS): string => new Date(givenAt.getTime() + days * DAY_MS).toISOString();

/** Whether a grant with this expiry no longer works at `nowIso` (null: it never expires). */
export const isGrantExpired = (expiresAt: string | null, nowIso: string): boolean => expiresAt !== null && expiresAt <= nowIso;
