// What the emulator must know to continue its seeded data: the seed, the scale, the day the seed
// was anchored on, and the last day whose insights are filled (the catch-up starts after it).
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
  },
  (t) => [check('seed_state_single_row', sql`${t.id} = 1`)],
);
