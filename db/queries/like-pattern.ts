// Searches by substring: LIKE patterns that take the searched text literally.

/** A LIKE pattern for `text` anywhere, with %, _ and \ taken literally (ESCAPE '\'). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
