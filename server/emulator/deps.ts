// What every emulator route may use: the database, token settings, the logger, the clock, and
// the origin that links (consent pages, reset mail) point to.
import type Database from 'better-sqlite3';
import type { TDatabase } from '../../db/client';
import type { TPasswords } from '../../db/password-hash';
import type { TLogger } from '../logger';
import type { TClock } from './clock';
import type { TRequestJournal } from './control/journal';
import type { TFaultScenarios } from './faults/scenarios';
import type { TJwtConfig } from './jwt';
import type { TDialect } from './dialects';
import type { TWebhooks } from './webhooks/webhooks';
import type { TRevokedTokens } from './auth/revoked-tokens';
import type { TSignInThrottle } from './auth/sign-in-throttle';

export type TEmulatorDeps = {
  db: TDatabase;
  /** The connection under `db`, for SQLite's backup API only (reset, snapshots). */
  sqlite: Database.Database;
  jwt: TJwtConfig;
  logger: TLogger;
  /** "Now" and "today" of the emulator (EMULATOR_TODAY freezes the day). */
  clock: TClock;
  /** The last calls /api received (GET /emulator/requests). */
  journal: TRequestJournal;
  /** Fault scenarios switched on (EMULATOR_FAULTS, /emulator/scenarios). */
  faults: TFaultScenarios;
  /**
   * The origin links the emulator hands out (reset mail, consent pages) point to: from the
   * configuration (PUBLIC_URL, else the address the server listens on), never from a request
   * header, or `Host: evil.example` would put the attacker's site in a victim's reset mail.
   */
  linkOrigin: () => string;
  /**
   * The portal people are sent back to (consent's return, reset links, "Back to the portal"),
   * from configuration too (PORTAL_URL of `npm run emulator`). Unset: linkOrigin, as when the
   * emulator runs inside the portal's own server.
   */
  portalOrigin?: () => string;
  /** How answers are written: exactly the contract (strict, the default) or loosely (EMULATOR_DIALECT). */
  dialect?: TDialect;
  /**
   * Check every answer against the contract before it leaves (a mismatch is a 500 and an error
   * line): the contract suite's and development's job. Default on; the servers people run
   * (the portal, `npm run emulator`) take EMULATOR_CHECK_ANSWERS, off unless asked.
   */
  isAnswerChecked?: boolean;
  /** Serve the outbox (to connections from this machine only); see outbox-policy.ts. Default off. */
  isOutboxServed?: boolean;
  /**
   * Where seeded templates are kept (made once, copied by every reset). Unset: beside the
   * database; a shared folder lets several emulators (parallel test workers) seed only once.
   */
  templates?: string;
  /**
   * Password hashing of this emulator (its parameters and its own gate): protective in the
   * portal's server, patient and possibly fast in an emulator of its own (serve.ts).
   */
  passwords: TPasswords;
  /** Receivers of the emulator's events (/emulator/webhooks), in memory. */
  webhooks: TWebhooks;
  /** Tokens logged out before they expire (POST /api/logout), in memory. */
  revokedTokens: TRevokedTokens;
  /** The sign-in limits at this door (every password check of a request), in memory. */
  signIns: TSignInThrottle;
  /** The path this emulator is served under: '' (the default), or `/ns/{name}` for a namespace. */
  basePath?: string;
};

/** What createEmulator takes: the clock defaults to the machine's, the journal to an empty one. */
type TDefaulted = 'clock' | 'journal' | 'faults' | 'passwords' | 'webhooks' | 'revokedTokens' | 'signIns';
export type TEmulatorOptions = Omit<TEmulatorDeps, TDefaulted> & Partial<Pick<TEmulatorDeps, TDefaulted>>;
