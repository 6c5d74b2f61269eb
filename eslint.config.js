// Lint: typescript-eslint recommended rules plus the import borders of ARCHITECTURE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import { readdirSync } from 'node:fs';

const localFolders = ['server', 'db', 'seed', 'web', 'tests', 'shared'];
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** web/ never imports server, db or seed at run time, nor one Mantine sheet; `extra` adds a zone's own ban. */
const webImportBans = (extra) => [
  {
    group: ['**/server/**', '**/db/**', '**/seed/**', 'better-sqlite3', 'drizzle-orm', 'drizzle-orm/*'],
    allowTypeImports: true,
    message: 'web/ never imports server, db or seed at run time (type imports of the tRPC AppRouter only).',
  },
  {
    group: ['@mantine/*/styles/*'],
    message: "Mantine's styles load whole, once, in main.tsx (docs/front-end.md); a component needs no sheet of its own.",
  },
  ...(extra ? [extra] : []),
];
const banFolders = (folders, message, allowedRegex) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: folders.map((folder) =>
        folder === 'server' && allowedRegex
          ? { regex: `(^|/)server(/(?!${allowedRegex})|$)`, message }
          : { group: [`**/${folder}/**`, `**/${folder}`], message },
      ),
    },
  ],
});

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration through server/env.ts.' },
      ],
    },
  },
  {
    // Config readers, scripts and tests may read the environment directly.
    files: ['server/env.ts', 'tests/**', 'scripts/**', 'seed/cli.ts', 'db/drizzle.config.ts', 'db/migrate-cli.ts', '*.ts', '*.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Tests read loosely typed JSON answers; the assertions are the type check there.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['shared/**'],
    rules: banFolders(localFolders.filter((f) => f !== 'shared'), 'shared/ imports nothing local (zod only).'),
  },
  {
    files: ['web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: webImportBans() }],
    },
  },
  // bulletproof-react's zones: a feature never imports another feature (what two features share
  // lives in components/ or lib/), and components/ and lib/ never import a feature.
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: webImportBans({
            group: webFeatures.filter((other) => other !== feature).flatMap((other) => [`@/features/${other}/**`, `**/features/${other}/**`, `../../${other}/**`]),
            message: `A feature imports no other feature: move what features/${feature} shares to web/src/components or web/src/lib.`,
          }),
        },
      ],
    },
  })),
  {
    files: ['web/src/components/**', 'web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: webImportBans({ group: ['@/features/**', '@/app/**', '**/features/**'], message: 'components/ and lib/ never import a feature or the app.' }) },
      ],
    },
  },
  {
    files: ['db/**'],
    rules: banFolders(['server', 'seed', 'web', 'tests'], 'db/ may import shared/ only.'),
  },
  {
    files: ['seed/**'],
    // The emulator's run-time rules (dates, grant lifetime, catch-up) are the seed's rules too.
    rules: banFolders(['server', 'web', 'tests'], 'seed/ may import db/, shared/ and server/emulator/rules/ only.', 'emulator/rules/'),
  },
  {
    files: ['server/**'],
    rules: banFolders(['web', 'tests'], 'server/ never imports web/ or tests/.'),
  },
);
