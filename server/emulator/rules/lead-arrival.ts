// The seeded leads of given days: every lead form an active integration listens to receives a
// few a day (the seed's own generator), delivered as they arrive. The seed writes the recent
// history, and the catch-up each day it adds, so a demo database always has fresh leads.
import type { TDatabase } from '../../../db/client';
import { listListenedForms } from '../../../db/queries/leads';
import { buildLeadsOfDays } from '../../../seed/factories/leads';
import { receiveLeads } from './lead-delivery';
import type { TDeliveryOptions } from './lead-delivery';

export const receiveSeededLeads = (db: TDatabase, seed: number, dates: string[], options: TDeliveryOptions): { rows: number } => {
  const forms = listListenedForms(db);
  if (forms.length === 0 || dates.length === 0) return { rows: 0 };
  return { rows: receiveLeads(db, buildLeadsOfDays(seed, forms, dates), options).size };
};
