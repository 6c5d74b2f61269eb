// One integration record (sending fb-sync → a receiving CRM) with its CRM info, social pages
// and, optionally, a saved config that listens to some of the pages' lead forms.
import { integrationConfigForms, integrationConfigs, integrationFieldMaps } from '../db/schema/integration-configs';
import { integrationsExports } from '../db/schema/integrations-exports';
import type { TSeedContext } from './context';
import { mainCurrencyOfBusinessAccount } from '../db/queries/ad-accounts';
import { isoTimestampDaysAgo } from '../shared/dates';
import { buildCrmInfo } from '../server/emulator/generate/crm-info';
import { buildIntegration } from './factories/integration-export';
import type { TIntegrationExportInsert } from './factories/integration-export';
import type { TSocialPageSeed } from '../server/emulator/generate/social-pages';
import { writeCrmInfo } from '../server/emulator/generate/write-crm-info';
import type { TCrmIds } from '../server/emulator/generate/write-crm-info';
import type { TSeedService } from './write-exports';
import { writeSocialPages } from '../server/emulator/generate/write-social-pages';

export type TConfigSeed = { page: TSocialPageSeed; leadFormIds: string[]; isActive: boolean };

export function writeIntegration(
  ctx: TSeedContext,
  params: {
    ba_id: number;
    created_by: number;
    sending: TSeedService;
    receiving: TSeedService;
    status: NonNullable<TIntegrationExportInsert['status']>;
    pages: TSocialPageSeed[];
    config?: TConfigSeed;
    /** A name someone gave it (the emulator's own given_name). */
    givenName?: string;
  },
): { integrationId: number; rows: number } {
  const { f, db } = ctx;
  const createdAt = isoTimestampDaysAgo(ctx.today, f.number.int({ min: 5, max: 200 }));
  const integrationId = db.insert(integrationsExports).values({
    ...buildIntegration(f, {
      ba_id: params.ba_id,
      created_by: params.created_by,
      sending_service_id: params.sending.id,
      receiving_service_id: params.receiving.id,
      receivingName: params.receiving.name,
      status: params.status,
    }),
    given_name: params.givenName ?? null,
    created_at: createdAt,
    updated_at: createdAt,
  }).returning({ id: integrationsExports.id }).get().id;
  const crm = writeCrmInfo(db, integrationId, buildCrmInfo(f));
  let rows = 1 + crm.rows + writeSocialPages(db, integrationId, params.pages);
  if (params.config) rows += writeConfig(ctx, integrationId, crm, { ...params.config, currency: mainCurrencyOfBusinessAccount(db, params.ba_id) ?? 'GBP' });
  return { integrationId, rows };
}

function writeConfig(ctx: TSeedContext, integrationId: number, crm: TCrmIds, config: TConfigSeed & { currency: string }): number {
  const { db, f } = ctx;
  const funnel = crm.funnels[0];
  const responsible = crm.users[0];
  const status = config.isActive ? 'active' : 'inactive';
  const configId = db.insert(integrationConfigs).values({
    integration_id: integrationId,
    page_id: config.page.page_id,
    create_lead: f.datatype.boolean(),
    pipeline_id: funnel?.id ?? null,
    stage_id: funnel?.stageIds[0] ?? null,
    source_id: crm.sourceIds[0] ?? null,
    responsible_id: responsible?.id ?? null,
    deal_name: 'Facebook lead',
    // A deal worth something, in the business's own currency (a test deal of 0 USD in a GBP business read as a mistake).
    deal_amount: f.helpers.arrayElement([250, 500, 1200, 2500]),
    deal_currency: config.currency,
    status,
    is_active: config.isActive,
    // Payload fields that have no column of their own (spec §3 save payload, keepin_data).
    config: JSON.stringify({ lead_status: 'Open', main_responsible_name: responsible?.name ?? null }),
    updated_at: isoTimestampDaysAgo(ctx.today, f.number.int({ min: 1, max: 30 })),
  }).returning({ id: integrationConfigs.id }).get().id;
  let rows = 1;
  for (const leadFormId of config.leadFormIds) {
    db.insert(integrationConfigForms).values({ config_id: configId, lead_form_id: leadFormId, status, is_active: config.isActive }).run();
    rows += 1;
  }
  // Rows as the save payload carries them: custom text is a facebook row on the custom option.
  const fieldMaps = [
    { type: 'facebook', entity: 'deal', crm_id: 'deal_title', form_id: 'custom', static_value: 'Lead from Facebook' },
    { type: 'facebook', entity: 'contact', crm_id: 'contact_first_name', form_id: 'full_name', static_value: null },
    { type: 'facebook', entity: 'contact', crm_id: 'contact_email', form_id: 'email', static_value: null },
    { type: 'facebook', entity: 'contact', crm_id: 'contact_phone', form_id: 'phone_number', static_value: null },
    { type: 'crm', entity: 'deal', crm_id: 'deal_priority', form_id: null, static_value: 'high' },
  ] as const;
  for (const fieldMap of fieldMaps) {
    db.insert(integrationFieldMaps).values({ config_id: configId, ...fieldMap }).run();
    rows += 1;
  }
  return rows;
}
