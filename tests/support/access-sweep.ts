// The access sweep: every operation of the OpenAPI document and every tRPC procedure, called over
// real HTTP by one client (A) with the ids of a second client (B), by A with its own user id and
// B's resources, and by A on admin operations. A finding is an answer that carries B's data (their
// email, phone, account names or saved secrets), an admin operation that does not refuse a client,
// a change to B's data, or an operation the sweep cannot aim at B (a new owned field without a
// rule below), so a new endpoint cannot slip past it. Last, every tRPC answer that carries a
// credential field must show it masked, for clients and admins alike.
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { procedureCatalogue } from '../../server/trpc/routers/_app';
import type { TProcedureEntry } from '../../server/trpc/procedure-catalogue';
import { exampleOf } from '../../server/emulator/openapi/examples';
import { BULK_USER_PASSWORD, DEMO_ADMIN, DEMO_CLIENT } from '../../seed/demo-logins';

type TJsonSchema = Record<string, unknown>;
type TOperation = { operationId?: string; parameters?: { name: string; in: string; required?: boolean; schema?: TJsonSchema }[]; requestBody?: { content: Record<string, { schema: TJsonSchema }> } };
type TDocument = { paths: Record<string, Record<string, TOperation>> };

export type TAccessFinding = { target: string; variant: string; status: number; why: string };
export type TAccessReport = { calls: number; targets: number; exercised: string[]; credentialsChecked: number; byStatus: Record<string, number>; findings: TAccessFinding[] };

/** Fields that name something nobody owns (catalogue ids, secrets a caller holds, free text). */
const UNOWNED_FIELDS = new Set(['service_id', 'sending_service_id', 'receiving_service_id', 'auth_id', 'project_id', 'page_id', 'fb_id', 'invite_hash', 'token']);
const isOwnedField = (name: string) => !UNOWNED_FIELDS.has(name) && /^(id|id_.+|.+_id|.*token|created_by)$/.test(name);
const CREDENTIAL_KEY = /password|secret|api_?key|(^|_)token$|jwt/i;
const MASKED = /^••••/;

type TFacts = { userId: number; email: string; baId: number; integrationId: number; exportId: number; adAccountId: number; leadId: number; leadFormId: string; servicePath: string; secrets: string[]; markers: string[] };

type TCandidate = { userId: number; email: string; phone: string | null; baId: number };

/** Every B: a client with ad accounts in a business account, sharing none with A. */
export const secondClientCandidates = (sqlite: Database.Database, clientEmail = DEMO_CLIENT.email): TCandidate[] =>
  sqlite
    .prepare(
      `SELECT u.id AS userId, u.email, u.phone, MIN(m.ba_id) AS baId FROM users u JOIN business_account_members m ON m.user_id = u.id
       WHERE u.role = 'client' AND u.email <> ?
         AND EXISTS (SELECT 1 FROM integrations_exports i JOIN ad_accounts a ON a.integration_id = i.id WHERE i.ba_id = m.ba_id)
         AND NOT EXISTS (SELECT 1 FROM business_account_members o JOIN users c ON c.id = o.user_id WHERE c.email = ? AND o.ba_id IN (SELECT ba_id FROM business_account_members WHERE user_id = u.id))
       GROUP BY u.id ORDER BY u.id`,
    )
    .all(clientEmail, clientEmail) as TCandidate[];

