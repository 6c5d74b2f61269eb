// CRM deal fields of the integration settings (spec §5): name and currency required, amount a number.
import { z } from 'zod';
import { requiredText } from './fields';

export const ZDealFields = z.object({
  deal_name: requiredText(),
  deal_currency: requiredText(),
  /** A number input; left empty it stays null. */
  deal_amount: z.number({ error: 'Must be a number' }).nullable(),
});
