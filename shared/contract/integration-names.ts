// The emulator's own integration-name endpoints (not in spec §7): what each integration connects
// (its page and the number of forms its settings listen to) and the name people give it. A real
// gateway may not have them: the portal then titles integrations by their record's name and
// hides renaming.
import { z } from 'zod';
import { ZId } from './common';
import { withoutSpoofing } from '../validation/fields';
import { defineEndpoint } from './define';

/** The longest name an integration may be given. */
export const INTEGRATION_NAME_MAX = 80;

export const ZIntegrationTitle = z.object({
  integration_id: z.number().int(),
  /** The name someone gave it; null: none, its title says what it connects. */
  name: z.string().nullable(),
  /** The page its saved settings listen to; null until configured. */
  page_name: z.string().nullable(),
  /** How many of that page's forms the settings listen to. */
  form_count: z.number().int(),
});
export type TIntegrationTitle = z.infer<typeof ZIntegrationTitle>;

export const listIntegrationTitles = defineEndpoint({
  method: 'GET',
  path: '/api/integration-titles',
  access: 'user',
  summary: "What each integration of a business account (without ba_id: of each of the user's) connects, and the name it was given",
  request: z.object({ user_id: ZId, ba_id: ZId.optional() }),
  response: z.object({ success: z.literal(true), data: z.array(ZIntegrationTitle) }),
});

export const renameIntegration = defineEndpoint({
  method: 'PATCH',
  path: '/api/integrations/{integration_id}/name',
  access: 'user',
  summary: 'Give an integration a name of its own (an empty name: back to saying what it connects)',
  request: z.object({
    integration_id: ZId,
    user_id: ZId,
    name: z.string({ error: 'The name must be text' }).trim().max(INTEGRATION_NAME_MAX, `A name must be at most ${INTEGRATION_NAME_MAX} characters`).check(withoutSpoofing('Name')),
  }),
  response: z.object({ success: z.literal(true), message: z.string(), data: ZIntegrationTitle }),
});
