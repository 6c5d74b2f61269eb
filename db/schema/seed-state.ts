// What the emulator must know to continue its seeded data: the seed, the scale, the day the seed
// was anchored on, the last day whose insights are filled and the moment the data reaches on it
// (today is partial: the catch-up completes it and goes on from that moment).
// One row at most (id 1).
import { check, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';

export const seedState = sqliteTable(
  'seed_state',
  {
    id: integer('id').primaryKey(),
    seed: integer('seed').notNull(),
    scale: text('scale', { enum: ['demo', 'large'] }).notNull(),
    anchored_on: text('anchored_on').notNull(),
    filled_through: text('filled_through').notNull(),
    /** The moment the data is filled up to (ISO timestamp, within filled_through); null: that whole day. */
    filled_until: text('filled_until'),
  },
  (t) => [check('seed_state_single_row', sql`${t.id} = 1`)],
);
