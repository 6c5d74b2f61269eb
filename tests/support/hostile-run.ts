// Runs the generated hostile requests (hostile-inputs.ts) against a listening portal over real
// HTTP and reports every answer that breaks the rules: a 5xx, a stack trace or file path in
// the answer, no answer at all, or a server that stops answering /healthz.
import { DEMO_ADMIN, DEMO_CLIENT } from '../../seed/demo-logins';
import { INSIDES, restHostileRequests, trpcHostileRequests } from './hostile-inputs';
import type { THostileRequest } from './hostile-inputs';
import { rawRequest } from './http';
import { endsTheSession } from './access-sweep';

export type THostileFinding = { target: string; kind: string; method: string; path: string; status: number | 'no answer'; excerpt: string };
export type THostileReport = { requests: number; byStatus: Record<string, number>; serverErrors: number; findings: THostileFinding[]; seconds: number };

type TSession = { token: string; userId: number; baId: number };

const signIn = async (baseUrl: string, login: { email: string; password: string }): Promise<TSession> => {
  const answer = await rawRequest(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  if (answer.status !== 200) throw new Error(`Could not sign in as ${login.email}: ${answer.status} ${answer.body.slice(0, 200)}`);
  const data = (JSON.parse(answer.body) as { data: { token: string; user: { id: number; currentBusinessAccount: { id: number } | null } } }).data;
  return { token: data.token, userId: data.user.id, baId: data.user.currentBusinessAccount?.id ?? 1 };
};

const excerptOf = (body: string) => body.slice(0, 300).replace(/\s+/g, ' ');

/** Requests whose own size is the point: the server may refuse them by closing the socket. */
const isOversized = (request: THostileRequest) => (request.body?.length ?? 0) > 256 * 1024 || request.path.length > 16 * 1024;

export const runHostile = async (options: {
  baseUrl: string;
  seed: number;
  perTarget: number;
  concurrency?: number;
  /** Only targets whose name contains this. */
  filter?: string;
  onProgress?: (done: number, total: number) => void;
}): Promise<THostileReport> => {
  const started = Date.now();
  const client = await signIn(options.baseUrl, DEMO_CLIENT);
  const admin = await signIn(options.baseUrl, DEMO_ADMIN);
  const ids = { userId: client.userId, baId: client.baId };
  const all = [...restHostileRequests({ seed: options.seed, perTarget: options.perTarget, ids }), ...trpcHostileRequests({ seed: options.seed, perTarget: options.perTarget, ids })];
  // Log out ends the signed-in callers' sessions: its requests go last, so the others run signed in.
  const requests = (options.filter ? all.filter((request) => request.target.includes(options.filter as string)) : all).sort((a, b) => Number(endsTheSession(a.target)) - Number(endsTheSession(b.target)));
  const tokens = { anonymous: null, client: client.token, admin: admin.token };

  const byStatus: Record<string, number> = {};
  const findings: THostileFinding[] = [];
  let next = 0;
  let done = 0;

  const send = async (request: THostileRequest) => {
    const token = tokens[request.as];
    const headers = { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    try {
      const answer = await rawRequest(`${options.baseUrl}${request.path}`, { method: request.method, headers, body: request.body, timeoutMs: 30_000 });
      byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
      const hasInsides = INSIDES.test(answer.body);
      if (answer.status >= 500 || hasInsides) {
        findings.push({ target: request.target, kind: request.kind, method: request.method, path: request.path.slice(0, 120), status: answer.status, excerpt: excerptOf(answer.body) });
      }
    } catch (error) {
      byStatus['no answer'] = (byStatus['no answer'] ?? 0) + 1;
      if (!isOversized(request)) {
        findings.push({ target: request.target, kind: request.kind, method: request.method, path: request.path.slice(0, 120), status: 'no answer', excerpt: error instanceof Error ? error.message : String(error) });
      }
    }
  };

  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next] as THostileRequest;
      next += 1;
      await send(request);
      done += 1;
      if (done % 500 === 0) options.onProgress?.(done, requests.length);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));

  const health = await rawRequest(`${options.baseUrl}/healthz`).catch(() => null);
  if (health?.status !== 200) findings.push({ target: 'server', kind: 'health after the run', method: 'GET', path: '/healthz', status: health?.status ?? 'no answer', excerpt: '' });
  const serverErrors = Object.entries(byStatus).reduce((sum, [status, count]) => sum + (Number(status) >= 500 ? count : 0), 0);
  return { requests: requests.length, byStatus, serverErrors, findings, seconds: (Date.now() - started) / 1000 };
};