const factsOfSecondClient = (sqlite: Database.Database, pick: TCandidate | undefined, clientEmail = DEMO_CLIENT.email): TFacts => {
  if (!pick) throw new Error('The seed holds no second client with ad accounts of its own: the sweep needs one.');
  // The export with ad accounts serves the per-service calls; an integration, where B has one, the integration calls.
  const exported = sqlite
    .prepare(`SELECT i.id, s.service_path AS path FROM integrations_exports i JOIN services s ON s.id = i.service_id JOIN ad_accounts a ON a.integration_id = i.id WHERE i.ba_id = ? ORDER BY i.id LIMIT 1`)
    .get(pick.baId) as { id: number; path: string };
  const integration = sqlite.prepare(`SELECT id FROM integrations_exports WHERE ba_id = ? AND service_type = 'integration' ORDER BY id LIMIT 1`).get(pick.baId) as { id: number } | undefined;
  const adAccount = sqlite.prepare('SELECT id FROM ad_accounts WHERE integration_id = ? ORDER BY id LIMIT 1').get(exported.id) as { id: number };
  // Distinct values to look for in answers to A: saved secrets, given whole so none can hide.
  const secrets = (
    sqlite.prepare(`SELECT api_key AS a, access_token AS b, receiving_service_token AS c FROM integrations_exports WHERE ba_id IN (SELECT ba_id FROM business_account_members WHERE user_id = ?)`).all(pick.userId) as Record<string, string | null>[]
  ).flatMap((row) => Object.values(row).filter((value): value is string => typeof value === 'string' && value.length >= 8));
  const accountNames = (sqlite.prepare('SELECT b.name FROM business_accounts b JOIN business_account_members m ON m.ba_id = b.id WHERE m.user_id = ?').all(pick.userId) as { name: string }[]).map((row) => row.name);
  // Leads to aim at: B's, or where B has none, leads of business accounts A is no member of; and
  // their external ids to look for in answers (names repeat, keys do not).
  const leadsWhere = (condition: string, param: number | string) =>
    sqlite
      .prepare(`SELECT l.id, l.lead_key AS key, l.lead_form_id AS formId FROM leads l JOIN integrations_exports i ON i.id = l.integration_id WHERE ${condition} ORDER BY l.id LIMIT 20`)
      .all(param) as { id: number; key: string; formId: string }[];
  const ownLeads = leadsWhere('i.ba_id IN (SELECT ba_id FROM business_account_members WHERE user_id = ?)', pick.userId);
  const leads = ownLeads.length > 0 ? ownLeads : leadsWhere('i.ba_id NOT IN (SELECT m.ba_id FROM business_account_members m JOIN users u ON u.id = m.user_id WHERE u.email = ?)', clientEmail);
  if (!leads[0]) throw new Error('The seed holds no lead outside the first client\'s business accounts: the sweep needs one to aim the lead calls at.');
  const markers = [pick.email, ...(pick.phone ? [pick.phone] : []), ...accountNames, ...secrets, ...leads.map((lead) => lead.key)];
  return { userId: pick.userId, email: pick.email, baId: pick.baId, integrationId: integration?.id ?? exported.id, exportId: exported.id, adAccountId: adAccount.id, leadId: leads[0].id, leadFormId: leads[0].formId, servicePath: exported.path, secrets, markers };
};

/** B's value for an owned field of a target; undefined when the sweep has no rule for it. */
const ownedValue = (target: string, field: string, facts: TFacts): unknown => {
  if (field === 'user_id' || field === 'created_by') return facts.userId;
  if (field === 'ba_id' || field === 'business_account_id') return facts.baId;
  if (field === 'ad_account_id' || field === 'account_id') return facts.adAccountId;
  if (field === 'export_id' || field === 'integrations_exports_id') return facts.exportId;
  if (field === 'integration_id' || field === 'id_integration') return /forms|integrations[/.]|Integration\b|leads\b/.test(target) ? facts.integrationId : facts.exportId;
  if (field === 'lead_id') return facts.leadId;
  if (field === 'lead_form_id') return facts.leadFormId;
  if (field === 'receiving_service_token' || field === 'access_token') return facts.secrets[0] ?? 'no-secret-saved';
  if (field === 'id') return /business[-_ ]?account|businessAccount/i.test(target) ? facts.baId : facts.integrationId;
  return undefined;
};

type TCall = { target: string; variant: string; method: string; path: string; body?: string; token: string | null };
type TBuilt = { calls: TCall[]; missing?: string };

/** The requests aimed at B for one operation: B's ids, and A's own user id with B's resources. */
const aimAtSecondClient = (target: string, schema: TJsonSchema, facts: TFacts, ownUserId: number): { inputs: { variant: string; input: Record<string, unknown> }[]; missing?: string } => {
  const properties = (schema.properties ?? {}) as Record<string, TJsonSchema>;
  // Only what the operation needs: optional fields could trip a rule (range or dates) before the access check.
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const needed = Object.fromEntries(Object.entries(properties).filter(([field]) => required.has(field) || /^id|_id$/.test(field) || isOwnedField(field)));
  const seen = new Map<string, unknown>([['service_path', facts.servicePath], ['email', facts.email]]);
  for (const field of Object.keys(properties)) {
    if (!isOwnedField(field)) continue;
    const value = ownedValue(target, field, facts);
    if (value === undefined) return { inputs: [], missing: `no rule aims the field '${field}' at a second user` };
    seen.set(field, value);
  }
  const asB = exampleOf({ ...schema, properties: needed }, seen) as Record<string, unknown>;
  const inputs = [{ variant: "B's ids", input: asB }];
  const ownIds = Object.fromEntries(['user_id', 'created_by'].filter((field) => field in needed).map((field) => [field, ownUserId]));
  if (Object.keys(ownIds).length > 0) inputs.push({ variant: "A's user id, B's resources", input: { ...asB, ...ownIds } });
  return { inputs };
};

