// Turns a contract endpoint and its input into the URL and fetch options of one gateway call.
// Path values are encoded by fillPath; the built URL is then checked to still point at the
// configured gateway (same origin, same path), so no input can send the caller's token elsewhere.
import { fillPath } from '../../shared/contract/define';
import type { TEndpoint } from '../../shared/contract/define';
import { GatewayError } from './errors';
import { traceHeaders } from '../observability/trace-context';
import type { TTraceContext } from '../observability/trace-context';

type TBuiltRequest = { url: URL; init: RequestInit & { method: string; headers: Record<string, string> } };

/** Query strings carry booleans as 1/0, the form most gateways accept. */
const toQueryValue = (value: unknown): string => {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** The query string of a GET as name → value: no empty values (a query string cannot say null). */
const gatewayQuery = (fields: Record<string, unknown>): Record<string, string> => {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) query[key] = toQueryValue(value);
  }
  return query;
};

/** The gateway's origin and path prefix (no trailing slash), so `/api/...` paths append to it. */
type TGatewayBase = { origin: string; prefix: string };

export const normaliseBase = (base: string | URL): TGatewayBase => {
  const url = new URL(base);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`The gateway must be an http(s) URL, not ${url.protocol}`);
  return { origin: url.origin, prefix: url.pathname.replace(/\/+$/, '') };
};

export const buildGatewayRequest = (
  endpoint: TEndpoint,
  input: Record<string, unknown>,
  base: TGatewayBase,
  headers: { token?: string | null; requestId?: string; trace?: TTraceContext; forwardedFor?: string | null },
): TBuiltRequest => {
  let filled: ReturnType<typeof fillPath>;
  try {
    filled = fillPath(endpoint.path, input);
  } catch {
    throw new GatewayError('BAD_REQUEST', 'A required path parameter is missing.');
  }
  const expectedPath = `${base.prefix}${filled.path}`;
  const url = new URL(expectedPath, base.origin);
  // `..` survives encodeURIComponent and would be resolved away: refuse instead of calling elsewhere.
  if (url.origin !== base.origin || url.pathname !== expectedPath) {
    throw new GatewayError('BAD_REQUEST', 'A path parameter is not valid.');
  }

  const requestHeaders: Record<string, string> = { accept: 'application/json' };
  if (headers.token) requestHeaders.authorization = `Bearer ${headers.token}`;
  if (headers.requestId) requestHeaders['x-request-id'] = headers.requestId;
  if (headers.trace) Object.assign(requestHeaders, traceHeaders(headers.trace));
  // The browser's address, as the gateway's own throttles need it (it sees only ours otherwise).
  if (headers.forwardedFor) requestHeaders['x-forwarded-for'] = headers.forwardedFor;

  if (endpoint.method === 'GET') {
    for (const [key, value] of Object.entries(gatewayQuery(filled.rest))) url.searchParams.append(key, value);
    return { url, init: { method: 'GET', headers: requestHeaders } };
  }
  const body = JSON.stringify(filled.rest);
  requestHeaders['content-type'] = 'application/json';
  // Declared, so a receiver can judge its size limit before reading (hono/body-limit does).
  requestHeaders['content-length'] = String(Buffer.byteLength(body));
  return { url, init: { method: endpoint.method, headers: requestHeaders, body } };
};
