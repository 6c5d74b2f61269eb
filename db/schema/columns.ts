// Column helpers shared by the schema files: ISO-text timestamps with an SQL default, which
// drizzle writes into every insert that leaves the column out.
import { sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/sqlite-core';

export const ISO_NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const id = () => integer('id').primaryKey({ autoIncrement: true });
export const createdAt = () => text('created_at').notNull().default(ISO_NOW);
export const updatedAt = () => text('updated_at').notNull().default(ISO_NOW);
