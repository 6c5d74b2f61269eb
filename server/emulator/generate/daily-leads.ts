// Leads that arrive on a lead form: a few a day, each with realistic answers to the form's
// questions. A day's leads depend only on the seed, the integration, the form and the date, so
// the catch-up writes the same leads for a day as a fresh seed would have.
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
        built.push({
          integration_id: form.integration_id,
          lead_key: `${form.integration_id}-${form.lead_form_id}-${date}-${index + 1}`,
          lead_form_id: form.lead_form_id,
          answers: buildLeadAnswers(random, form.questions),
          arrived_at: `${date}T${time}`,
        });
      }
    }
  }
  return built;
};
