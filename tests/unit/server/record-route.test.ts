// The one rule for a record's per-service route (shared/record-route.ts): the service it sends from.
import { describe, expect, it } from 'vitest';
import { servicePathOfRecord } from '../../../shared/record-route';

const services = [
  { id: 1, service_path: 'fb-sync' },
  { id: 2, service_path: 'keepin-crm' },
  { id: 3, service_path: 'google-ads' },
];

describe('servicePathOfRecord', () => {
  it('answers the sending service path: fb-sync for a lead integration, the export service for an export', () => {
    expect(servicePathOfRecord({ sending_service_id: 1 }, services)).toBe('fb-sync');
    expect(servicePathOfRecord({ sending_service_id: 3 }, services)).toBe('google-ads');
  });

  it('answers null for no sending service, an unknown one, or one the gateway routes no calls to (a CRM)', () => {
    expect(servicePathOfRecord({ sending_service_id: null }, services)).toBeNull();
    expect(servicePathOfRecord({ sending_service_id: 9 }, services)).toBeNull();
    expect(servicePathOfRecord({ sending_service_id: 2 }, services)).toBeNull();
  });
});
