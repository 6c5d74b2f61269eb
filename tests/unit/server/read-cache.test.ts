// The emulator's read cache (decision 017): a cached read never answers older rows than the
// query would, whoever changed the database: this connection (committed or rolled back) or
// another one (a reset restores through its own connection, another process may write).
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedRead, READ_CACHE_MAX } from '../../../server/emulator/read-cache';
import { createTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

let database: TTempDatabase;
let reads = 0;
const names = () =>
  cachedRead(database.sqlite, 'names', () => {
    reads += 1;
    return database.sqlite.prepare('SELECT name FROM services ORDER BY id').all() as { name: string }[];
  });
const insert = (sqlite: Database.Database, name: string) =>
  sqlite.prepare("INSERT INTO services (name, service_path, service, type) VALUES (?, ?, ?, 'export')").run(name, name, name);

beforeEach(() => {
  database = createTempDatabase();
  reads = 0;
});
afterEach(() => database.cleanup());

describe('cached reads', () => {
  it('reads once while nothing changes', () => {
    insert(database.sqlite, 'alpha');
    expect(names()).toEqual([{ name: 'alpha' }]);
    expect(names()).toEqual([{ name: 'alpha' }]);
    expect(reads).toBe(1);
  });

  it('reads again after a write on this connection', () => {
    expect(names()).toEqual([]);
    insert(database.sqlite, 'alpha');
    expect(names()).toEqual([{ name: 'alpha' }]);
  });

  it('reads again after a write through another connection', () => {
    expect(names()).toEqual([]);
    const other = new Database(database.path);
    try {
      insert(other, 'beta');
    } finally {
      other.close();
    }
    expect(names()).toEqual([{ name: 'beta' }]);
  });

  it('reads again after a rolled back write', () => {
    insert(database.sqlite, 'alpha');
    database.sqlite.exec('BEGIN');
    insert(database.sqlite, 'gamma');
    expect(names()).toEqual([{ name: 'alpha' }, { name: 'gamma' }]);
    database.sqlite.exec('ROLLBACK');
    expect(names()).toEqual([{ name: 'alpha' }]);
  });

  it('hands out frozen rows: a caller cannot change what the next call reads', () => {
    insert(database.sqlite, 'alpha');
    const rows = names();
    expect(() => {
      (rows[0] as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    expect(() => rows.push({ name: 'extra' })).toThrow(TypeError);
    expect(names()).toEqual([{ name: 'alpha' }]);
  });

  it('starts over when full', () => {
    for (let index = 0; index < READ_CACHE_MAX; index += 1) cachedRead(database.sqlite, `key-${index}`, () => index);
    expect(names()).toEqual([]);
    expect(reads).toBe(1);
  });
});
