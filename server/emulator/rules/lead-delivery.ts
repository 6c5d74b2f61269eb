// Delivery of leads into the emulated CRM through the integration's saved mapping: a deal (or a
// CRM lead, with "Create lead") with the pipeline, stage, source, responsible, title, amount and
// currency of the settings, and every mapping row's value in the entity its prefix names. A lead
// arrives only on an active integration, and makes at most one CRM record, on the CRM person its
// email names (found case-insensitively, or created: one person who fills two forms is one person
// with two deals, as real CRMs and every lead-sync tool do it). When the CRM is down
// (the crm-down fault) the delivery fails and is tried again later, each time after a longer wait.
import type { TDatabase } from '../../../db/client';
import { readCrmRows } from '../../../db/queries/crm';
import { findConfig } from '../../../db/queries/integration-configs';
import { findRecord } from '../../../db/queries/integrations-exports';
import { hasCrmDeal, insertCrmDeals, insertLeads, listDueLeads, listFormsOfIntegration, setLeadOutcome } from '../../../db/queries/leads';
import type { TCrmContact, TLeadOutcome, TLeadRow, TNewCrmDeal, TNewLead } from '../../../db/queries/leads';
import { CUSTOM_FIELD_OPTION } from '../../../shared/constants';
import { LEAD_MESSAGES } from '../../../shared/validation/messages';
import { HttpError } from '../http-error';
import { crmFieldKey, toSavedConfig } from '../records/shape-integration-info';

type TArrivingLead = { integration_id: number; lead_key: string; lead_form_id: string; answers: Record<string, string>; arrived_at: string; is_test?: boolean };
/** `isCrmDown`: true while the CRM does not answer, 'rate-limited' while the ad platform rate-limits the gateway; either way deliveries wait. */
export type TDeliveryOptions = { now: Date; isCrmDown?: () => boolean | 'rate-limited' };

/** Waits before the automatic attempts while the CRM is down; then they stop. */
export const RETRY_BACKOFF_MINUTES = [1, 2, 4, 8, 15, 30] as const;

type TCrmFieldFacts = { entity: string; name: string; title: string; fieldType: string; isRequired: boolean; options: Set<string> };
type TAttempt = { isDelivered: true; deal: TNewCrmDeal & { contact: TCrmContact | null } } | { isDelivered: false; reason: string };

const answerOf = (answers: Record<string, string>, ...keys: string[]): string | null => keys.map((key) => answers[key]?.trim()).find((value) => value) ?? null;

/** The person the CRM files the deal under: the lead's email and name (no email: no person). */
const contactOf = (answers: Record<string, string>): TCrmContact | null => {
  const email = answerOf(answers, 'email');
  return email ? { email, name: answerOf(answers, 'full_name', 'first_name') } : null;
};

const ENTITY_TITLES: Record<string, string> = { deal: 'Deal', contact: 'Contact', lead: 'Lead' };

/** What a delivery needs of an integration, read once per batch. */
const planOf = (db: TDatabase, integrationId: number) => {
  const record = findRecord(db, integrationId);
  const saved = findConfig(db, integrationId);
  const crm = readCrmRows(db, integrationId);
  const fields = new Map<string, TCrmFieldFacts>();
  for (const field of crm.fields) {
    fields.set(crmFieldKey(field), {
      entity: field.entity,
      name: field.name,
      title: `${ENTITY_TITLES[field.entity] ?? field.entity} · ${field.label}`,
      fieldType: field.field_type,
      isRequired: field.is_required,
      options: new Set(crm.options.filter((option) => option.field_id === field.id).map((option) => option.value)),
    });
  }
  const questionLabels = new Map<string, string>();
  for (const form of listFormsOfIntegration(db, integrationId).values()) {
    for (const question of form.questions) if (!questionLabels.has(question.key)) questionLabels.set(question.key, question.label);
  }
  return {
    isActive: Boolean(record?.is_active && saved?.config.is_active),
    config: saved ? toSavedConfig(saved) : undefined,
    fields,
    questionLabels,
  };
};

type TPlan = ReturnType<typeof planOf>;

/** The mapping applied to one lead's answers: the CRM record, or why the CRM would not take it. */
const attemptOf = (plan: TPlan, lead: { integration_id: number; answers: Record<string, string> }, at: string): TAttempt => {
  const config = plan.config;
  if (!config) return { isDelivered: false, reason: LEAD_MESSAGES.noPipeline };
  const kind = config.create_lead ? 'lead' : 'deal';
  const values: Record<string, Record<string, string>> = { deal: {}, contact: {}, lead: {} };
  for (const row of config.fields_map) {
    const field = plan.fields.get(row.crm_id);
    if (!field) return { isDelivered: false, reason: LEAD_MESSAGES.unknownCrmField(row.crm_id) };
    // Custom text travels as static_value on a form-side row; a list value as static_value on a CRM row.
    const isStatic = row.type === 'crm' || row.static_value !== null || row.form_id === CUSTOM_FIELD_OPTION;
    let value: string | undefined;
    if (isStatic) value = row.static_value ?? undefined;
    else if (row.form_id) {
      value = lead.answers[row.form_id];
      if (value === undefined || value.trim() === '') {
        return { isDelivered: false, reason: LEAD_MESSAGES.answerMissing(plan.questionLabels.get(row.form_id) ?? row.form_id, field.title) };
      }
    }
    if (value === undefined || value.trim() === '') continue;
    if (field.fieldType === 'list' && !field.options.has(value)) return { isDelivered: false, reason: LEAD_MESSAGES.notAListValue(value, field.title) };
    (values[field.entity] ??= {})[field.name] = value;
  }
  // The contact always comes with the record; deal or lead fields only with their own kind.
  for (const field of plan.fields.values()) {
    if (!field.isRequired || (field.entity !== 'contact' && field.entity !== kind)) continue;
    if (!values[field.entity]?.[field.name]) return { isDelivered: false, reason: LEAD_MESSAGES.requiredFieldEmpty(field.title) };
  }
  if (kind === 'deal' && (config.pipeline_id === null || config.stage_id === null)) return { isDelivered: false, reason: LEAD_MESSAGES.noPipeline };
  const title = (kind === 'lead' ? values.lead?.name : undefined) ?? values.deal?.title ?? config.deal_name ?? 'Lead';
  return {
    isDelivered: true,
    deal: {
      integration_id: lead.integration_id,
      kind,
      title,
      amount: config.deal_amount,
      currency: config.deal_currency,
      pipeline_id: config.pipeline_id,
      stage_id: config.stage_id,
      source_id: config.source_id,
      responsible_id: config.responsible_id,
      fields: JSON.stringify(values),
      created_at: at,
      contact: contactOf(lead.answers),
    },
  };
};

