// Writes the social pages of one integration record with their lead forms and questions.
import { leadFormQuestions, leadForms, socialPages } from '../../../db/schema/social';
import type { TDatabase } from '../../../db/client';
import type { TSocialPageSeed } from './social-pages';

export function writeSocialPages(db: TDatabase, integrationId: number, pages: TSocialPageSeed[]): number {
  let rows = 0;
  for (const page of pages) {
    const pageId = db.insert(socialPages).values({ integration_id: integrationId, page_id: page.page_id, name: page.name }).returning({ id: socialPages.id }).get().id;
    rows += 1;
    for (const form of page.forms) {
      const formId = db.insert(leadForms).values({ page_id: pageId, lead_form_id: form.lead_form_id, name: form.name }).returning({ id: leadForms.id }).get().id;
      rows += 1;
      for (const question of form.questions) {
        db.insert(leadFormQuestions).values({ lead_form_id: formId, ...question }).run();
        rows += 1;
      }
    }
  }
  return rows;
}
