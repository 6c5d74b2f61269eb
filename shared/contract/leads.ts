// The emulator's own lead endpoints (not in spec §7): the delivery log of an integration, a test
// lead, a retry, and how many leads each integration received lately. A real gateway may not
// have them: the portal then hides the log and the button.
import { z } from 'zod';
import { ZId, ZPage, numeric, paginated } from './common';
import { defineEndpoint } from './define';

export const LEAD_STATUSES = ['delivered', 'failed'] as const;
/** The lead counts look back this many days (the integrations list's "Leads (14 days)"). */
export const LEAD_COUNT_DAYS = 14;
/** A page of the delivery log. */
export const LEAD_PAGE_SIZE = 10;
/** The most rows one page may ask for (the log's Download CSV asks for this many). */
export const LEAD_PAGE_SIZE_MAX = 500;
/** The list's "Failed (24 h)" looks back this many hours. */
export const LEAD_FAILED_HOURS = 24;
/** "Retry all failed" tries at most this many failed leads per request, oldest first. */
export const RETRY_ALL_MAX = 100;
/** The longest text the log can be searched by. */
export const LEAD_SEARCH_MAX = 100;

export const ZLeadDelivery = z.object({
  id: z.number().int(),
  /** The lead's external id. */
  lead_key: z.string(),
  arrived_at: z.string(),
  lead_form_id: z.string(),
  form_name: z.string(),
  is_test: z.boolean(),
  /** Masked: enough to recognise a lead, never to write to it. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  /** Why it failed, as a sentence; null once delivered. */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  deal: z
    .object({
      id: z.number().int(),
      kind: z.enum(['deal', 'lead']),
      title: z.string(),
      /** The CRM person the deal is on (found or created by the lead's email); null without an email. */
      person_id: z.number().int().nullable(),
      /** The person was in the CRM already: the deal was added to them ("added to an existing person"). */
      is_existing_person: z.boolean(),
    })
    .nullable(),
});
export type TLeadDelivery = z.infer<typeof ZLeadDelivery>;

const ZLeadStatus = z.enum(LEAD_STATUSES, { error: 'The status must be delivered or failed' });
const ZAnswers = z.record(z.string().max(64), z.string().trim().max(500, 'An answer must be at most 500 characters'));

export const listLeadDeliveries = defineEndpoint({
  method: 'GET',
  path: '/api/integrations/{integration_id}/leads',
  access: 'user',
  summary: "An integration's leads and their delivery into the CRM, newest first",
  request: z.object({
    integration_id: ZId,
    user_id: ZId,
    page: ZPage,
    status: ZLeadStatus.optional(),
    /** Part of the lead's real email or name (the log shows the email masked; the search reads the real one). */
    search: z.string().trim().max(LEAD_SEARCH_MAX, `The search must be at most ${LEAD_SEARCH_MAX} characters`).optional(),
    per_page: numeric('The page size must be a number')
      .pipe(z.number().int().min(1, 'The page size must be at least 1').max(LEAD_PAGE_SIZE_MAX, `The page size must be at most ${LEAD_PAGE_SIZE_MAX}`))
      .default(LEAD_PAGE_SIZE),
  }),
  response: z.object({ success: z.literal(true), data: paginated(ZLeadDelivery) }),
});

export const sendTestLead = defineEndpoint({
  method: 'POST',
  path: '/api/integrations/{integration_id}/test-lead',
  access: 'user',
  summary: 'Send a test lead to a lead form of an active integration (one open test lead per form, replaced by the next)',
  request: z.object({
    integration_id: ZId,
    user_id: ZId,
    /** Default: the first form the integration listens to. */
    lead_form_id: z.string().min(1).max(64).optional(),
    /** Answers by question key; questions left out get realistic answers. */
    answers: ZAnswers.optional(),
  }),
  response: z.object({ success: z.literal(true), message: z.string(), data: ZLeadDelivery }),
});

export const retryLeadDelivery = defineEndpoint({
  method: 'POST',
  path: '/api/leads/{lead_id}/retry',
  access: 'user',
  summary: 'Deliver a failed lead again with the current settings (a delivered lead is refused)',
  request: z.object({ lead_id: ZId, user_id: ZId }),
  response: z.object({ success: z.literal(true), message: z.string(), data: ZLeadDelivery }),
});

export const countLeads = defineEndpoint({
  method: 'GET',
  path: '/api/leads/counts',
  access: 'user',
  summary: `Lead health of each integration of a business account (without ba_id: of each of the user's): leads received in the last ${LEAD_COUNT_DAYS} days, when the last one arrived, and how many of those that arrived in the last ${LEAD_FAILED_HOURS} hours failed`,
  request: z.object({ user_id: ZId, ba_id: ZId.optional() }),
  response: z.object({
    success: z.literal(true),
    data: z.array(
      z.object({
        integration_id: z.number().int(),
        leads: z.number().int(),
        /** When its newest lead arrived (test leads too), ISO timestamp. */
        last_lead_at: z.string().nullable(),
        /** Leads that arrived in the last 24 hours and are failed now (test leads too). */
        failed_24h: z.number().int(),
      }),
    ),
  }),
});

export const retryFailedLeads = defineEndpoint({
  method: 'POST',
  path: '/api/integrations/{integration_id}/retry-failed',
  access: 'user',
  summary: `Deliver every failed lead of an integration again with the current settings, oldest first, at most ${RETRY_ALL_MAX} per request (\`remaining\` says how many failed leads were left for another request)`,
  request: z.object({ integration_id: ZId, user_id: ZId }),
  response: z.object({
    success: z.literal(true),
    message: z.string(),
    data: z.object({ retried: z.number().int(), delivered: z.number().int(), failed: z.number().int(), remaining: z.number().int() }),
  }),
});
