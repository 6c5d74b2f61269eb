// Social pages of an integration, their lead forms and questions. A form "is used" when the
// config of ANOTHER integration already lists the same lead_form_id.
import { and, asc, eq, exists, min, ne, sql } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { integrationConfigForms, integrationConfigs, leadFormQuestions, leadForms, socialPages } from '../schema';

const PAGE_COLUMNS = { id: socialPages.id, page_id: socialPages.page_id, name: socialPages.name };

export type TSocialPageRow = Pick<typeof socialPages.$inferSelect, keyof typeof PAGE_COLUMNS>;

export const listSocialPages = (db: TDatabase, integrationId: number): TSocialPageRow[] =>
  db.select(PAGE_COLUMNS).from(socialPages).where(eq(socialPages.integration_id, integrationId)).orderBy(asc(socialPages.id)).all();

export const findSocialPage = (db: TDatabase, integrationId: number, pageId: string): TSocialPageRow | undefined =>
  db
    .select(PAGE_COLUMNS)
    .from(socialPages)
    .where(and(eq(socialPages.integration_id, integrationId), eq(socialPages.page_id, pageId)))
    .get();

/** The forms of one page (by its row id), marked is_used when another integration's config lists them. */
export const listLeadForms = (db: TDatabase, integrationId: number, pageRowId: number) => {
  const usedElsewhere = db
    .select({ one: sql`1` })
    .from(integrationConfigForms)
    .innerJoin(integrationConfigs, eq(integrationConfigs.id, integrationConfigForms.config_id))
    .where(and(eq(integrationConfigForms.lead_form_id, leadForms.lead_form_id), ne(integrationConfigs.integration_id, integrationId)));
  return db
    .select({ lead_form_id: leadForms.lead_form_id, name: leadForms.name, is_used: sql<boolean>`${exists(usedElsewhere)}`.mapWith(Boolean) })
    .from(leadForms)
    .where(eq(leadForms.page_id, pageRowId))
    .orderBy(asc(leadForms.id))
    .all();
};


/** The questions of a page's forms, each key once (the first form that asks it names it). */
export const listPageQuestions = (db: TDatabase, pageRowId: number) =>
  db
    // With MIN() SQLite takes the bare columns (label, type) from the row holding the minimum.
    .select({ key: leadFormQuestions.key, label: leadFormQuestions.label, type: leadFormQuestions.type })
    .from(leadFormQuestions)
    .innerJoin(leadForms, eq(leadForms.id, leadFormQuestions.lead_form_id))
    .where(eq(leadForms.page_id, pageRowId))
    .groupBy(leadFormQuestions.key)
    .orderBy(min(leadFormQuestions.id))
    .all();

