// Leads that arrive on the lead forms of active integrations, each with the outcome of its one
// delivery, and the CRM records (deals or leads) deliveries made in the emulated CRM, each on a
// CRM person found or created by email.
// A lead's `lead_key` is its external id: unique, so the same lead never arrives twice, and a
// CRM record's `lead_id` is unique, so one lead makes at most one CRM record.
import { integer, real, text, sqliteTable, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id } from './columns';
import { integrationsExports } from './integrations-exports';

export const LEAD_DELIVERY_STATUSES = ['delivered', 'failed'] as const;
export const CRM_RECORD_KINDS = ['deal', 'lead'] as const;

export const leads = sqliteTable(
  'leads',
  {
    id: id(),
    integration_id: integer('integration_id')
      .notNull()
      .references(() => integrationsExports.id, { onDelete: 'cascade' }),
    lead_key: text('lead_key').notNull(),
    lead_form_id: text('lead_form_id').notNull(),
    is_test: integer('is_test', { mode: 'boolean' }).notNull().default(false),
    /** The form's answers by question key, as JSON text (personal data: masked in every answer). */
    answers: text('answers').notNull(),
    arrived_at: text('arrived_at').notNull(),
    status: text('status', { enum: LEAD_DELIVERY_STATUSES }).notNull(),
    /** Why the last attempt failed, in a sentence a person understands. */
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(1),
    /** Set while the CRM was unavailable: when the next automatic attempt is due. */
    next_attempt_at: text('next_attempt_at'),
    delivered_at: text('delivered_at'),
  },
  (t) => [
    uniqueIndex('leads_lead_key_uq').on(t.lead_key),
    index('leads_integration_arrived_idx').on(t.integration_id, t.arrived_at),
    index('leads_next_attempt_idx').on(t.next_attempt_at),
  ],
);

/**
 * People in the emulated CRM: found or created by email (kept lower-cased, so the CRM matches it
 * whatever its case) when a delivery makes a deal, so one person who fills two forms is one person.
 */
export const crmPersons = sqliteTable(
  'crm_persons',
  {
    id: id(),
    integration_id: integer('integration_id')
      .notNull()
      .references(() => integrationsExports.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    created_at: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('crm_persons_integration_email_uq').on(t.integration_id, t.email)],
);

export const crmDeals = sqliteTable(
  'crm_deals',
  {
    id: id(),
    integration_id: integer('integration_id')
      .notNull()
      .references(() => integrationsExports.id, { onDelete: 'cascade' }),
    lead_id: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CRM_RECORD_KINDS }).notNull(),
    title: text('title').notNull(),
    amount: real('amount'),
    currency: text('currency'),
    pipeline_id: integer('pipeline_id'),
    stage_id: integer('stage_id'),
    source_id: integer('source_id'),
    responsible_id: integer('responsible_id'),
    /** The mapped values by entity and CRM field name: {"deal":{…},"contact":{…},"lead":{…}}. */
    fields: text('fields').notNull(),
    created_at: text('created_at').notNull(),
    /** The CRM person the deal belongs to (none when the lead gave no email). */
    person_id: integer('person_id').references(() => crmPersons.id, { onDelete: 'set null' }),
    /** The person was in the CRM already: the deal was added to them, not a new person made. */
    is_existing_person: integer('is_existing_person', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [uniqueIndex('crm_deals_lead_uq').on(t.lead_id), index('crm_deals_integration_idx').on(t.integration_id)],
);