const restCalls = (document: TDocument, facts: TFacts, tokens: { client: string }, ownUserId: number): Map<string, TBuilt> => {
  const built = new Map<string, TBuilt>();
  for (const [pathTemplate, item] of Object.entries(document.paths)) {
    if (!pathTemplate.startsWith('/api/') || pathTemplate === '/api/docs' || pathTemplate === '/api/openapi.json') continue;
    for (const [method, operation] of Object.entries(item)) {
      const target = `${method.toUpperCase()} ${pathTemplate}`;
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const properties: Record<string, TJsonSchema> = { ...((bodySchema?.properties as Record<string, TJsonSchema>) ?? {}) };
      const required = [...((bodySchema?.required as string[]) ?? [])];
      for (const parameter of operation.parameters ?? []) {
        if (!parameter.name) continue;
        properties[parameter.name] = parameter.schema ?? {};
        if (parameter.required) required.push(parameter.name);
      }
      const { inputs, missing } = aimAtSecondClient(`${target} ${operation.operationId ?? ''}`, { type: 'object', properties, required }, facts, ownUserId);
      const calls = inputs.map(({ variant, input }) => {
        let path = pathTemplate;
        const query = new URLSearchParams();
        const body: Record<string, unknown> = {};
        for (const [name, value] of Object.entries(input)) {
          const where = operation.parameters?.find((parameter) => parameter.name === name)?.in;
          if (where === 'path') path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
          else if (where === 'query' || method === 'get') query.set(name, String(value));
          else body[name] = value;
        }
        const search = query.size > 0 ? `?${query}` : '';
        return { target, variant, method: method.toUpperCase(), path: `${path}${search}`, body: method === 'get' ? undefined : JSON.stringify(body), token: tokens.client };
      });
      built.set(target, { calls, ...(missing ? { missing } : {}) });
    }
  }
  return built;
};

const procedures = () => [...procedureCatalogue];
const procedureSchema = (procedure: TProcedureEntry): TJsonSchema =>
  procedure.input ? (z.toJSONSchema(procedure.input, { unrepresentable: 'any', io: 'input' }) as TJsonSchema) : { type: 'object', properties: {} };
const trpcCall = (name: string, procedure: TProcedureEntry, input: Record<string, unknown>) =>
  procedure.kind === 'query'
    ? { method: 'GET', path: `/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}` }
    : { method: 'POST', path: `/trpc/${name}`, body: JSON.stringify(input) };

const trpcCalls = (facts: TFacts, tokens: { client: string }, ownUserId: number): Map<string, TBuilt> => {
  const built = new Map<string, TBuilt>();
  for (const [name, procedure] of procedures()) {
    const target = `tRPC ${name}`;
    const { inputs, missing } = aimAtSecondClient(target, procedureSchema(procedure), facts, ownUserId);
    const calls = inputs.map(({ variant, input }) => ({ target, variant, ...trpcCall(name, procedure, input), token: tokens.client }));
    built.set(target, { calls, ...(missing ? { missing } : {}) });
  }
  return built;
};

/** Targets that end the caller's session (its token then answers 401): sent after all the others. */
export const endsTheSession = (target: string): boolean => /\/api\/logout|auth\.logout/.test(target);

const isAdminTarget = (target: string) => /^(GET|POST|PATCH|DELETE|PUT) \/api\/admin\//.test(target) || /^tRPC (admin\.|sync\.start)/.test(target);

const send = async (baseUrl: string, call: Pick<TCall, 'method' | 'path' | 'body' | 'token'>) => {
  const response = await fetch(`${baseUrl}${call.path}`, {
    method: call.method,
    headers: { ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(call.token ? { authorization: `Bearer ${call.token}` } : {}) },
    body: call.body,
    redirect: 'manual',
  });
  return { status: response.status, body: await response.text() };
};

const signIn = async (baseUrl: string, email: string, password: string): Promise<{ token: string; userId: number }> => {
  const answer = await send(baseUrl, { method: 'POST', path: '/api/login', body: JSON.stringify({ email, password }), token: null });
  if (answer.status !== 200) throw new Error(`Could not sign in as ${email}: ${answer.status}`);
  const data = (JSON.parse(answer.body) as { data: { token: string; user: { id: number } } }).data;
  return { token: data.token, userId: data.user.id };
};

/** What B sees of its own data: the sweep must leave it as it was. */
const secondClientView = async (baseUrl: string, token: string, facts: TFacts): Promise<string> => {
  const paths = [
    `/api/profile?user_id=${facts.userId}`,
    `/api/business-accounts?user_id=${facts.userId}`,
    `/api/integrations_exports?user_id=${facts.userId}&ba_id=${facts.baId}&service_type=integration`,
    `/api/integrations_exports?user_id=${facts.userId}&ba_id=${facts.baId}&service_type=export`,
    `/api/${facts.servicePath}/ad-accounts?integration_id=${facts.integrationId}`,
  ];
  const answers = await Promise.all(paths.map((path) => send(baseUrl, { method: 'GET', path, token })));
  return JSON.stringify(answers.map((answer, index) => ({ path: paths[index], status: answer.status, body: JSON.parse(answer.body) as unknown })));
};

