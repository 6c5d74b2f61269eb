// Calls a gateway over real HTTP the way the contract describes: path placeholders filled from
// the input, the rest as the query of a GET or the JSON body of anything else.
import { fillPath } from '../../../shared/contract/define';
import type { TEndpoint } from '../../../shared/contract/define';

export type TAnswer = { status: number; json: any; text: string; headers: Headers };

export type TRawRequest = {
  token?: string | null;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Extra request headers, e.g. `prefer`. */
  headers?: Record<string, string>;
  /** Follow redirects (default: no, so a redirect is seen as the answer it is). */
  redirect?: RequestRedirect;
};

const toQueryValue = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

export const createGatewayHttp = (baseUrl: string) => {
  const raw = async (method: string, path: string, request: TRawRequest = {}): Promise<TAnswer> => {
    const url = new URL(path, `${baseUrl}/`);
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, toQueryValue(value));
    }
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    let body: string | undefined;
    if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    }
    const response = await fetch(url, {
      method,
      headers,
      body,
      redirect: request.redirect ?? 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text, headers: response.headers };
  };

  /** One contract endpoint with an input object (path fields included), as a client sends it. */
  const call = (endpoint: TEndpoint, input: Record<string, unknown>, token?: string | null): Promise<TAnswer> => {
    const { path, rest } = fillPath(endpoint.path, input);
    return endpoint.method === 'GET'
      ? raw(endpoint.method, path, { token, query: rest })
      : raw(endpoint.method, path, { token, body: rest });
  };

  return { baseUrl, raw, call };
};

export type TGatewayHttp = ReturnType<typeof createGatewayHttp>;

/** A short description of an answer for failure messages. */
export const describeAnswer = (answer: TAnswer): string =>
  `HTTP ${answer.status}: ${answer.text.slice(0, 600)}`;
