// Leads that arrive on a lead form: a few a day, each with realistic answers to the form's
// questions, and now and then a person who came before (the CRM adds their deal to the person it
// has). A day's leads depend only on the seed, the integration, the form and the date, so the
// catch-up writes the same leads for a day as a fresh seed would have.
import { CITIES, castPerson, castPhone } from './cast';
import { answersFor } from '../../../shared/lead-answers';
import { randomFor, randomInt } from './random';
import type { TRandom } from './random';

export type TLeadQuestion = { key: string; label: string };
export type TLeadForm = { integration_id: number; lead_form_id: string; questions: TLeadQuestion[] };
export type TLeadSeed = { integration_id: number; lead_key: string; lead_form_id: string; answers: Record<string, string>; arrived_at: string };

/** The lead forms' leads per day: 1 to 4 a form. */
export const LEADS_PER_FORM_DAY = { min: 1, max: 4 } as const;

const pick = <T>(random: TRandom, items: readonly T[]): T => items[randomInt(random, 0, items.length - 1)] as T;

/** Answers to every question of a form, as one person would give them. */
export const buildLeadAnswers = (random: TRandom, questions: TLeadQuestion[]): Record<string, string> => {
  // A person of the demo cast: first.last at their company's domain.
  const person = castPerson(random);
  const answers: Record<string, string> = {};
  for (const { key, label } of questions) {
    if (key === 'full_name') answers[key] = `${person.first} ${person.last}`;
    else if (key === 'email') answers[key] = person.email;
    else if (key === 'phone_number') answers[key] = castPhone(random);
    else if (key === 'city') answers[key] = pick(random, CITIES);
    else answers[key] = pick(random, answersFor(label));
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
  const people = Array.from({ length: REGULARS_PER_INTEGRATION }, () => castPerson(regulars));
  const person = people[randomInt(decide, 0, people.length - 1)] as (typeof people)[number];
  const [local, domain] = person.email.split('@') as [string, string];
  const written = index % 2 === 0 ? local : local.replace(/(^|\.)([a-z])/g, (_, dot: string, letter: string) => `${dot}${letter.toUpperCase()}`);
  const answers: Record<string, string> = { ...lead.answers, email: `${written}@${domain}` };
  if (answers.full_name !== undefined) answers.full_name = `${person.first} ${person.last}`;
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
