// The table covers the contract: a new endpoint without a case fails here, and every endpoint
// has at least one refusal checked.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints';
import type { TEndpointName } from '../../shared/contract/endpoints';
import { contractCases } from './cases';

const names = Object.keys(endpoints) as TEndpointName[];
const table = contractCases as Record<string, { invalid?: Record<string, unknown> }>;

describe('the contract case table', () => {
  it('has a case for every endpoint of shared/contract/endpoints.ts', () => {
    const missing = names.filter((name) => !(name in contractCases));
    expect(missing, `Endpoints without a contract case: ${missing.join(', ')}`).toEqual([]);
  });

  it('has no case for an endpoint the contract does not list', () => {
    const unknown = Object.keys(contractCases).filter((name) => !(name in endpoints));
    expect(unknown).toEqual([]);
  });

  it('checks at least one refusal of every endpoint', () => {
    const unrefused = names.filter((name) => endpoints[name].access === 'public' && !table[name]?.invalid);
    expect(unrefused, `Public endpoints without an invalid request: ${unrefused.join(', ')}`).toEqual([]);
  });
});
