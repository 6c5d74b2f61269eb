// Token versions across a restore of the emulator's data: every session issued before it must
// end, so each user's version moves past the highest one the replaced data had given out.
import type Database from 'better-sqlite3';
import { prepared } from './statement-cache';

export const highestTokenVersion = (sqlite: Database.Database): number =>
  prepared<[], { highest: number | null }>(sqlite, 'SELECT MAX(token_version) AS highest FROM users').get()?.highest ?? 0;

export const advanceTokenVersions = (sqlite: Database.Database, by: number): void => {
  prepared<[number]>(sqlite, 'UPDATE users SET token_version = token_version + ?').run(by);
};
