// A schema's definition through zod 4's public surface: classic and mini schemas both carry
// `.def` (core's `$ZodType` names only the internal `_zod`), so readers of either kind use this.
import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';

export const defOf = (schema: z.core.$ZodType): z.core.$ZodTypeDef => (schema as z.ZodType | ZodMiniType).def;
