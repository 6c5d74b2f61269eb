// Writes the CRM info of one integration record and returns the ids a config can point at.
import { crmFieldOptions, crmFields, crmFunnels, crmSources, crmStages, crmStatuses, crmUsers } from '../db/schema/crm';
import type { TSqlite } from '../db/client';
import type { TCrmInfoSeed } from './factories/crm';
import { insertRow } from './insert';

export type TCrmIds = {
  funnels: { id: number; stageIds: number[] }[];
  sourceIds: number[];
  users: { id: number; name: string }[];
  rows: number;
};

export function writeCrmInfo(sqlite: TSqlite, integrationId: number, info: TCrmInfoSeed): TCrmIds {
  let rows = 0;
  const count = <T>(value: T) => {
    rows += 1;
    return value;
  };
  const funnels = info.funnels.map((funnel) => {
    const id = count(insertRow(sqlite, crmFunnels, { integration_id: integrationId, title: funnel.title }));
    const stageIds = funnel.stages.map((name) => count(insertRow(sqlite, crmStages, { funnel_id: id, name })));
    return { id, stageIds };
  });
  for (const status of info.statuses) count(insertRow(sqlite, crmStatuses, { integration_id: integrationId, ...status }));
  for (const { options, ...field } of info.fields) {
    const fieldId = count(insertRow(sqlite, crmFields, { integration_id: integrationId, ...field }));
    for (const option of options) count(insertRow(sqlite, crmFieldOptions, { field_id: fieldId, ...option }));
  }
  const sourceIds = info.sources.map((name) => count(insertRow(sqlite, crmSources, { integration_id: integrationId, name })));
  const users = info.users.map((user) => ({
    id: count(insertRow(sqlite, crmUsers, { integration_id: integrationId, ...user })),
    name: user.name,
  }));
  return { funnels, sourceIds, users, rows };
}
