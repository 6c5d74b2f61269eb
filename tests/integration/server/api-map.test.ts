// docs/api-map.md lists every tRPC procedure once, and only those: the map cannot drift.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { procedureCatalogue, procedureRecords } from '../../../server/trpc/routers/_app';

const documented = (): string[] => {
  const text = readFileSync(new URL('../../../docs/api-map.md', import.meta.url), 'utf8');
  return [...text.matchAll(/^\| `([a-zA-Z]+\.[a-zA-Z]+)` \|/gm)].map((match) => match[1] as string);
};

describe('docs/api-map.md', () => {
  it('lists every procedure of the router exactly once', () => {
    const procedures = [...procedureCatalogue.keys()].sort();
    expect(documented().sort()).toEqual(procedures);
    expect(new Set(documented()).size).toBe(documented().length);
  });
});

describe('the procedure catalogue', () => {
  it('declares every procedure the router is built from, and no other', () => {
    const built = Object.entries(procedureRecords).flatMap(([domain, record]) => Object.keys(record).map((name) => `${domain}.${name}`));
    expect([...procedureCatalogue.keys()].sort()).toEqual(built.sort());
  });
});
