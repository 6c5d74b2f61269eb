// The service catalogue: the four export services of spec §9 and two receiving services.
// auth_template is null for OAuth services and a JSON string of {field_config} otherwise.
import type { services } from '../../db/schema/services';
import type { ServicePath } from '../../shared/constants';

export type TServiceInsert = typeof services.$inferInsert;
export type TFieldConfig = Record<string, { title: string; type: 'text' | 'boolean' }>;

const template = (fieldConfig: TFieldConfig) => JSON.stringify({ field_config: fieldConfig });

export const EXPORT_SERVICES: (TServiceInsert & { service_path: ServicePath })[] = [
  { name: 'Facebook Ads', service_path: 'fb-sync', service: 'facebook', type: 'export', info: 'Advertising platform: ad accounts, spend and clicks.', auth_template: null },
  { name: 'Pipedrive', service_path: 'pd-sync', service: 'pipedrive', type: 'export', info: 'Sales CRM: deals and activity.', auth_template: null },
  { name: 'Webinar Stars', service_path: 'ws-sync', service: 'webinarstars', type: 'export', info: 'Webinar platform: registrations and attendance.', auth_template: null },
  { name: 'Google Ads', service_path: 'google-ads', service: 'google', type: 'export', info: 'Search-ads platform: cost and interactions.', auth_template: null },
];

export const KEEPIN_CRM_PATH = 'keepin-crm';
export const SALES_HUB_PATH = 'sales-hub';

export const RECEIVING_SERVICES: TServiceInsert[] = [
  {
    name: 'Keepin CRM',
    service_path: KEEPIN_CRM_PATH,
    service: 'keepin',
    type: 'integration',
    info: 'CRM that receives leads from lead forms as deals and contacts.',
    auth_template: template({
      client_id: { title: 'Client ID', type: 'text' },
      api_key: { title: 'API key', type: 'text' },
      subdomain: { title: 'Subdomain', type: 'text' },
      use_sandbox: { title: 'Use sandbox', type: 'boolean' },
    }),
  },
  {
    name: 'Sales Hub',
    service_path: SALES_HUB_PATH,
    service: 'saleshub',
    type: 'integration',
    info: 'Lightweight sales pipeline that receives leads.',
    auth_template: template({ api_token: { title: 'API token', type: 'text' } }),
  },
];

export const SERVICE_CATALOGUE: TServiceInsert[] = [...EXPORT_SERVICES, ...RECEIVING_SERVICES];
