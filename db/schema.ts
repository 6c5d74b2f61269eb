// The one aggregate of the schema files, for drizzle-kit and the drizzle client.
export * from './schema/users-and-business-accounts';
export * from './schema/invites';
export * from './schema/password-reset-tokens';
export * from './schema/services';
export * from './schema/integrations-exports';
export * from './schema/auth-data';
export * from './schema/integration-configs';
export * from './schema/ad-accounts';
export * from './schema/insights';
export * from './schema/sync-jobs';
export * from './schema/crm';
export * from './schema/social';
export * from './schema/outbox';
export * from './schema/seed-state';
export * from './schema/exchange-rates';
export * from './schema/leads';
export * from './schema/alerts';
