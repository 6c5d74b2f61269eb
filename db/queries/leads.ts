// Leads of integrations with the outcome of their delivery, and the CRM records deliveries made.
// Leads arrive in batches (the seed, the catch-up, a test lead): inserted many rows at a time,
// and a lead key already present is skipped, so the same lead never arrives twice.
import { and, asc, count, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { containsPattern } from './like-pattern';
import type { TDatabase } from '../client';
import { preparedPerDatabase } from './prepared';
import { businessAccountMembers, crmDeals, crmPersons, integrationConfigForms, integrationConfigs, integrationsExports, leadFormQuestions, leadForms, leads, socialPages } from '../schema';

export type TLeadStatus = (typeof leads.$inferSelect)['status'];
export type TNewLead = Omit<typeof leads.$inferInsert, 'id'>;
export type TNewCrmDeal = Omit<typeof crmDeals.$inferInsert, 'id' | 'lead_id' | 'person_id' | 'is_existing_person'>;
/** Who the deal is for, as the lead gave it: the CRM finds or creates the person by email. */
export type TCrmContact = { email: string; name: string | null };
export type TLeadOutcome = Pick<typeof leads.$inferSelect, 'status' | 'reason' | 'attempts' | 'next_attempt_at' | 'delivered_at'>;

const LEAD_COLUMNS = {
  id: leads.id,
  integration_id: leads.integration_id,
  lead_key: leads.lead_key,
  lead_form_id: leads.lead_form_id,
  is_test: leads.is_test,
  answers: leads.answers,
  arrived_at: leads.arrived_at,
  status: leads.status,
  reason: leads.reason,
  attempts: leads.attempts,
  next_attempt_at: leads.next_attempt_at,
  delivered_at: leads.delivered_at,
};
export type TLeadRow = Pick<typeof leads.$inferSelect, keyof typeof LEAD_COLUMNS>;

const placeholder = sql.placeholder;
const LEAD_PLACEHOLDERS = {
  integration_id: placeholder('integration_id'),
  lead_key: placeholder('lead_key'),
  lead_form_id: placeholder('lead_form_id'),
  is_test: placeholder('is_test'),
  answers: placeholder('answers'),
  arrived_at: placeholder('arrived_at'),
  status: placeholder('status'),
  reason: placeholder('reason'),
  attempts: placeholder('attempts'),
  next_attempt_at: placeholder('next_attempt_at'),
  delivered_at: placeholder('delivered_at'),
};
const DEAL_PLACEHOLDERS = {
  integration_id: placeholder('integration_id'),
  lead_id: placeholder('lead_id'),
  kind: placeholder('kind'),
  title: placeholder('title'),
  amount: placeholder('amount'),
  currency: placeholder('currency'),
  pipeline_id: placeholder('pipeline_id'),
  stage_id: placeholder('stage_id'),
  source_id: placeholder('source_id'),
  responsible_id: placeholder('responsible_id'),
  fields: placeholder('fields'),
  created_at: placeholder('created_at'),
  person_id: placeholder('person_id'),
  is_existing_person: placeholder('is_existing_person'),
};

// Written row by row through one prepared statement each: leads arrive by the thousand in the seeds.
const insertLeadRow = preparedPerDatabase((db) =>
  db.insert(leads).values(LEAD_PLACEHOLDERS).onConflictDoNothing({ target: leads.lead_key }).returning({ id: leads.id }).prepare(),
);
const insertDealRow = preparedPerDatabase((db) => db.insert(crmDeals).values(DEAL_PLACEHOLDERS).onConflictDoNothing({ target: crmDeals.lead_id }).prepare());

/** Inserts the leads whose key is new, answering the new ones' ids by key. */
export const insertLeads = (db: TDatabase, rows: TNewLead[]): Map<string, number> => {
  const statement = insertLeadRow(db);
  const ids = new Map<string, number>();
  for (const row of rows) {
    const inserted = statement.get({ reason: null, attempts: 1, next_attempt_at: null, delivered_at: null, ...row, is_test: row.is_test ? 1 : 0 });
    if (inserted) ids.set(row.lead_key, inserted.id);
  }
  return ids;
};

const insertPersonRow = preparedPerDatabase((db) =>
  db
    .insert(crmPersons)
    .values({ integration_id: placeholder('integration_id'), email: placeholder('email'), name: placeholder('name'), created_at: placeholder('created_at') })
    .onConflictDoNothing({ target: [crmPersons.integration_id, crmPersons.email] })
    .returning({ id: crmPersons.id })
    .prepare(),
);
const findPersonRow = preparedPerDatabase((db) =>
  db
    .select({ id: crmPersons.id })
    .from(crmPersons)
    .where(and(eq(crmPersons.integration_id, placeholder('integration_id')), eq(crmPersons.email, placeholder('email'))))
    .prepare(),
);

/** The CRM person with this email (case-insensitive) in the integration's CRM, made when there is none. */
export const findOrCreateCrmPerson = (db: TDatabase, integrationId: number, contact: TCrmContact, at: string): { id: number; isExisting: boolean } => {
  const email = contact.email.trim().toLowerCase();
  const created = insertPersonRow(db).get({ integration_id: integrationId, email, name: contact.name, created_at: at });
  if (created) return { id: created.id, isExisting: false };
  const found = findPersonRow(db).get({ integration_id: integrationId, email });
  if (!found) throw new Error(`CRM person ${email} of integration ${integrationId} neither made nor found`);
  return { id: found.id, isExisting: true };
};

/**
 * Inserts CRM records; a lead that already made one is skipped (one record per lead). Each is put
 * on the CRM person of its contact (found or created by email), in the order given.
 */
export const insertCrmDeals = (db: TDatabase, rows: (TNewCrmDeal & { lead_id: number; contact: TCrmContact | null })[]): number => {
  const statement = insertDealRow(db);
  let inserted = 0;
  for (const { contact, ...row } of rows) {
    if (hasCrmDeal(db, row.lead_id)) continue;
    const person = contact ? findOrCreateCrmPerson(db, row.integration_id, contact, row.created_at) : null;
    inserted += statement.run({
      amount: null,
      currency: null,
      pipeline_id: null,
      stage_id: null,
      source_id: null,
      responsible_id: null,
      ...row,
      person_id: person?.id ?? null,
      is_existing_person: person?.isExisting ? 1 : 0,
    }).changes;
  }
  return inserted;
};

/** The CRM's people of an integration, oldest first, with how many deals each has. */
export const listCrmPersons = (db: TDatabase, integrationId: number) =>
  db
    .select({ id: crmPersons.id, email: crmPersons.email, name: crmPersons.name, created_at: crmPersons.created_at, deals: count(crmDeals.id) })
    .from(crmPersons)
    .leftJoin(crmDeals, eq(crmDeals.person_id, crmPersons.id))
    .where(eq(crmPersons.integration_id, integrationId))
    .groupBy(crmPersons.id)
    .orderBy(asc(crmPersons.id))
    .all();

/** The CRM's deals (and CRM leads) of an integration, oldest first, each with its person. */
export const listCrmDeals = (db: TDatabase, integrationId: number) =>
  db
    .select({
      id: crmDeals.id,
      lead_id: crmDeals.lead_id,
      person_id: crmDeals.person_id,
      is_existing_person: crmDeals.is_existing_person,
      kind: crmDeals.kind,
      title: crmDeals.title,
      amount: crmDeals.amount,
      currency: crmDeals.currency,
      pipeline_id: crmDeals.pipeline_id,
      stage_id: crmDeals.stage_id,
      created_at: crmDeals.created_at,
    })
    .from(crmDeals)
    .where(eq(crmDeals.integration_id, integrationId))
    .orderBy(asc(crmDeals.id))
    .all();

export const findLead = (db: TDatabase, id: number): TLeadRow | undefined => db.select(LEAD_COLUMNS).from(leads).where(eq(leads.id, id)).get();

const LEAD_WITH_DEAL_COLUMNS = {
  ...LEAD_COLUMNS,
  deal_id: crmDeals.id,
  deal_title: crmDeals.title,
  deal_kind: crmDeals.kind,
  deal_person_id: crmDeals.person_id,
  deal_is_existing_person: crmDeals.is_existing_person,
};

/** A lead with the CRM record it made, if any. */
export const findLeadWithDeal = (db: TDatabase, id: number) =>
  db.select(LEAD_WITH_DEAL_COLUMNS).from(leads).leftJoin(crmDeals, eq(crmDeals.lead_id, leads.id)).where(eq(leads.id, id)).get();

export const hasCrmDeal = (db: TDatabase, leadId: number): boolean =>
  db.select({ id: crmDeals.id }).from(crmDeals).where(eq(crmDeals.lead_id, leadId)).get() !== undefined;

export const setLeadOutcome = (db: TDatabase, id: number, outcome: TLeadOutcome): void => {
  db.update(leads).set(outcome).where(eq(leads.id, id)).run();
};

/** Meta's rule: one open test lead per form; the next one replaces it (with the record it made). */
export const deleteTestLeads = (db: TDatabase, integrationId: number, leadFormId: string): number =>
  db
    .delete(leads)
    .where(and(eq(leads.integration_id, integrationId), eq(leads.lead_form_id, leadFormId), eq(leads.is_test, true)))
    .run().changes;

/** Leads the CRM could not take while it was down, whose next attempt is due. */
export const listDueLeads = (db: TDatabase, now: string, limit = 100): TLeadRow[] =>
  db.select(LEAD_COLUMNS).from(leads).where(and(isNotNull(leads.next_attempt_at), lte(leads.next_attempt_at, now))).orderBy(asc(leads.next_attempt_at)).limit(limit).all();

/** The lead's real email or name contains `text` (the log shows the email masked; the search reads the answers). */
const answersContain = (text: string): SQL => {
  const pattern = containsPattern(text);
  return or(
    ...['$.email', '$.full_name', '$.first_name', '$.last_name'].map((path) => sql`json_extract(${leads.answers}, ${path}) LIKE ${pattern} ESCAPE '\\'`),
  ) as SQL;
};

/** One page of an integration's leads, newest first, with the CRM record each made. */
export const listLeadsPage = (db: TDatabase, params: { integrationId: number; status?: TLeadStatus; search?: string; page: number; perPage: number }) => {
  const where = and(
    eq(leads.integration_id, params.integrationId),
    params.status ? eq(leads.status, params.status) : undefined,
    params.search ? answersContain(params.search) : undefined,
  );
  const total = db.select({ total: count() }).from(leads).where(where).get()?.total ?? 0;
  const rows = db
    .select(LEAD_WITH_DEAL_COLUMNS)
    .from(leads)
    .leftJoin(crmDeals, eq(crmDeals.lead_id, leads.id))
    .where(where)
    .orderBy(desc(leads.arrived_at), desc(leads.id))
    .limit(params.perPage)
    .offset((params.page - 1) * params.perPage)
    .all();
  return { rows, total };
};

/** An integration's failed leads, oldest first (Retry all failed), and how many there are in all. */
export const listFailedLeads = (db: TDatabase, integrationId: number, limit: number): { rows: TLeadRow[]; total: number } => {
  const where = and(eq(leads.integration_id, integrationId), eq(leads.status, 'failed'));
  const total = db.select({ total: count() }).from(leads).where(where).get()?.total ?? 0;
  const rows = db.select(LEAD_COLUMNS).from(leads).where(where).orderBy(asc(leads.arrived_at), asc(leads.id)).limit(limit).all();
  return { rows, total };
};

export type TLeadHealth = { integration_id: number; leads: number; last_lead_at: string | null; failed_24h: number };

/**
 * Each integration's lead health in one query, for a whole list: leads that arrived since
 * `since`, the newest arrival, and leads that arrived since `failedSince` and are failed now. Of
 * one business account, or of every business account the user is a member of; integrations
 * without any lead are left out.
 */
export const leadHealth = (
  db: TDatabase,
  params: ({ baId: number } | { memberUserId: number }) & { since: string; failedSince: string },
): TLeadHealth[] => {
  const ofAccounts =
    'baId' in params
      ? eq(integrationsExports.ba_id, params.baId)
      : inArray(
          integrationsExports.ba_id,
          db.select({ ba_id: businessAccountMembers.ba_id }).from(businessAccountMembers).where(eq(businessAccountMembers.user_id, params.memberUserId)),
        );
  return db
    .select({
      integration_id: leads.integration_id,
      leads: sql<number>`sum(${leads.arrived_at} >= ${params.since})`.mapWith(Number),
      last_lead_at: sql<string | null>`max(${leads.arrived_at})`,
      failed_24h: sql<number>`sum(${leads.status} = 'failed' and ${leads.arrived_at} >= ${params.failedSince})`.mapWith(Number),
    })
    .from(leads)
    .innerJoin(integrationsExports, eq(integrationsExports.id, leads.integration_id))
    .where(ofAccounts)
    .groupBy(leads.integration_id)
    .all();
};

export type TListenedForm = { integration_id: number; lead_form_id: string; name: string; questions: { key: string; label: string }[] };

/**
 * The lead forms that receive leads: listed by an active config of an active integration, with
 * their names and questions (from the integration's own social pages).
 */
export const listListenedForms = (db: TDatabase, params: { integrationId?: number } = {}): TListenedForm[] => {
  const rows = db
    .select({
      integration_id: integrationConfigs.integration_id,
      lead_form_id: integrationConfigForms.lead_form_id,
      name: leadForms.name,
      form_row_id: leadForms.id,
    })
    .from(integrationConfigForms)
    .innerJoin(integrationConfigs, eq(integrationConfigs.id, integrationConfigForms.config_id))
    .innerJoin(integrationsExports, eq(integrationsExports.id, integrationConfigs.integration_id))
    .innerJoin(socialPages, and(eq(socialPages.integration_id, integrationConfigs.integration_id), eq(socialPages.page_id, integrationConfigs.page_id)))
    .innerJoin(leadForms, and(eq(leadForms.page_id, socialPages.id), eq(leadForms.lead_form_id, integrationConfigForms.lead_form_id)))
    .where(
      and(
        eq(integrationConfigs.is_active, true),
        eq(integrationsExports.is_active, true),
        params.integrationId === undefined ? undefined : eq(integrationConfigs.integration_id, params.integrationId),
      ),
    )
    .orderBy(asc(integrationConfigs.integration_id), asc(integrationConfigForms.id))
    .all();
  if (rows.length === 0) return [];
  const questions = db
    .select({ form_row_id: leadFormQuestions.lead_form_id, key: leadFormQuestions.key, label: leadFormQuestions.label })
    .from(leadFormQuestions)
    .where(inArray(leadFormQuestions.lead_form_id, rows.map((row) => row.form_row_id)))
    .orderBy(asc(leadFormQuestions.id))
    .all();
  return rows.map(({ form_row_id: formRowId, ...row }) => ({
    ...row,
    questions: questions.filter((question) => question.form_row_id === formRowId).map(({ key, label }) => ({ key, label })),
  }));
};

/** The names and questions of an integration's lead forms by lead_form_id (its own pages only). */
export const listFormsOfIntegration = (db: TDatabase, integrationId: number) => {
  const forms = db
    .select({ id: leadForms.id, lead_form_id: leadForms.lead_form_id, name: leadForms.name })
    .from(leadForms)
    .innerJoin(socialPages, eq(socialPages.id, leadForms.page_id))
    .where(eq(socialPages.integration_id, integrationId))
    .all();
  const questions = forms.length
    ? db
        .select({ form_row_id: leadFormQuestions.lead_form_id, key: leadFormQuestions.key, label: leadFormQuestions.label })
        .from(leadFormQuestions)
        .where(inArray(leadFormQuestions.lead_form_id, forms.map((form) => form.id)))
        .all()
    : [];
  return new Map(
    forms.map((form) => [
      form.lead_form_id,
      { name: form.name, questions: questions.filter((question) => question.form_row_id === form.id).map(({ key, label }) => ({ key, label })) },
    ]),
  );
};

/** Every lead key and how many CRM records it made (tests: nothing delivered twice). */
export const countCrmDealsPerLead = (db: TDatabase): { lead_key: string; deals: number }[] =>
  db
    .select({ lead_key: leads.lead_key, deals: sql<number>`count(${crmDeals.id})` })
    .from(leads)
    .leftJoin(crmDeals, eq(crmDeals.lead_id, leads.id))
    .groupBy(leads.id)
    .all();
