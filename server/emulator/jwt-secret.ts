// The JWT secret: JWT_SECRET when set, otherwise one generated on first start and kept
// beside the database file (mode 0600), so tokens survive restarts without a secret in the repo.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const resolveJwtSecret = (configured: string | undefined, databasePath: string): string => {
  if (configured) return configured;
  const file = join(dirname(databasePath), '.jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};
