// Factory of the CRM info a receiving service reports for an integration (spec §3 CRM
// info): funnels with stages, statuses, fields (list fields with options), sources and users.
import type { Faker } from '@faker-js/faker';
import { castPerson, domainOf, mailLocalOf, randomOf } from './cast';
import type { CRM_ENTITIES, CRM_FIELD_KINDS, CRM_FIELD_TYPES } from '../../../db/schema/crm';

type TEntity = (typeof CRM_ENTITIES)[number];
export type TCrmFieldSeed = {
  entity: TEntity;
  name: string;
  field_type: (typeof CRM_FIELD_TYPES)[number];
  type: (typeof CRM_FIELD_KINDS)[number];
  label: string;
  options: { value: string; label: string }[];
  is_required?: boolean;
};
export type TCrmInfoSeed = {
  funnels: { title: string; stages: string[] }[];
  statuses: { entity: TEntity; name: string }[];
  fields: TCrmFieldSeed[];
  sources: string[];
  users: { name: string; email: string }[];
};

const options = (...labels: string[]) => labels.map((label) => ({ value: label.toLowerCase().replace(/\s+/g, '_'), label }));
const field = (
  entity: TEntity,
  name: string,
  label: string,
  field_type: TCrmFieldSeed['field_type'],
  type: TCrmFieldSeed['type'] = 'system',
  fieldOptions: TCrmFieldSeed['options'] = [],
): TCrmFieldSeed => ({ entity, name, label, field_type, type, options: fieldOptions });

export function buildCrmInfo(f: Faker): TCrmInfoSeed {
  const stages = ['New', 'Contacted', 'Qualified', 'Proposal sent', 'Negotiation', 'Won', 'Lost'];
  return {
    funnels: [
      { title: 'Sales', stages: stages.slice(0, f.number.int({ min: 4, max: 7 })) },
      { title: f.helpers.arrayElement(['Partners', 'Wholesale', 'Events']), stages: ['Incoming', 'In progress', 'Done'] },
    ],
    statuses: [
      ...['Open', 'Won', 'Lost'].map((name) => ({ entity: 'deal' as const, name })),
      ...['Lead', 'Customer', 'Archived'].map((name) => ({ entity: 'contact' as const, name })),
    ],
    fields: [
      field('deal', 'title', 'Deal title', 'string'),
      field('deal', 'total', 'Amount', 'string'),
      field('deal', 'comment', 'Comment', 'text'),
      field('deal', 'priority', 'Priority', 'list', 'custom', options('Low', 'Medium', 'High')),
      field('deal', 'close_date', 'Expected close date', 'date', 'custom'),
      field('deal', 'partner', 'Partner', 'custom_reference', 'custom'),
      // The one field the emulated CRM insists on: a contact needs a first name.
      { ...field('contact', 'first_name', 'First name', 'string'), is_required: true },
      field('contact', 'last_name', 'Last name', 'string'),
      field('contact', 'email', 'Email', 'string'),
      field('contact', 'phone', 'Phone', 'string'),
      field('contact', 'contact_type', 'Contact type', 'list', 'custom', options('Client', 'Partner', 'Supplier')),
      field('contact', 'birthday', 'Birthday', 'date', 'custom'),
      field('lead', 'name', 'Name', 'string'),
      field('lead', 'email', 'Email', 'string'),
      field('lead', 'phone', 'Phone', 'string'),
      field('lead', 'message', 'Message', 'text'),
      field('lead', 'utm_source', 'UTM source', 'custom', 'custom'),
    ],
    sources: ['Facebook lead ads', 'Website', 'Referral', f.helpers.arrayElement(['Instagram', 'Trade show', 'Cold call'])],
    // The CRM's sales team: people of the demo cast at one company.
    users: Array.from({ length: f.number.int({ min: 2, max: 4 }) }, () => castPerson(randomOf(f))).map((person, _index, team) => ({
      name: `${person.first} ${person.last}`,
      email: `${mailLocalOf(person.first, person.last)}@${domainOf(team[0]?.company ?? person.company)}`,
    })),
  };
}
