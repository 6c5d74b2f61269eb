// Leads that arrive on a lead form: a few a day, each with realistic answers to the form's
// questions, and now and then a person who came before (the CRM adds their deal to the person it
// has). A day's leads depend only on the seed, the integration, the form and the date, so the
// catch-up writes the same leads for a day as a fresh seed would have.
import { randomFor, randomInt } from './random';
import type { TRandom } from './random';

export type TLeadQuestion = { key: string; label: string };
export type TLeadForm = { integration_id: number; lead_form_id: string; questions: TLeadQuestion[] };
export type TLeadSeed = { integration_id: number; lead_key: string; lead_form_id: string; answers: Record<string, string>; arrived_at: string };

const FIRST_NAMES = ['Anna', 'Ben', 'Chloe', 'Daniel', 'Emma', 'Felix', 'Grace', 'Hugo', 'Isla', 'Jonas', 'Kara', 'Liam', 'Maya', 'Noah', 'Olivia', 'Paul', 'Rosa', 'Sami', 'Tara', 'Victor'];
const LAST_NAMES = ['Smith', 'Novak', 'Garcia', 'Müller', 'Rossi', 'Kowalski', 'Dubois', 'Jensen', 'Silva', 'Brown', 'Walsh', 'Horvat', 'Lindqvist', 'Moreau', 'Costa'];
const CITIES = ['Berlin', 'Lisbon', 'Warsaw', 'Dublin', 'Madrid', 'Prague', 'Vienna', 'Milan', 'Lyon', 'Oslo'];
const MAIL_DOMAINS = ['example.com', 'example.org', 'example.net'];
const ANSWERS_BY_TOPIC: [RegExp, string[]][] = [
  [/budget/i, ['Under $1,000', '$1,000–5,000', '$5,000–20,000', 'Over $20,000']],
  [/product/i, ['Starter plan', 'Business plan', 'Enterprise plan', 'Not sure yet']],
  [/start/i, ['This week', 'This month', 'Next quarter', 'Just looking']],
  [/hear/i, ['Facebook ad', 'A friend', 'Search engine', 'Trade show']],
  [/company size/i, ['1–10', '11–50', '51–200', '200+']],
];

/** The lead forms' leads per day: 1 to 4 a form. */
export const LEADS_PER_FORM_DAY = { min: 1, max: 4 } as const;

const pick = <T>(random: TRandom, items: readonly T[]): T => items[randomInt(random, 0, items.length - 1)] as T;

/** Answers to every question of a form, as one person would give them. */
export const buildLeadAnswers = (random: TRandom, questions: TLeadQuestion[]): Record<string, string> => {
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  const local = `${first}.${last}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, '');
  const answers: Record<string, string> = {};
  for (const { key, label } of questions) {
    if (key === 'full_name') answers[key] = `${first} ${last}`;
    else if (key === 'email') answers[key] = `${local}${randomInt(random, 1, 99)}@${pick(random, MAIL_DOMAINS)}`;
    else if (key === 'phone_number') answers[key] = `+1 555 ${String(randomInt(random, 0, 9999)).padStart(4, '0')}`;
    else if (key === 'city') answers[key] = pick(random, CITIES);
    else answers[key] = pick(random, ANSWERS_BY_TOPIC.find(([topic]) => topic.test(label))?.[1] ?? ['Yes', 'No', 'Maybe']);
  }
  return answers;
};

/** About one lead in this many is a person who filled one of the integration's forms before. */
const RETURNING_ONE_IN = 8;
const REGULARS_PER_INTEGRATION = 4;

/**
 * The people of an integration who come back: their name and email, the same on every day. A
 * returning lead writes the email as people do, its case varying, so the CRM's match by email
 * must ignore case. Drawn from streams of their own, so every other answer stays as it was.
 */
const asReturning = (seed: number, lead: TLeadSeed, index: number): TLeadSeed => {
  if (lead.answers.email === undefined) return lead;
  const decide = randomFor(`${seed}:${lead.lead_key}:returning`);
  if (randomInt(decide, 1, RETURNING_ONE_IN) !== 1) return lead;
  const regulars = randomFor(`${seed}:${lead.integration_id}:regulars`);
  const people = Array.from({ length: REGULARS_PER_INTEGRATION }, () => [pick(regulars, FIRST_NAMES), pick(regulars, LAST_NAMES), pick(regulars, MAIL_DOMAINS)] as const);
  const [first, last, domain] = people[randomInt(decide, 0, people.length - 1)] as (typeof people)[number];
  const local = `${first}.${last}`.normalize('NFD').replace(/[^A-Za-z.]/g, '');
  const answers: Record<string, string> = { ...lead.answers, email: `${index % 2 === 0 ? local.toLowerCase() : local}@${domain}` };
  if (answers.full_name !== undefined) answers.full_name = `${first} ${last}`;
  return { ...lead, answers };
};

/** The leads of every form on each of `dates` (YYYY-MM-DD), oldest first. */
export const buildLeadsOfDays = (seed: number, forms: TLeadForm[], dates: string[]): TLeadSeed[] => {
  const built: TLeadSeed[] = [];
  for (const date of dates) {
    for (const form of forms) {
      const random = randomFor(`${seed}:${form.integration_id}:${form.lead_form_id}:${date}`);
      const leadCount = randomInt(random, LEADS_PER_FORM_DAY.min, LEADS_PER_FORM_DAY.max);
      for (let index = 0; index < leadCount; index += 1) {
        const minute = randomInt(random, 0, 1439);
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00.000Z`;
        const lead = {
          integration_id: form.integration_id,
          lead_key: `${form.integration_id}-${form.lead_form_id}-${date}-${index + 1}`,
          lead_form_id: form.lead_form_id,
          answers: buildLeadAnswers(random, form.questions),
          arrived_at: `${date}T${time}`,
        };
        built.push(asReturning(seed, lead, index));
      }
    }
  }
  return built;
};
