// Single sessions logged out before they expire, by their token id (`jti`): kept in the database so
// a restart of the emulator (npm run dev restarts on every server edit) does not bring them back.
// A row outlives its token by nothing: expired rows are swept when the next one is written.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const revokedTokens = sqliteTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    /** When the token would have expired anyway (ms since the epoch, the emulator's clock). */
    expires_at_ms: integer('expires_at_ms').notNull(),
  },
  (t) => [index('revoked_tokens_expiry_idx').on(t.expires_at_ms)],
);
