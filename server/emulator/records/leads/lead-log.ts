// An integration's delivery log, a page at a time, filtered by status and searched.
import type { listLeadDeliveries } from '../../../../shared/contract/leads';
import { listFormsOfIntegration, listLeadsPage } from '../../../../db/queries/leads';
import { assertSelf } from '../../caller';
import type { TEndpointHandler } from '../../endpoint-handler';
import { requireIntegration } from '../lookups';
import { pageOf } from '../page-of';
import { toLeadDelivery } from '../shape-lead';

export const readLeadLog: TEndpointHandler<typeof listLeadDeliveries> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  const record = requireIntegration(deps, caller, input.integration_id);
  const search = input.search === '' ? undefined : input.search;
  const { rows, total } = listLeadsPage(deps.db, { integrationId: record.id, status: input.status, search, page: input.page, perPage: input.per_page });
  const forms = listFormsOfIntegration(deps.db, record.id);
  return { success: true as const, data: pageOf(input.page, input.per_page, total, () => rows.map((row) => toLeadDelivery(row, forms))) };
};
