// What every emulator route may use: the database, token settings, the logger, and the
// origin that links (consent pages, reset mail) point to.
import type Database from 'better-sqlite3';
import type { TDatabase } from '../../db/client';
import type { TLogger } from '../logger';
import type { TJwtConfig } from './jwt';

export type TEmulatorDeps = {
  db: TDatabase;
  sqlite: Database.Database;
  jwt: TJwtConfig;
  logger: TLogger;
  /** Origin for links the emulator hands out; falls back to the request's own origin. */
  publicUrl?: string;
};
