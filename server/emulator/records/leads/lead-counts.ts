// The leads each integration of the caller's business accounts received lately, and the failed
// ones of the last hours (the dashboard's lead delivery at a glance).
import type { countLeads } from '../../../../shared/contract/leads';
import { LEAD_COUNT_DAYS, LEAD_FAILED_HOURS } from '../../../../shared/contract/leads';
import { leadHealth } from '../../../../db/queries/leads';
import { DAY_MS, HOUR_MS } from '../../../../shared/dates';
import { memberScope } from '../../access';
import { assertSelf } from '../../caller';
import type { TEndpointHandler } from '../../endpoint-handler';

export const readLeadCounts: TEndpointHandler<typeof countLeads> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  const nowMs = deps.clock.nowMs();
  const since = new Date(nowMs - LEAD_COUNT_DAYS * DAY_MS).toISOString();
  const failedSince = new Date(nowMs - LEAD_FAILED_HOURS * HOUR_MS).toISOString();
  return { success: true as const, data: leadHealth(deps.db, { ...memberScope(deps, caller, input.user_id, input.ba_id), since, failedSince }) };
};
