// Raw inserts through cached better-sqlite3 prepared statements. Rows are the drizzle insert
// types (property names are the column names), so factories serve drizzle and raw inserts alike.
import { getTableName } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Statement } from 'better-sqlite3';
import type { TSqlite } from '../db/client';

type TBindable = string | number | bigint | Buffer | null;

const statementCache = new WeakMap<TSqlite, Map<string, Statement<TBindable[]>>>();

function toBindable(value: unknown): TBindable {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return value;
  if (Buffer.isBuffer(value)) return value;
  return JSON.stringify(value);
}

function statementFor(sqlite: TSqlite, tableName: string, columns: string[]) {
  let cache = statementCache.get(sqlite);
  if (!cache) {
    cache = new Map();
    statementCache.set(sqlite, cache);
  }
  const key = `${tableName}(${columns.join(',')})`;
  let statement = cache.get(key);
  if (!statement) {
    const names = columns.map((column) => `"${column}"`).join(', ');
    const placeholders = columns.map(() => '?').join(', ');
    statement = sqlite.prepare<TBindable[]>(`INSERT INTO "${tableName}" (${names}) VALUES (${placeholders})`);
    cache.set(key, statement);
  }
  return statement;
}

/** Inserts one row (undefined properties take the column default) and returns its rowid. */
export function insertRow<TTable extends SQLiteTable>(sqlite: TSqlite, table: TTable, row: TTable['$inferInsert']): number {
  const entries = Object.entries(row).filter(([, value]) => value !== undefined);
  const statement = statementFor(
    sqlite,
    getTableName(table),
    entries.map(([column]) => column),
  );
  return Number(statement.run(...entries.map(([, value]) => toBindable(value))).lastInsertRowid);
}

/** Inserts many rows of one shape; the statement is prepared once per column set. */
export function insertRows<TTable extends SQLiteTable>(sqlite: TSqlite, table: TTable, rows: TTable['$inferInsert'][]): number[] {
  return rows.map((row) => insertRow(sqlite, table, row));
}
