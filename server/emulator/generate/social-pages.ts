// Factories of social pages (the demo cast's brands), their lead forms and the forms' questions
// (external text ids from faker: nobody reads those).
import type { Faker } from '@faker-js/faker';
import { castBrands, castLeadFormNames, randomOf } from './cast';

export type TSocialPageSeed = { page_id: string; name: string; forms: TLeadFormSeed[] };
export type TLeadFormSeed = { lead_form_id: string; name: string; questions: TQuestionSeed[] };
export type TQuestionSeed = { key: string; label: string; type: string };

const STANDARD_QUESTIONS: TQuestionSeed[] = [
  { key: 'full_name', label: 'Full name', type: 'FULL_NAME' },
  { key: 'email', label: 'Email', type: 'EMAIL' },
  { key: 'phone_number', label: 'Phone number', type: 'PHONE' },
  { key: 'city', label: 'City', type: 'CITY' },
];
const CUSTOM_QUESTIONS = [
  'What is your monthly budget?',
  'Which product are you interested in?',
  'When would you like to start?',
  'How did you hear about us?',
  'What is your company size?',
];

export function buildLeadFormQuestions(f: Faker): TQuestionSeed[] {
  const standard = STANDARD_QUESTIONS.slice(0, f.number.int({ min: 3, max: 4 }));
  const custom = f.helpers
    .arrayElements(CUSTOM_QUESTIONS, { min: 0, max: 2 })
    .map((label, index) => ({ key: `custom_question_${index + 1}`, label, type: 'CUSTOM' }));
  return [...standard, ...custom];
}

export function buildLeadForm(f: Faker, name: string): TLeadFormSeed {
  return {
    lead_form_id: f.string.numeric({ length: 15, allowLeadingZeros: false }),
    name,
    questions: buildLeadFormQuestions(f),
  };
}

/** A brand's page with 2–3 lead forms of different names. */
export function buildSocialPage(f: Faker, brand: string = castBrands(randomOf(f), 1)[0] ?? 'Loom & Ladle'): TSocialPageSeed {
  return {
    page_id: f.string.numeric({ length: 15, allowLeadingZeros: false }),
    name: brand,
    forms: castLeadFormNames(randomOf(f), f.number.int({ min: 2, max: 3 })).map((name) => buildLeadForm(f, name)),
  };
}

/** The pages one social login sees: `count` different brands. */
export const buildSocialPages = (f: Faker, count: number): TSocialPageSeed[] => castBrands(randomOf(f), count).map((brand) => buildSocialPage(f, brand));