/** Every credential field of an answer, as `path=value`, at any depth. */
const credentialsIn = (value: unknown, path = '', found: string[] = []): string[] => {
  if (Array.isArray(value)) value.forEach((item, index) => credentialsIn(item, `${path}[${index}]`, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' && CREDENTIAL_KEY.test(key)) found.push(`${path}.${key}=${item}`);
      else credentialsIn(item, `${path}.${key}`, found);
    }
  }
  return found;
};

/** One sweep with one second client B (default: the first candidate). */
export const runAccessSweep = async (options: { baseUrl: string; sqlite: Database.Database; document: TDocument; secondClient?: TCandidate }): Promise<TAccessReport> => {
  const { baseUrl } = options;
  const facts = factsOfSecondClient(options.sqlite, options.secondClient ?? secondClientCandidates(options.sqlite)[0]);
  const client = await signIn(baseUrl, DEMO_CLIENT.email, DEMO_CLIENT.password);
  const admin = await signIn(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const second = await signIn(baseUrl, facts.email, BULK_USER_PASSWORD);
  const findings: TAccessFinding[] = [];
  const exercised: string[] = [];
  let calls = 0;
  const byStatus: Record<string, number> = {};

  // A's own view: a marker A legitimately holds too (a shared name) proves nothing.
  const ownView = await send(baseUrl, { method: 'GET', path: `/api/business-accounts?user_id=${client.userId}`, token: client.token });
  const markers = facts.markers.filter((marker) => !ownView.body.includes(marker));
  const before = await secondClientView(baseUrl, second.token, facts);

  const tokens = { client: client.token };
  // Log out ends A's session: swept last, so every other call is made while A is signed in.
  const targets = new Map(
    [...restCalls(options.document, facts, tokens, client.userId), ...trpcCalls(facts, tokens, client.userId)].sort(([a], [b]) => Number(endsTheSession(a)) - Number(endsTheSession(b))),
  );
  for (const [target, { calls: targetCalls, missing }] of targets) {
    if (missing) {
      findings.push({ target, variant: '-', status: 0, why: `unexercised: ${missing}` });
      continue;
    }
    for (const call of targetCalls) {
      const answer = await send(baseUrl, call);
      calls += 1;
      byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
      const leaked = markers.find((marker) => answer.body.includes(marker));
      if (leaked) findings.push({ target, variant: call.variant, status: answer.status, why: `answered the second user's data (${leaked.slice(0, 24)}…)` });
      if (answer.status >= 500) findings.push({ target, variant: call.variant, status: answer.status, why: 'answered 5xx' });
      // The gateway refuses a client on admin calls with 401 (spec §8: the portal logs them out) or 403.
      if (isAdminTarget(target) && answer.status !== 401 && answer.status !== 403) findings.push({ target, variant: call.variant, status: answer.status, why: 'an admin operation did not refuse a client' });
    }
    exercised.push(target);
  }

  const after = await secondClientView(baseUrl, second.token, facts);
  if (after !== before) findings.push({ target: 'second user', variant: '-', status: 0, why: "the sweep changed the second user's data" });

  let credentialsChecked = 0;
  // Credentials in tRPC answers: each query as its rightful caller (admin ones as the admin, on B).
  for (const [name, procedure] of procedures()) {
    if (procedure.kind !== 'query') continue;
    const isAdmin = isAdminTarget(`tRPC ${name}`);
    const caller = isAdmin ? admin : second;
    const seen = new Map<string, unknown>([['service_path', facts.servicePath]]);
    const schema = procedureSchema(procedure);
    for (const field of Object.keys((schema.properties ?? {}) as object)) {
      const value = isOwnedField(field) ? ownedValue(name, field, facts) : undefined;
      if (value !== undefined) seen.set(field, value);
    }
    const answer = await send(baseUrl, { ...trpcCall(name, procedure, exampleOf(schema, seen) as Record<string, unknown>), token: caller.token });
    calls += 1;
    if (answer.status !== 200) continue;
    for (const credential of credentialsIn(JSON.parse(answer.body))) {
      credentialsChecked += 1;
      const value = credential.slice(credential.indexOf('=') + 1);
      if (!MASKED.test(value)) findings.push({ target: `tRPC ${name}`, variant: isAdmin ? 'as admin' : 'as owner', status: answer.status, why: `a credential is not masked: ${credential.slice(0, 60)}` });
    }
  }
  return { calls, targets: targets.size, exercised, credentialsChecked, byStatus, findings };
};
