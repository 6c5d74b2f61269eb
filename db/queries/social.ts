// Social pages of an integration, their lead forms and questions. A form "is used" when the
// config of ANOTHER integration already lists the same lead_form_id.
import type Database from 'better-sqlite3';
import { prepared } from './statement-cache';

export type TSocialPageRow = { id: number; page_id: string; name: string };
export type TLeadFormRow = { lead_form_id: string; name: string; is_used: number };
export type TLeadQuestionRow = { key: string; label: string; type: string };

export const listSocialPages = (sqlite: Database.Database, integrationId: number): TSocialPageRow[] =>
  prepared<[number], TSocialPageRow>(
    sqlite,
    'SELECT id, page_id, name FROM social_pages WHERE integration_id = ? ORDER BY id',
  ).all(integrationId);

export const findSocialPage = (sqlite: Database.Database, integrationId: number, pageId: string): TSocialPageRow | undefined =>
  prepared<[number, string], TSocialPageRow>(
    sqlite,
    'SELECT id, page_id, name FROM social_pages WHERE integration_id = ? AND page_id = ?',
  ).get(integrationId, pageId);

/** The forms of one page (by its row id), marked is_used when another integration's config lists them. */
export const listLeadForms = (sqlite: Database.Database, integrationId: number, pageRowId: number): TLeadFormRow[] =>
  prepared<[{ integrationId: number; pageRowId: number }], TLeadFormRow>(
    sqlite,
    `SELECT lf.lead_form_id, lf.name,
       EXISTS (SELECT 1 FROM integration_config_forms cf JOIN integration_configs c ON c.id = cf.config_id
               WHERE cf.lead_form_id = lf.lead_form_id AND c.integration_id <> @integrationId) AS is_used
     FROM lead_forms lf WHERE lf.page_id = @pageRowId ORDER BY lf.id`,
  ).all({ integrationId, pageRowId });

/** The questions of a page's forms, each key once (the first form that asks it names it). */
export const listPageQuestions = (sqlite: Database.Database, pageRowId: number): TLeadQuestionRow[] =>
  prepared<[number], TLeadQuestionRow & { first_id: number }>(
    sqlite,
    // With MIN() SQLite takes the bare columns (label, type) from the row holding the minimum.
    `SELECT q.key, q.label, q.type, MIN(q.id) AS first_id FROM lead_form_questions q
     JOIN lead_forms lf ON lf.id = q.lead_form_id
     WHERE lf.page_id = ? GROUP BY q.key ORDER BY first_id`,
  )
    .all(pageRowId)
    .map(({ key, label, type }) => ({ key, label, type }));
