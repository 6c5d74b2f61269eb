// Searches by substring: LIKE conditions that take the searched text literally.
import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';

/** A LIKE pattern for `text` anywhere, with %, _ and \ taken literally (ESCAPE '\'). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `column` contains `text` (case-insensitive for ASCII, as SQLite's LIKE). */
export const contains = (column: AnyColumn, text: string): SQL => sql`${column} LIKE ${containsPattern(text)} ESCAPE '\\'`;
