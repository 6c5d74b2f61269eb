// Social pages of an integration's sending side, their lead forms and the forms' questions.
// "is_used" is derived (another integration's config lists the same lead_form_id), not stored.
import { integer, text, sqliteTable, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id } from './columns';
import { integrationsExports } from './integrations-exports';

export const socialPages = sqliteTable(
  'social_pages',
  {
    id: id(),
    integration_id: integer('integration_id')
      .notNull()
      .references(() => integrationsExports.id, { onDelete: 'cascade' }),
    page_id: text('page_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('social_pages_integration_page_uq').on(t.integration_id, t.page_id)],
);

export const leadForms = sqliteTable(
  'lead_forms',
  {
    id: id(),
    page_id: integer('page_id')
      .notNull()
      .references(() => socialPages.id, { onDelete: 'cascade' }),
    lead_form_id: text('lead_form_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('lead_forms_page_form_uq').on(t.page_id, t.lead_form_id),
    index('lead_forms_lead_form_id_idx').on(t.lead_form_id),
  ],
);

export const leadFormQuestions = sqliteTable(
  'lead_form_questions',
  {
    id: id(),
    lead_form_id: integer('lead_form_id')
      .notNull()
      .references(() => leadForms.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    type: text('type').notNull(),
  },
  (t) => [index('lead_form_questions_form_idx').on(t.lead_form_id)],
);
