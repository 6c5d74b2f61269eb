// "Why did my request not match?": for a call to no operation, the closest operations of the
// contract (WireMock's near misses), each with what differs, and the methods a known path takes.
// Closeness: the edit distance of each path segment against the operation's (a {placeholder}
// takes any value), a segment too many or too few, and a wrong method.
import { z } from 'zod';
import { endpoints } from '../../shared/contract/endpoints';

export const ZNearMiss = z.object({
  method: z.string().meta({ examples: ['GET'] }),
  path: z.string().meta({ examples: ['/api/business-accounts'] }),
  operationId: z.string().meta({ examples: ['listBusinessAccounts'] }),
  why: z.string().meta({ examples: ["'busines-accounts' is not 'business-accounts'"] }),
});
export type TNearMiss = z.output<typeof ZNearMiss>;

type TOperation = { method: string; path: string; operationId: string; segments: string[] };

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');
const isPlaceholder = (segment: string) => /^\{[a-z_]+\}$/.test(segment);

const OPERATIONS: TOperation[] = Object.entries(endpoints).map(([operationId, endpoint]) => ({
  method: endpoint.method,
  path: endpoint.path,
  operationId,
  segments: segmentsOf(endpoint.path),
}));

/** What each mounted endpoint is called in the contract (the journal's `operation`). */
const NAMES = new Map<object, string>(Object.entries(endpoints).map(([name, endpoint]) => [endpoint, name]));
export const operationIdOf = (endpoint: object): string | undefined => NAMES.get(endpoint);

const editDistance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] as number;
};

/** How far `segments` are from the operation's path, and what differs (empty: the path matches). */
const compare = (segments: string[], operation: TOperation): { cost: number; differences: string[] } => {
  let cost = 0;
  const differences: string[] = [];
  const shared = Math.min(segments.length, operation.segments.length);
  for (let index = 0; index < shared; index += 1) {
    const wanted = operation.segments[index] as string;
    const given = segments[index] as string;
    if (isPlaceholder(wanted) || wanted === given) continue;
    cost += editDistance(given.toLowerCase(), wanted.toLowerCase()) + (given.toLowerCase() === wanted.toLowerCase() ? 1 : 0);
    differences.push(given.toLowerCase() === wanted.toLowerCase() ? `'${given}' differs from '${wanted}' in case only` : `'${given}' is not '${wanted}'`);
  }
  if (segments.length !== operation.segments.length) {
    const extra = segments.length > operation.segments.length ? segments.slice(shared) : operation.segments.slice(shared);
    cost += extra.reduce((sum, segment) => sum + Math.max(3, segment.length), 0);
    differences.push(
      segments.length > operation.segments.length
        ? `the path goes on after ${operation.path} ('/${extra.join('/')}')`
        : `the path stops before '/${extra.join('/')}'`,
    );
  }
  return { cost, differences };
};

/** The operations whose path matches `path`, whatever their method (the 405's Allow). */
export const operationsAt = (method: string, path: string): TNearMiss[] => {
  const segments = segmentsOf(path);
  return OPERATIONS.filter((operation) => compare(segments, operation).differences.length === 0).map((operation) => ({
    method: operation.method,
    path: operation.path,
    operationId: operation.operationId,
    why: `it takes ${operation.method}, not ${method.toUpperCase()}`,
  }));
};

/** Up to `limit` operations closest to `method path`, closest first, each saying why it did not match. */
export const nearMisses = (method: string, path: string, limit = 3): TNearMiss[] => {
  const segments = segmentsOf(path);
  return OPERATIONS.map((operation) => {
    const { cost, differences } = compare(segments, operation);
    const isOtherMethod = operation.method !== method.toUpperCase();
    if (isOtherMethod) differences.push(`it takes ${operation.method}, not ${method.toUpperCase()}`);
    return { operation, cost: cost + (isOtherMethod ? 2 : 0), why: differences.join('; ') };
  })
    .sort((a, b) => a.cost - b.cost || a.operation.path.length - b.operation.path.length)
    .slice(0, limit)
    .map(({ operation, why }) => ({ method: operation.method, path: operation.path, operationId: operation.operationId, why }));
};
