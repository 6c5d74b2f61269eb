// A lead as the delivery log shows it: its email and phone masked, its form named, the CRM
// record it made (if any) and the CRM person that record is on.
import type { TLeadRow } from '../../../db/queries/leads';
import type { TLeadDelivery } from '../../../shared/contract/leads';
import { maskEmail, maskPhone } from '../../../shared/personal-data';

type TLeadWithDeal = TLeadRow & {
  deal_id: number | null;
  deal_title: string | null;
  deal_kind: 'deal' | 'lead' | null;
  deal_person_id: number | null;
  deal_is_existing_person: boolean | null;
};

const answerOf = (answers: Record<string, unknown>, ...keys: string[]): string | null => {
  for (const key of keys) {
    const value = answers[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
};

export const toLeadDelivery = (lead: TLeadWithDeal, formNames: Map<string, { name: string }>): TLeadDelivery => {
  const answers = JSON.parse(lead.answers) as Record<string, unknown>;
  const email = answerOf(answers, 'email');
  const phone = answerOf(answers, 'phone_number', 'phone');
  return {
    id: lead.id,
    lead_key: lead.lead_key,
    arrived_at: lead.arrived_at,
    lead_form_id: lead.lead_form_id,
    form_name: formNames.get(lead.lead_form_id)?.name ?? lead.lead_form_id,
    is_test: lead.is_test,
    email: email === null ? null : maskEmail(email),
    phone: phone === null ? null : maskPhone(phone),
    name: answerOf(answers, 'full_name', 'first_name'),
    status: lead.status,
    reason: lead.reason,
    attempts: lead.attempts,
    next_attempt_at: lead.next_attempt_at,
    deal:
      lead.deal_id !== null && lead.deal_title !== null && lead.deal_kind !== null
        ? { id: lead.deal_id, kind: lead.deal_kind, title: lead.deal_title, person_id: lead.deal_person_id, is_existing_person: lead.deal_is_existing_person === true }
        : null,
  };
};
