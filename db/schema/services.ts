// Services: the four export services (fb-sync, pd-sync, ws-sync, google-ads) and receiving
// (integration) services such as a CRM. auth_template is JSON text {field_config: {key: {title, type}}}.
import { integer, text, sqliteTable, index } from 'drizzle-orm/sqlite-core';
import { SERVICE_TYPES } from '../../shared/constants';
import { createdAt, id } from './columns';

export const services = sqliteTable(
  'services',
  {
    id: id(),
    name: text('name').notNull(),
    info: text('info').notNull().default(''),
    service_path: text('service_path').notNull().unique(),
    service: text('service').notNull(),
    type: text('type', { enum: SERVICE_TYPES }).notNull(),
    is_active: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    auth_template: text('auth_template'),
    created_at: createdAt(),
  },
  (t) => [index('services_type_idx').on(t.type)],
);
