// What a namespace's name may be and the namespaces control routes' answers as zod schemas, for
// the routes, the package and the API document (openapi/control-paths.ts).
import { z } from 'zod';

export const NAMESPACE_NAME = /^[A-Za-z0-9._-]{1,64}$/;
export const NAMESPACE_NAME_RULE = 'A namespace name is 1–64 letters, digits, dots, dashes or underscores, such as job-42.';
export const NAMESPACES_MAX_DEFAULT = 64;

export const ZNamespaceInfo = z.object({
  name: z.string().meta({ examples: ['job-42'] }),
  created_at: z.string().meta({ description: 'When its first call made it (ISO 8601)' }),
  last_used_at: z.string().meta({ description: 'When it last answered a call (ISO 8601): the least recently used idle one is dropped past the cap' }),
  bytes: z.number().int().meta({ description: 'Its database on disk (the file and its write-ahead log)' }),
});
export type TNamespaceInfo = z.output<typeof ZNamespaceInfo>;
export const ZNamespaceList = z.object({ success: z.literal(true), data: z.array(ZNamespaceInfo) });
export const ZNamespaceDropped = z.object({ success: z.literal(true), data: z.object({ name: z.string() }) });
