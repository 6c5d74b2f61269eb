// The emulator's control surface for CI, beside the outbox under /emulator, for this
// machine only (judged on the socket's address, like the outbox):
//   POST   /emulator/reset                     {seed?}  back to the state a fresh seed gives
//   GET    /emulator/snapshots                          the saved snapshots
//   POST   /emulator/snapshots/{name}                   save the current state
//   POST   /emulator/snapshots/{name}/restore           put it back
//   DELETE /emulator/snapshots/{name}
//   GET    /emulator/requests?method&path&status&operation&limit  the journal, newest first
//   DELETE /emulator/requests
//   POST   /emulator/verify  {operation, count|atLeast|atMost, status?, body?}  200 when it holds, 409 with the closest calls (verify.ts)
//   POST   /emulator/exports/{id}/expire               the export's grant expires now (demos, tests of Reconnect)
// (and /emulator/webhooks: webhooks/routes.ts)
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { loopbackOnly } from '../../http/loopback-only';
import { sameOriginOnly } from '../../http/same-origin-only';
import type { TEmulatorDeps } from '../deps';
import { HttpError, notFound } from '../http-error';
import { findRecord, setTokenExpiry } from '../../../db/queries/integrations-exports';
import type { TEmulatorEnv } from '../mount-endpoint';
import { JOURNAL_MAX } from './journal';
import { deleteSnapshot, listSnapshots, resetData, restoreSnapshot, saveSnapshot } from './data-store';
import { verifyCalls, ZVerify } from './verify';

const CONTROL_PATHS = ['/emulator/reset', '/emulator/snapshots', '/emulator/snapshots/*', '/emulator/requests', '/emulator/verify', '/emulator/exports/*'] as const;

// A schema's own error also names its failed checks (zod 4): each rule's sentence is written once.
const ZExportId = z.coerce.number({ error: 'id must be a whole number' }).int().positive();

const ZReset = z.object({
  seed: z.number({ error: 'seed must be a whole number from 0 to 2147483647' }).int().min(0).max(2_147_483_647).optional(),
});

const ZJournalQuery = z.object({
  method: z.enum(['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'get', 'post', 'patch', 'put', 'delete'], { error: 'method must be GET, POST, PATCH, PUT or DELETE' }).optional(),
  path: z.string().startsWith('/', { error: 'path must start with /' }).max(512, { error: 'path must be at most 512 characters' }).optional(),
  status: z
    .string()
    .regex(/^([1-5]\d\d|[1-5]xx)$/, { error: 'status must be a status code such as 422, or a class such as 4xx' })
    .transform((value) => (value.endsWith('xx') ? (value as '1xx' | '2xx' | '3xx' | '4xx' | '5xx') : Number(value)))
    .optional(),
  operation: z.string().max(100, { error: 'operation must be an operationId such as login' }).optional(),
  limit: z.coerce.number({ error: `limit must be a whole number from 1 to ${JOURNAL_MAX}` }).int().min(1).max(JOURNAL_MAX).optional(),
});

/** A 422 naming the first issue; the field of the first issue lists every issue's message. */
export const refusalOf = (error: z.ZodError): HttpError => {
  const first = error.issues[0];
  const field = first?.path.join('.') || '_';
  return new HttpError(422, first?.message ?? 'The request is not valid', { [field]: error.issues.map((issue) => issue.message) });
};

export const readJsonObject = async (c: Context): Promise<Record<string, unknown>> => {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw new HttpError(400, 'The request body must be a JSON object, such as {"seed": 1}');
};

export const noStore = { 'cache-control': 'no-store' };

export const registerControlRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  const thisMachineOnly = loopbackOnly({ isEnabled: true, message: 'The emulator control endpoints are only served to the machine the server runs on.' });
  const notFromOtherSites = sameOriginOnly('The emulator control endpoints only take changes from a script on this machine, not from a web page of another site.');
  for (const path of CONTROL_PATHS) app.use(path, thisMachineOnly, notFromOtherSites);

  app.post('/emulator/reset', async (c) => {
    const input = ZReset.safeParse(await readJsonObject(c));
    if (!input.success) throw refusalOf(input.error);
    const report = await resetData(deps, input.data.seed);
    deps.journal.clear();
    deps.webhooks.reset();
    return c.json({ success: true, data: report }, 200, noStore);
  });

  app.get('/emulator/snapshots', (c) => c.json({ success: true, data: listSnapshots(deps) }, 200, noStore));
  app.post('/emulator/snapshots/:name', async (c) => c.json({ success: true, data: await saveSnapshot(deps, c.req.param('name')) }, 201, noStore));
  app.post('/emulator/snapshots/:name/restore', async (c) => c.json({ success: true, data: await restoreSnapshot(deps, c.req.param('name')) }, 200, noStore));
  app.delete('/emulator/snapshots/:name', async (c) => {
    await deleteSnapshot(deps, c.req.param('name'));
    return c.json({ success: true, data: { name: c.req.param('name') } }, 200, noStore);
  });

  app.get('/emulator/requests', (c) => {
    const query = ZJournalQuery.safeParse(c.req.query());
    if (!query.success) throw refusalOf(query.error);
    return c.json({ success: true, data: deps.journal.list(query.data) }, 200, noStore);
  });
  app.delete('/emulator/requests', (c) => {
    deps.journal.clear();
    return c.json({ success: true, data: { cleared: true } }, 200, noStore);
  });

  app.post('/emulator/verify', async (c) => {
    const input = ZVerify.safeParse(await readJsonObject(c));
    if (!input.success) throw refusalOf(input.error);
    const { holds, message, expected, found, calls } = verifyCalls(deps.journal, input.data);
    if (!holds) return c.json({ success: false, message, expected, found, closest: calls }, 409, noStore);
    return c.json({ success: true, data: { operation: input.data.operation, expected, found, calls } }, 200, noStore);
  });

  // What waiting out the grant's lifetime would do, at once: the gateway then answers the export
  // as expired (switching on refused, syncs failing) until Reconnect renews it.
  app.post('/emulator/exports/:id/expire', (c) => {
    const id = ZExportId.safeParse(c.req.param('id'));
    if (!id.success) throw refusalOf(id.error);
    const record = findRecord(deps.db, id.data);
    if (!record || record.service_type !== 'export') throw notFound('Export');
    const expiresAt = deps.clock.nowIso();
    setTokenExpiry(deps.db, record.id, expiresAt);
    return c.json({ success: true, data: { id: record.id, token_expires_at: expiresAt } }, 200, noStore);
  });
};
