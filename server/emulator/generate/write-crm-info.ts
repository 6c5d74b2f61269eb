// Writes the CRM info of one integration record and returns the ids a config can point at.
import { crmFieldOptions, crmFields, crmFunnels, crmSources, crmStages, crmStatuses, crmUsers } from '../../../db/schema/crm';
import type { TDatabase } from '../../../db/client';
import type { TCrmInfoSeed } from './crm-info';

export type TCrmIds = {
  funnels: { id: number; stageIds: number[] }[];
  sourceIds: number[];
  users: { id: number; name: string }[];
  rows: number;
};

export function writeCrmInfo(db: TDatabase, integrationId: number, info: TCrmInfoSeed): TCrmIds {
  let rows = 0;
  const count = <T>(value: T) => {
    rows += 1;
    return value;
  };
  const funnels = info.funnels.map((funnel) => {
    const id = count(db.insert(crmFunnels).values({ integration_id: integrationId, title: funnel.title }).returning({ id: crmFunnels.id }).get().id);
    const stageIds = funnel.stages.map((name) => count(db.insert(crmStages).values({ funnel_id: id, name }).returning({ id: crmStages.id }).get().id));
    return { id, stageIds };
  });
  for (const status of info.statuses) count(db.insert(crmStatuses).values({ integration_id: integrationId, ...status }).returning({ id: crmStatuses.id }).get().id);
  for (const { options, ...field } of info.fields) {
    const fieldId = count(db.insert(crmFields).values({ integration_id: integrationId, ...field }).returning({ id: crmFields.id }).get().id);
    for (const option of options) count(db.insert(crmFieldOptions).values({ field_id: fieldId, ...option }).returning({ id: crmFieldOptions.id }).get().id);
  }
  const sourceIds = info.sources.map((name) => count(db.insert(crmSources).values({ integration_id: integrationId, name }).returning({ id: crmSources.id }).get().id));
  const users = info.users.map((user) => ({
    id: count(db.insert(crmUsers).values({ integration_id: integrationId, ...user }).returning({ id: crmUsers.id }).get().id),
    name: user.name,
  }));
  return { funnels, sourceIds, users, rows };
}
