// The seeded leads of given days: every lead form an active integration listens to receives a
// few a day (generate/daily-leads.ts, as for the seed), delivered as they arrive. The seed writes the recent
// history, and the catch-up what has arrived since, so a demo database always has fresh leads and
// none from later than the emulator's now.
import type { TDatabase } from '../../../db/client';
import { listListenedForms } from '../../../db/queries/leads';
import { buildLeadsOfDays } from '../generate/daily-leads';
import { receiveLeads } from './lead-delivery';
import type { TDeliveryOptions } from './lead-delivery';

/**
 * The leads of `dates` that arrived after `after` (exclusive, ISO; none: from the first date's
 * start) and by `options.now`, delivered when they arrived. Answers how many arrived and their ids.
 */
export const receiveSeededLeads = (db: TDatabase, seed: number, dates: string[], options: TDeliveryOptions & { after?: string }): { rows: number; leadIds: number[] } => {
  const forms = listListenedForms(db);
  if (forms.length === 0 || dates.length === 0) return { rows: 0, leadIds: [] };
  const until = options.now.toISOString();
  const arrived = buildLeadsOfDays(seed, forms, dates).filter((lead) => lead.arrived_at <= until && (options.after === undefined || lead.arrived_at > options.after));
  const leadIds = [...receiveLeads(db, arrived, options).values()];
  return { rows: leadIds.length, leadIds };
};
