// The emulated CRM as a test reads it, for this machine only:
//   GET /emulator/crm/persons?integration_id=N  its people (found or created by email), with their deal counts
//   GET /emulator/crm/deals?integration_id=N    its deals and CRM leads, each with its person_id
import type { Hono } from 'hono';
import { z } from 'zod';
import { findRecord } from '../../../db/queries/integrations-exports';
import { listCrmDeals, listCrmPersons } from '../../../db/queries/leads';
import { loopbackOnly } from '../../http/loopback-only';
import type { TEmulatorDeps } from '../deps';
import { notFound } from '../http-error';
import type { TEmulatorEnv } from '../mount-endpoint';
import { noStore, refusalOf } from './routes';

const integrationRule = 'integration_id must be the id of an integration, a whole number';
export const ZCrmQuery = z.object({ integration_id: z.coerce.number({ error: integrationRule }).int({ error: integrationRule }).positive({ error: integrationRule }) });

export const ZCrmPerson = z.object({
  id: z.number().int(),
  email: z.string().meta({ description: 'Lower-cased: the CRM finds a person by email whatever its case' }),
  name: z.string().nullable(),
  created_at: z.string(),
  deals: z.number().int().meta({ description: 'How many deals (or CRM leads) the person has' }),
});
export const ZCrmDeal = z.object({
  id: z.number().int(),
  lead_id: z.number().int(),
  person_id: z.number().int().nullable().meta({ description: 'The CRM person (null when the lead gave no email)' }),
  is_existing_person: z.boolean().meta({ description: 'Added to a person the CRM had already' }),
  kind: z.enum(['deal', 'lead']),
  title: z.string(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  pipeline_id: z.number().int().nullable(),
  stage_id: z.number().int().nullable(),
  created_at: z.string(),
});
export const ZCrmPersonList = z.object({ success: z.literal(true), data: z.array(ZCrmPerson) });
export const ZCrmDealList = z.object({ success: z.literal(true), data: z.array(ZCrmDeal) });

export const registerCrmRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  const thisMachineOnly = loopbackOnly({ isEnabled: true, message: 'The emulator control endpoints are only served to the machine the server runs on.' });
  app.use('/emulator/crm/*', thisMachineOnly);
  const integrationOf = (query: Record<string, string>): number => {
    const parsed = ZCrmQuery.safeParse(query);
    if (!parsed.success) throw refusalOf(parsed.error);
    const record = findRecord(deps.db, parsed.data.integration_id);
    if (!record || record.service_type !== 'integration') throw notFound('Integration');
    return record.id;
  };
  app.get('/emulator/crm/persons', (c) => c.json({ success: true, data: listCrmPersons(deps.db, integrationOf(c.req.query())) }, 200, noStore));
  app.get('/emulator/crm/deals', (c) => c.json({ success: true, data: listCrmDeals(deps.db, integrationOf(c.req.query())) }, 200, noStore));
};
