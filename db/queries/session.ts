// The one lookup every authenticated request makes: a prepared statement, cached per connection.
import type Database from 'better-sqlite3';
import { prepared } from './statement-cache';

export type TSessionUser = { id: number; role: 'client' | 'admin'; email: string; token_version: number };

export const findSessionUser = (sqlite: Database.Database, userId: number): TSessionUser | undefined =>
  prepared<[number], TSessionUser>(sqlite, 'SELECT id, role, email, token_version FROM users WHERE id = ?').get(userId);
