// The contract table: one row per gateway endpoint of shared/contract/endpoints.ts, keyed by
// its name (the type makes a missing row a compile error; cases.test.ts makes it a failure).
import type { TCaseTable } from './support/case';
import { adminCases } from './cases/admin';
import { authCases } from './cases/auth';
import { businessAccountCases } from './cases/business-accounts';
import { integrationCases } from './cases/integrations';
import { leadCases } from './cases/leads';
import { notificationCases } from './cases/notifications';
import { integrationNameCases } from './cases/integration-names';
import { perServiceCases } from './cases/per-service';
import { serviceCases } from './cases/services';

export const contractCases = {
  ...authCases,
  ...businessAccountCases,
  ...serviceCases,
  ...integrationCases,
  ...leadCases,
  ...notificationCases,
  ...integrationNameCases,
  ...perServiceCases,
  ...adminCases,
} satisfies TCaseTable;
