// What a request is called in the access log and the metrics: the tRPC procedure(s) it calls or
// the gateway operation it is (`GET /api/{service_path}/insights`), never the raw URL with its
// ids. Metrics take one label per known procedure, so a crafted path cannot grow their series.
import { endpoints } from '../../shared/contract/endpoints';
import { appRouter } from '../trpc/routers/_app';

const PROCEDURES = new Set(Object.keys(appRouter._def.procedures));
const MAX_LOGGED_LENGTH = 300;

/** `/trpc/a.b,c.d` → ['a.b', 'c.d'] (as sent: may name procedures that do not exist). */
export const trpcProceduresOf = (path: string): string[] =>
  path
    .slice('/trpc/'.length)
    .split(',')
    .map((name) => decodeURIComponent(name))
    .filter(Boolean);

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

/** The routes a request counts under in the metrics (from its `routeOf`): each known procedure once, or the route. */
export const metricRoutesOf = (path: string, route: string): string[] => {
  if (!path.startsWith('/trpc/')) return [route];
  const names = route.split(',');
  if (names.length === 1 && PROCEDURES.has(route)) return names;
  const known = [...new Set(names.map((name) => (PROCEDURES.has(name) ? name : 'unknown')))];
  return known.length > 0 ? known : ['unknown'];
};
