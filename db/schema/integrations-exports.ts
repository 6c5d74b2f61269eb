// The integration/export record of spec §3. An export belongs to one export service
// (service_id = sending_service_id); an integration sends from a sending service (fb-sync)
// to a receiving service (a CRM), and service_id is the receiving service.
import { integer, text, sqliteTable, index } from 'drizzle-orm/sqlite-core';
import { SERVICE_TYPES, SYNC_STATUSES } from '../../shared/constants';
import { createdAt, id, updatedAt } from './columns';
import { users, businessAccounts } from './users-and-business-accounts';
import { services } from './services';

export const INTEGRATION_STATUSES = ['disabled', 'active', 'inactive'] as const;

export const integrationsExports = sqliteTable(
  'integrations_exports',
  {
    id: id(),
    /** External id of the connection at the service (text, as the gateway returns it). */
    integration_id: text('integration_id').notNull(),
    name: text('name').notNull(),
    /** The emulator's own: the name someone gave the integration; null: the portal says what it connects. */
    given_name: text('given_name'),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    service_type: text('service_type', { enum: SERVICE_TYPES }).notNull(),
    receiving_service_id: integer('receiving_service_id').references(() => services.id, { onDelete: 'set null' }),
    sending_service_id: integer('sending_service_id').references(() => services.id, { onDelete: 'set null' }),
    ba_id: integer('ba_id')
      .notNull()
      .references(() => businessAccounts.id, { onDelete: 'cascade' }),
    is_active: integer('is_active', { mode: 'boolean' }).notNull().default(false),
    api_key: text('api_key'),
    access_token: text('access_token'),
    /** When the service's grant (access_token) stops working (ISO timestamp); null: no expiry known. */
    token_expires_at: text('token_expires_at'),
    receiving_service_token: text('receiving_service_token'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: INTEGRATION_STATUSES }).notNull().default('disabled'),
    date_finish_sync: text('date_finish_sync'),
    status_last_sync: text('status_last_sync', { enum: SYNC_STATUSES }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('integrations_exports_ba_type_idx').on(t.ba_id, t.service_type),
    index('integrations_exports_created_by_idx').on(t.created_by),
    index('integrations_exports_service_idx').on(t.service_id),
    index('integrations_exports_integration_id_idx').on(t.integration_id),
    index('integrations_exports_receiving_token_idx').on(t.receiving_service_token),
    index('integrations_exports_sending_token_idx').on(t.sending_service_id, t.access_token),
  ],
);
