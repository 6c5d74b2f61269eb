// The machine-wide folder of seeded templates that throw-away emulators share (test workers, the
// `portal-emulator` command): the first emulator of a seed and day seeds, every later one copies.
// Its name carries what makes a template stale (the package version, the schema's last
// migration, the code that seeds), so an upgrade or a code change never copies an old template.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_FOLDER } from '../../db/client';

const newestMtime = (path: string): number => {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
};

/** What the templates depend on, as a short hash. */
const codeFingerprint = (): string => {
  // The migrations folder is <root>/db/migrations from source, <root>/dist/migrations compiled.
  const root = dirname(dirname(MIGRATIONS_FOLDER));
  const packageFile = join(root, 'package.json');
  const version = existsSync(packageFile) ? (JSON.parse(readFileSync(packageFile, 'utf8')) as { version?: string }).version : undefined;
  const journal = readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8');
  // Compiled: this file is part of the bundle, rebuilt whenever any source changes. From source:
  // the seed code and the rules it writes with.
  const self = fileURLToPath(import.meta.url);
  const code = self.endsWith('.ts') ? Math.max(newestMtime(join(root, 'seed')), newestMtime(join(root, 'server', 'emulator', 'rules'))) : statSync(self).mtimeMs;
  return createHash('sha256').update(`${version}\n${journal}\n${self}\n${code}`).digest('hex').slice(0, 16);
};

let cached: string | undefined;

export const sharedTemplateFolder = (): string => (cached ??= join(tmpdir(), 'portal-emulator-templates', codeFingerprint()));
