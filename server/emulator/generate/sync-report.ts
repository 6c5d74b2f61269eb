// What a service reports to a sync, and how long that takes (issue 47: syncs that look real). A
// service answers one row per campaign a day, and an account runs more campaigns the more it
// spends (its profile's daily reach): so a sync's rows grow with its period and the account's
// volume. It takes a few seconds, longer for more rows. The seed's sync history is written with
// the same two functions, so a sync started in a demo compares with the runs before it.
import { buildInsightProfile } from './insight-rows';

/** One campaign per 4,000 daily impressions of the account's profile: 1 to 7. */
export const campaignsOf = (seed: number, account: { id: number; isSearchAds: boolean }): number =>
  1 + Math.floor(buildInsightProfile(seed, account.id, account.isSearchAds).impressions / 4000);

/** The rows the service reports for `days` days of one account. */
export const reportedSyncRows = (seed: number, account: { id: number; isSearchAds: boolean }, days: number): number => days * campaignsOf(seed, account);

/** A run's length: at least 2.2 s (a person sees it running), half a millisecond a row more, at most 6 s. */
export const syncDurationMs = (rows: number): number => Math.min(6000, Math.max(2200, 2000 + rows * 0.5));
