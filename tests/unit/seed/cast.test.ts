// The demo cast (issue 47): curated names a prospect believes, emails first.last at a reserved
// `.example` domain, phone numbers in the ranges kept for fiction, distinct enough for the large
// seed, and plain text only (no bidi or zero-width characters, which names may not carry).
import { describe, expect, it } from 'vitest';
import {
  AGENCIES,
  BRANDS,
  castAdAccountName,
  castBrands,
  castBusinessAccountName,
  castLeadFormNames,
  castPersonAt,
  castPhone,
} from '../../../server/emulator/generate/cast';
import { createRandom } from '../../../server/emulator/generate/random';
import { projectPathOf } from '../../../seed/factories/user';

const PLAIN = /^[A-Za-z][A-Za-z &-]*$/;
/** faker's tells: "Ritchie - Batz", "Mosciski, Sauer and Dare", "Moen LLC", random suffixes. */
const FAKER_PATTERNS = / - |, .* and |\b(LLC|Inc|Group)\b|\d/;

describe('the demo cast', () => {
  it('numbers 10,000 people (the large seed) with distinct emails and project domains', () => {
    const people = Array.from({ length: 10_000 }, (_, n) => castPersonAt(n, 123_456));
    expect(new Set(people.map((person) => person.email)).size).toBe(10_000);
    expect(new Set(people.map(projectPathOf)).size).toBe(10_000);
    for (const person of people.slice(0, 500)) {
      expect(person.email).toMatch(/^[a-z]+\.[a-z]+@[a-z0-9]+\.example$/);
      expect(`${person.first} ${person.last}`).toMatch(PLAIN);
    }
    // Varied: the first 40 (the demo seed's) are not one family or one company.
    const first40 = people.slice(0, 40);
    expect(new Set(first40.map((person) => person.last)).size).toBeGreaterThan(25);
    expect(new Set(first40.map((person) => person.company)).size).toBeGreaterThan(20);
  });

  it('depends only on the number and the seed offset', () => {
    expect(castPersonAt(7, 99)).toEqual(castPersonAt(7, 99));
    expect(castPersonAt(7, 99)).not.toEqual(castPersonAt(7, 100));
  });

  it('names companies, business accounts, pages, ad accounts and forms in plain words, none of faker’s patterns', () => {
    const random = createRandom(5);
    const names = [
      ...AGENCIES,
      ...BRANDS,
      ...Array.from({ length: 2000 }, (_, n) => castBusinessAccountName(n, 17)),
      ...Array.from({ length: 200 }, () => castAdAccountName(random)),
      ...castLeadFormNames(random, 16),
    ];
    for (const name of names) {
      expect(name).toMatch(PLAIN);
      expect(name).not.toMatch(FAKER_PATTERNS);
    }
    // 2,000 business accounts (the large seed) with 2,000 different names.
    expect(new Set(Array.from({ length: 2000 }, (_, n) => castBusinessAccountName(n, 17))).size).toBe(2000);
    expect(new Set(castBrands(random, 3)).size).toBe(3);
  });

  it('gives phone numbers only in the ranges kept for fiction', () => {
    const random = createRandom(9);
    for (let index = 0; index < 500; index += 1) {
      expect(castPhone(random)).toMatch(/^(\+1 \d{3} 555 01\d{2}|\+44 7700 900\d{3}|\+44 20 7946 0\d{3})$/);
    }
  });
});
