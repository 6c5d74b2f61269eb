// The journal's answer (GET /emulator/requests) as a zod schema, for the API document
// (openapi/control-paths.ts); the journal itself (journal.ts) is typed by TJournalEntry.
import { z } from 'zod';

export const ZJournalEntry = z.object({
  time: z.string(),
  method: z.string(),
  path: z.string(),
  query: z.union([z.record(z.string(), z.string()), z.string()]).meta({ description: 'Secrets redacted; a long query is described instead' }),
  status: z.number().int(),
  duration_ms: z.number(),
  user_id: z.number().int().nullable(),
  body: z.unknown().meta({ description: 'The JSON body with passwords, tokens, keys and a lead\'s email and phone redacted, or a note on what it was' }),
  operation: z.string().nullable().meta({ description: 'The operationId the call reached, null for none' }),
  near_misses: z.array(z.unknown()).optional().meta({ description: 'A call that reached no operation: the closest ones (NearMiss) and why each did not match' }),
});
export const ZJournalList = z.object({ success: z.literal(true), data: z.array(ZJournalEntry) });
