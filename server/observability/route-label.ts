// What a request is called in the access log and the metrics: the tRPC procedure(s) it calls or
// the gateway operation it is (`GET /api/{service_path}/insights`), never the raw URL with its
// ids. Metrics take one label per procedure the request reached, so a crafted path cannot grow
// their series.
import { endpoints } from '../../shared/contract/endpoints';

const MAX_LOGGED_LENGTH = 300;

/** Decoded as tRPC's adapter decodes it; a malformed escape is left as sent (tRPC refuses that path). */
const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * `/trpc/a.b,c.d` → ['a.b', 'c.d'] (as sent: may name procedures that do not exist). Decoded first,
 * then split, as tRPC does: `a.b%2Cc.d` is two calls to it, so it is two here.
 */
export const trpcProceduresOf = (path: string): string[] => decoded(path.slice('/trpc/'.length)).split(',').filter(Boolean);

const placeholderPattern = (template: string): RegExp =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** Fixed paths before templated ones, so `/api/business-accounts/users` is not read as `/{id}`. */
const OPERATIONS = Object.values(endpoints)
  .map((endpoint) => ({ label: `${endpoint.method} ${endpoint.path}`, method: endpoint.method, pattern: placeholderPattern(endpoint.path), placeholders: (endpoint.path.match(/\{/g) ?? []).length }))
  .sort((a, b) => a.placeholders - b.placeholders);

const operationOf = (method: string, path: string): string => OPERATIONS.find((operation) => operation.method === method && operation.pattern.test(path))?.label ?? `${method} /api (no such operation)`;

/** The request's route for the log: every procedure of a batch, or the operation, or the path kind. */
export const routeOf = (method: string, path: string): string => {
  if (path.startsWith('/trpc/')) return trpcProceduresOf(path).join(',').slice(0, MAX_LOGGED_LENGTH);
  if (path.startsWith('/api/')) return operationOf(method, path);
  if (path.startsWith('/emulator/')) return '/emulator';
  if (path === '/healthz' || path === '/metrics') return path;
  return 'web';
};

/**
 * The routes a request counts under in the metrics (from its `routeOf`): each procedure it reached
 * once, 'unknown' for a name that reached none (no such procedure, or a batch refused whole).
 */
export const metricRoutesOf = (path: string, route: string, reached: readonly string[]): string[] => {
  if (!path.startsWith('/trpc/')) return [route];
  const ran = new Set(reached);
  const labels = new Set(route.split(',').map((name) => (ran.has(name) ? name : 'unknown')));
  return labels.size > 0 ? [...labels] : ['unknown'];
};
