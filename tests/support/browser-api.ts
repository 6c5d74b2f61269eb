// Reads the running portal's gateway (the emulator at /api, spec §7) directly, so browser tests
// can find real ids for routes with parameters instead of guessing them. Read-only by intent:
// tests change data through the screens.
import { baseUrl, type TCredentials } from './browser-fixtures';

type TSession = { token: string; user: { id: number; email: string; role: string } };

type TCallOptions = { token?: string; body?: unknown; query?: Record<string, string | number | undefined> };

/** One gateway call; a query value left undefined is not sent. Fails on any answer but 2xx. */
export async function gatewayCall<T>(method: 'GET' | 'POST' | 'DELETE', path: string, options: TCallOptions = {}): Promise<T> {
  const url = new URL(path, baseUrl());
  for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method,
    headers: {
      accept: 'application/json',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

export async function apiLogin(credentials: TCredentials): Promise<TSession> {
  const answer = await gatewayCall<{ data: TSession }>('POST', '/api/login', { body: credentials });
  return answer.data;
}

export type TRecord = { id: number; ba_id: number; service_type: 'integration' | 'export'; service: { service_path: string } };

/** The user's integration and export records. */
export async function apiIntegrationsExports(session: TSession): Promise<TRecord[]> {
  const answer = await gatewayCall<{ data: TRecord[] }>('GET', '/api/integrations_exports', { token: session.token, query: { user_id: session.user.id } });
  return answer.data;
}

/** The first page of all business accounts (admin only). */
export async function apiAdminBusinessAccounts(session: TSession): Promise<{ id: number; name: string }[]> {
  const answer = await gatewayCall<{ data: { business_accounts: { data: { id: number; name: string }[] } } }>('GET', '/api/admin/business-accounts', {
    token: session.token,
    query: { page: 1 },
  });
  return answer.data.business_accounts.data;
}

/** A business account's connected integrations (admin only). */
export async function apiAdminBusinessAccountIntegrations(session: TSession, baId: number): Promise<TRecord[]> {
  const answer = await gatewayCall<{ data: { integrations: TRecord[] } }>('GET', '/api/admin/business-account/services', {
    token: session.token,
    query: { user_id: session.user.id, ba_id: baId },
  });
  return answer.data.integrations;
}
