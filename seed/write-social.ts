// Writes the social pages of one integration record with their lead forms and questions.
import { leadFormQuestions, leadForms, socialPages } from '../db/schema/social';
import type { TSqlite } from '../db/client';
import type { TSocialPageSeed } from './factories/social';
import { insertRow } from './insert';

export function writeSocialPages(sqlite: TSqlite, integrationId: number, pages: TSocialPageSeed[]): number {
  let rows = 0;
  for (const page of pages) {
    const pageId = insertRow(sqlite, socialPages, { integration_id: integrationId, page_id: page.page_id, name: page.name });
    rows += 1;
    for (const form of page.forms) {
      const formId = insertRow(sqlite, leadForms, { page_id: pageId, lead_form_id: form.lead_form_id, name: form.name });
      rows += 1;
      for (const question of form.questions) {
        insertRow(sqlite, leadFormQuestions, { lead_form_id: formId, ...question });
        rows += 1;
      }
    }
  }
  return rows;
}
