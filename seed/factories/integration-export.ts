// Faker factories of integration/export records (spec §3): an export of one export service, or
// an integration from a sending service (fb-sync) to a receiving service (a CRM).
import type { Faker } from '@faker-js/faker';
import type { integrationsExports } from '../../db/schema/integrations-exports';

export type TIntegrationExportInsert = typeof integrationsExports.$inferInsert;
type TStatus = NonNullable<TIntegrationExportInsert['status']>;
type TOwner = Pick<TIntegrationExportInsert, 'ba_id' | 'created_by'>;

export function buildExport(
  f: Faker,
  params: TOwner & { service_id: number; serviceName: string; status?: TStatus },
  overrides: Partial<TIntegrationExportInsert> = {},
): TIntegrationExportInsert {
  const status = params.status ?? f.helpers.arrayElement<TStatus>(['active', 'inactive', 'disabled']);
  return {
    integration_id: `exp_${f.string.alphanumeric({ length: 12, casing: 'lower' })}`,
    name: `${params.serviceName} ${f.helpers.arrayElement(['main', 'brand', 'performance', 'regional'])} account`,
    service_id: params.service_id,
    service_type: 'export',
    sending_service_id: params.service_id,
    receiving_service_id: null,
    ba_id: params.ba_id,
    created_by: params.created_by,
    is_active: status === 'active',
    status,
    api_key: null,
    access_token: f.string.alphanumeric(40),
    receiving_service_token: null,
    ...overrides,
  };
}

export function buildIntegration(
  f: Faker,
  params: TOwner & { sending_service_id: number; receiving_service_id: number; receivingName: string; status?: TStatus },
  overrides: Partial<TIntegrationExportInsert> = {},
): TIntegrationExportInsert {
  const status = params.status ?? f.helpers.arrayElement<TStatus>(['active', 'inactive', 'disabled']);
  return {
    integration_id: `int_${f.string.alphanumeric({ length: 12, casing: 'lower' })}`,
    name: `Lead forms → ${params.receivingName}`,
    service_id: params.receiving_service_id,
    service_type: 'integration',
    sending_service_id: params.sending_service_id,
    receiving_service_id: params.receiving_service_id,
    ba_id: params.ba_id,
    created_by: params.created_by,
    is_active: status === 'active',
    status,
    api_key: f.string.alphanumeric(32),
    access_token: f.string.alphanumeric(40),
    receiving_service_token: f.string.alphanumeric(48),
    date_finish_sync: null,
    status_last_sync: null,
    ...overrides,
  };
}
