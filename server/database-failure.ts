// Why the emulator's database could not be opened, as one sentence naming the real cause: a
// better-sqlite3 built for another Node, a file that is not SQLite, or (anything else, mostly a
// folder this user cannot write) where the database should go.
import { messageOf } from './boot';

/** better-sqlite3's binary was compiled for another Node (`NODE_MODULE_VERSION 115 … requires … 127`). */
const isNativeModuleMismatch = (error: unknown): boolean =>
  (error as { code?: unknown }).code === 'ERR_DLOPEN_FAILED' || /NODE_MODULE_VERSION/.test(messageOf(error));

/** SQLite's answer when the file holds something else (SQLITE_NOTADB: "file is not a database"). */
const isNotSqlite = (error: unknown): boolean => (error as { code?: unknown }).code === 'SQLITE_NOTADB';

/** `setting` is what a person changes to point elsewhere: DATABASE_PATH, or the emulator's `DATABASE_PATH (or --db)`. */
export const databaseOpenFailure = (path: string, error: unknown, setting = 'DATABASE_PATH'): string => {
  if (isNativeModuleMismatch(error)) {
    return `better-sqlite3 was built for another version of Node than this one (${process.version}): run \`npm rebuild better-sqlite3\` and start again.`;
  }
  if (isNotSqlite(error)) {
    return `${path} is not an SQLite database. Set ${setting} to the portal's database file, or to a new path to create one.`;
  }
  return `Could not open the database at ${path}: ${messageOf(error)}. Set ${setting} to a file in a folder this user can write.`;
};
