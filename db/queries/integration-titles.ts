// What each integration connects, for its title: the name someone gave it, and the page and the
// number of forms its saved settings listen to (the emulator's own; not in spec §7).
import { and, count, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { businessAccountMembers, integrationConfigForms, integrationConfigs, integrationsExports, socialPages } from '../schema';

export type TIntegrationTitleRow = { integration_id: number; name: string | null; page_name: string | null; form_count: number };

const titlesWhere = (db: TDatabase, where: SQL | undefined): TIntegrationTitleRow[] =>
  db
    .select({
      integration_id: integrationsExports.id,
      name: integrationsExports.given_name,
      page_name: socialPages.name,
      form_count: count(integrationConfigForms.id),
    })
    .from(integrationsExports)
    .leftJoin(integrationConfigs, eq(integrationConfigs.integration_id, integrationsExports.id))
    .leftJoin(socialPages, and(eq(socialPages.integration_id, integrationsExports.id), eq(socialPages.page_id, integrationConfigs.page_id)))
    .leftJoin(integrationConfigForms, eq(integrationConfigForms.config_id, integrationConfigs.id))
    .where(and(where, eq(integrationsExports.service_type, 'integration')))
    .groupBy(integrationsExports.id)
    .orderBy(integrationsExports.id)
    .all();

/** The integrations of one business account, or of every business account the user is a member of. */
export const listIntegrationTitles = (db: TDatabase, scope: { baId: number } | { memberUserId: number }): TIntegrationTitleRow[] =>
  titlesWhere(
    db,
    'baId' in scope
      ? eq(integrationsExports.ba_id, scope.baId)
      : inArray(
          integrationsExports.ba_id,
          db.select({ ba_id: businessAccountMembers.ba_id }).from(businessAccountMembers).where(eq(businessAccountMembers.user_id, scope.memberUserId)),
        ),
  );

export const findIntegrationTitle = (db: TDatabase, integrationId: number): TIntegrationTitleRow | undefined =>
  titlesWhere(db, eq(integrationsExports.id, integrationId))[0];

/** Names an integration (null: no name of its own, its title says what it connects). */
export const setIntegrationGivenName = (db: TDatabase, integrationId: number, name: string | null): void => {
  db.update(integrationsExports).set({ given_name: name }).where(eq(integrationsExports.id, integrationId)).run();
};
