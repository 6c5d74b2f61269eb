// The demo cast (issue 47): fictional but plausible people, marketing agencies and brands, written
// for this product so a prospect reads names, not faker's patterns. Emails are first.last at the
// company's domain under the reserved `.example` top-level domain (RFC 2606); phone numbers are in
// the ranges kept for fiction (US 555-0100 to 555-0199, Ofcom's 07700 900xxx and 020 7946 0xxx).
// Every name is plain letters, spaces, `&` and `-` (no bidi or zero-width characters).
// People are drawn by number through a permutation, so n distinct numbers give n distinct emails:
// 64 × 64 × 60 combinations, enough for the large seed's 10,000 users.
// faker stays for what nobody reads (ids, tokens, hashes, dates and counts).
import type { Faker } from '@faker-js/faker';
import type { TRandom } from './random';
import { randomInt } from './random';

export const FIRST_NAMES = [
  'Amara', 'Ben', 'Chloe', 'Daniel', 'Elena', 'Felix', 'Grace', 'Hugo', 'Isla', 'Jonas', 'Kara', 'Liam', 'Maya', 'Noah', 'Olivia', 'Priya',
  'Rosa', 'Samir', 'Tara', 'Victor', 'Aisha', 'Bruno', 'Carmen', 'Dmitri', 'Eva', 'Finn', 'Hana', 'Ivan', 'Julia', 'Kenji', 'Lena', 'Marco',
  'Nadia', 'Oscar', 'Paula', 'Quentin', 'Rachel', 'Stefan', 'Tomas', 'Una', 'Wei', 'Yusuf', 'Zoe', 'Adam', 'Beatrice', 'Callum', 'Daria', 'Emeka',
  'Freya', 'Gabriel', 'Helen', 'Imran', 'Jade', 'Karim', 'Lucia', 'Mateo', 'Nina', 'Owen', 'Petra', 'Rohan', 'Sofia', 'Theo', 'Vera', 'Will',
] as const;

export const LAST_NAMES = [
  'Smith', 'Novak', 'Garcia', 'Rossi', 'Kowalski', 'Dubois', 'Jensen', 'Silva', 'Brown', 'Walsh', 'Horvat', 'Lindqvist', 'Moreau', 'Costa', 'Okafor', 'Patel',
  'Nakamura', 'Fischer', 'Byrne', 'Andersen', 'Romero', 'Kaur', 'Murphy', 'Schneider', 'Bianchi', 'Nowak', 'Haddad', 'Johansson', 'Fernandes', 'Kim', 'Chen', 'Mensah',
  'Ivanova', 'Larsen', 'Hughes', 'Delgado', 'Varga', 'Popescu', 'Adeyemi', 'Bergstrom', 'Clarke', 'Dunne', 'Evans', 'Ferrari', 'Greco', 'Hoffmann', 'Ibrahim', 'Jovanovic',
  'Keller', 'Lambert', 'Marsh', 'Nielsen', 'Olsen', 'Pereira', 'Quinn', 'Reyes', 'Sato', 'Thornton', 'Vogel', 'Whitaker', 'Young', 'Zielinski', 'Carter', 'Moretti',
] as const;

/** Marketing agencies: the businesses that hold business accounts and employ the portal's users. */
export const AGENCIES = [
  'Brightline Digital', 'Northpoint Creative', 'Copper Kettle Media', 'Tidewater Marketing', 'Fieldnote Studio', 'Harbourlight Agency',
  'Bluestem Growth', 'Kestrel & Co', 'Lanternfish Media', 'Oakridge Performance', 'Saltmarsh Creative', 'Wildflower Digital',
  'Ironbridge Marketing', 'Paper Crane Studio', 'Silverbirch Media', 'Redwood Lane Agency', 'Greenlight Social', 'Compass Rose Marketing',
  'Blue Heron Digital', 'Stonebridge Media', 'Mapleleaf Growth', 'Slate & Spark', 'Highwater Creative', 'Amberfield Agency',
] as const;

/** Brands the agencies advertise for: their social pages and ad accounts carry these names. */
export const BRANDS = [
  'Loom & Ladle', 'Cedar & Sage Skincare', 'Pebble Bay Swimwear', 'Juniper Cycles', 'Marigold Bakehouse', 'Hollow Oak Furniture',
  'Foxglove Florals', 'Nimbus Home Fitness', 'Brightwater Pools', 'Driftwood Surf Co', 'Meadowlark Pet Supplies', 'Alder & Ash Candles',
  'Sunpeak Solar', 'Larkspur Language School', 'Harbour Dental Care', 'Kettle & Crumb Cafe', 'Northfield Garden Centre', 'Tallow & Thyme Soaps',
  'Bramble Baby Co', 'Quayside Opticians', 'Ridgeway Outdoor', 'Seabright Yoga', 'Copperleaf Interiors', 'Elmstead Estate Agents',
  'Hearth & Home Heating', 'Wren Street Books', 'Glenmore Whisky Tours', 'Orchard Lane Cider', 'Pinecrest Physio', 'Ashby Car Care',
  'Cobalt Coffee Roasters', 'Willowmere Weddings', 'Fernhill Vets', 'Tern Travel', 'Moonbeam Sleep', 'Riverstone Fitness',
] as const;

const COMPANIES: readonly string[] = [...AGENCIES, ...BRANDS];

/** Where an ad account or business account works: a market or a campaign line. */
export const MARKETS = ['UK', 'Ireland', 'Germany', 'France', 'Nordics', 'Benelux', 'Spain', 'Italy', 'US East', 'US West', 'Canada', 'Australia'] as const;
const AD_ACCOUNT_LINES = ['Prospecting', 'Retargeting', 'Brand awareness', 'Lead generation', 'Seasonal sale', 'Local stores', ...MARKETS] as const;