/** The outcome of attempt number `attempts` (1: on arrival) at `at`. */
const outcomeOf = (attempt: TAttempt, attempts: number, at: string): TLeadOutcome => {
  if (attempt.isDelivered) return { status: 'delivered', reason: null, attempts, next_attempt_at: null, delivered_at: at };
  return { status: 'failed', reason: attempt.reason, attempts, next_attempt_at: null, delivered_at: null };
};

/** While the CRM is down (or the platform rate-limits): failed, with the next automatic attempt after the backoff (or none). */
const crmDownOutcome = (attempts: number, options: TDeliveryOptions, hold: true | 'rate-limited' = true): TLeadOutcome => {
  const wait = RETRY_BACKOFF_MINUTES[attempts - 1];
  const next = wait === undefined ? null : new Date(options.now.getTime() + wait * 60_000).toISOString();
  const reason =
    hold === 'rate-limited'
      ? next
        ? LEAD_MESSAGES.rateLimited(next.slice(11, 16))
        : LEAD_MESSAGES.rateLimitedGaveUp
      : next
        ? LEAD_MESSAGES.crmDown(next.slice(11, 16))
        : LEAD_MESSAGES.crmDownGaveUp;
  return { status: 'failed', reason, attempts, next_attempt_at: next, delivered_at: null };
};

/**
 * Leads arriving: those of inactive integrations are dropped (nothing arrives there), those whose
 * key is already present are skipped, the rest are stored with the outcome of their delivery.
 * Answers the ids of the leads that arrived, by lead key.
 */
export const receiveLeads = (db: TDatabase, arriving: TArrivingLead[], options: TDeliveryOptions): Map<string, number> => {
  const plans = new Map<number, TPlan>();
  const rows: TNewLead[] = [];
  const deals = new Map<string, TNewCrmDeal & { contact: TCrmContact | null }>();
  for (const lead of arriving) {
    const plan = plans.get(lead.integration_id) ?? planOf(db, lead.integration_id);
    plans.set(lead.integration_id, plan);
    if (!plan.isActive) continue;
    const at = lead.is_test ? options.now.toISOString() : lead.arrived_at;
    const hold = options.isCrmDown?.() || undefined;
    const attempt = hold ? undefined : attemptOf(plan, lead, at);
    const outcome = attempt ? outcomeOf(attempt, 1, at) : crmDownOutcome(1, options, hold);
    if (attempt?.isDelivered) deals.set(lead.lead_key, attempt.deal);
    rows.push({ ...lead, is_test: lead.is_test ?? false, answers: JSON.stringify(lead.answers), ...outcome });
  }
  return db.transaction(() => {
    const ids = insertLeads(db, rows);
    const newDeals = [...deals].flatMap(([key, deal]) => {
      const leadId = ids.get(key);
      return leadId === undefined ? [] : [{ ...deal, lead_id: leadId }];
    });
    insertCrmDeals(db, newDeals);
    return ids;
  });
};

/** One more attempt for a lead that failed; a delivered lead is refused (409). */
export const redeliverLead = (db: TDatabase, lead: TLeadRow, options: TDeliveryOptions): void => {
  if (lead.status === 'delivered' || hasCrmDeal(db, lead.id)) throw new HttpError(409, LEAD_MESSAGES.alreadyDelivered);
  const attempts = lead.attempts + 1;
  const at = options.now.toISOString();
  db.transaction(() => {
    const hold = options.isCrmDown?.();
    if (hold) {
      setLeadOutcome(db, lead.id, crmDownOutcome(attempts, options, hold));
      return;
    }
    const attempt = attemptOf(planOf(db, lead.integration_id), { integration_id: lead.integration_id, answers: JSON.parse(lead.answers) as Record<string, string> }, at);
    if (attempt.isDelivered) insertCrmDeals(db, [{ ...attempt.deal, lead_id: lead.id }]);
    setLeadOutcome(db, lead.id, outcomeOf(attempt, attempts, at));
  });
};

/** The automatic attempts that are due (the CRM was down). Answers the ids of the leads tried. */
export const retryDueLeads = (db: TDatabase, options: TDeliveryOptions): number[] => {
  const due = listDueLeads(db, options.now.toISOString());
  for (const lead of due) redeliverLead(db, lead, options);
  return due.map((lead) => lead.id);
};