/** Lead forms a marketing team would run. */
export const LEAD_FORM_NAMES = [
  'Free consultation request', 'Request a quote', 'Spring catalogue download', 'Book a demo', 'Webinar sign-up', 'Newsletter sign-up',
  'Showroom visit booking', 'Trial class booking', 'Callback request', 'Price list request', 'Event registration', 'Partner enquiry',
  'Summer offer', 'Gift guide download', 'Open day registration', 'Free sample request',
] as const;

/** Cities leads give (where the brands sell). */
export const CITIES = ['London', 'Manchester', 'Bristol', 'Leeds', 'Dublin', 'Edinburgh', 'Berlin', 'Lisbon', 'Madrid', 'Amsterdam', 'Copenhagen', 'Boston', 'Austin', 'Toronto', 'Melbourne'] as const;

/** The company's domain under `.example`: "Loom & Ladle" → loomandladle.example. */
export const domainOf = (company: string): string =>
  `${company.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '')}.example`;

/** "Amara", "Okafor" → amara.okafor */
export const mailLocalOf = (first: string, last: string): string => `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');

export type TCastPerson = { first: string; last: string; company: string; email: string };

const CAST_SIZE = FIRST_NAMES.length * LAST_NAMES.length * COMPANIES.length;
/** A step coprime with the cast's size (n and m below it never land on one person) that moves first name, last name and company each by a different stride, so neighbours differ in all three. */
const CAST_STEP = 3 + 64 * 29 + 4096 * 23;

/** The n-th person of a cast that starts at `offset` (a seed's own cast): distinct n, distinct people and emails. */
export function castPersonAt(n: number, offset = 0): TCastPerson {
  let index = (((n * CAST_STEP + offset) % CAST_SIZE) + CAST_SIZE) % CAST_SIZE;
  const first = FIRST_NAMES[index % FIRST_NAMES.length] as string;
  index = Math.floor(index / FIRST_NAMES.length);
  const last = LAST_NAMES[index % LAST_NAMES.length] as string;
  const company = COMPANIES[Math.floor(index / LAST_NAMES.length) % COMPANIES.length] as string;
  return { first, last, company, email: `${mailLocalOf(first, last)}@${domainOf(company)}` };
}

/** A person drawn from a stream (leads, factories used by tests); the seeds number their users with castPersonAt. */
export const castPerson = (random: TRandom): TCastPerson => castPersonAt(randomInt(random, 0, CAST_SIZE - 1));

/** A phone number in a range kept for fiction, US or UK. */
export function castPhone(random: TRandom): string {
  const kind = randomInt(random, 0, 2);
  if (kind === 0) return `+1 ${[202, 212, 303, 312, 415, 512, 617, 702][randomInt(random, 0, 7)]} 555 01${String(randomInt(random, 0, 99)).padStart(2, '0')}`;
  if (kind === 1) return `+44 7700 900${String(randomInt(random, 0, 999)).padStart(3, '0')}`;
  return `+44 20 7946 0${String(randomInt(random, 0, 999)).padStart(3, '0')}`;
}

/** faker's stream as a TRandom, for the picks above. */
export const randomOf = (f: Faker): TRandom => () => f.number.int({ min: 0, max: 2 ** 30 - 1 }) / 2 ** 30;

const pickOf = <T>(random: TRandom, items: readonly T[]): T => items[randomInt(random, 0, items.length - 1)] as T;

/** An ad account's name: the brand and the campaign line or market it runs. */
export const castAdAccountName = (random: TRandom): string => `${pickOf(random, BRANDS)} ${pickOf(random, AD_ACCOUNT_LINES)}`;

/** `count` different brands (a social login's pages). */
export function castBrands(random: TRandom, count: number): string[] {
  const start = randomInt(random, 0, BRANDS.length - 1);
  // Steps coprime with the 36 brands: the first 36 picks are all different.
  const step = pickOf(random, [1, 5, 7, 11, 13]);
  return Array.from({ length: Math.min(count, BRANDS.length) }, (_, k) => BRANDS[(start + k * step) % BRANDS.length] as string);
}

/** `count` different lead form names. */
export function castLeadFormNames(random: TRandom, count: number): string[] {
  const start = randomInt(random, 0, LEAD_FORM_NAMES.length - 1);
  return Array.from({ length: Math.min(count, LEAD_FORM_NAMES.length) }, (_, k) => LEAD_FORM_NAMES[(start + k) % LEAD_FORM_NAMES.length] as string);
}

const TEAMS = ['', 'Retail', 'Online', 'Trade'] as const;
const COMPANY_MARKETS = COMPANIES.length * (MARKETS.length + 1);
/** Moves the company by 7 and the market by 5 from one name to the next; coprime with 780, so no name repeats within a team. */
const COMPANY_MARKET_STEP = 7 + 60 * 5;

/**
 * The n-th business account name of a cast: a company and often a market, then (past the first 780)
 * a team too; distinct for n below 3,120, the large seed's 2,000 included.
 */
export function castBusinessAccountName(n: number, offset = 0): string {
  const index = (((n % COMPANY_MARKETS) * COMPANY_MARKET_STEP + offset) % COMPANY_MARKETS + COMPANY_MARKETS) % COMPANY_MARKETS;
  const company = COMPANIES[index % COMPANIES.length] as string;
  const market = Math.floor(index / COMPANIES.length);
  const team = TEAMS[Math.floor(n / COMPANY_MARKETS) % TEAMS.length] ?? '';
  return [company, team, market === 0 ? '' : MARKETS[market - 1]].filter(Boolean).join(' ');
}
