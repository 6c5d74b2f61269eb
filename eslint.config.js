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
    message: "Mantine's styles load one sheet per package (core in main.tsx, dates and notifications with the modules that load them; docs/front-end.md); a component needs no sheet of its own.",
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

/**
 * The composition roots: the only server files that may import seed/ (the demo scenario and its
 * logins), to start, reset or template a database, print the demo logins, and seed the API
 * reference's private copy. Request-time code uses server/emulator/generate/ (decision 047).
 */
const SEED_ROOTS = [
  'server/run-portal.ts',
  'server/boot.ts',
  'server/emulator-only.ts',
  'server/emulator/serve.ts',
  'server/emulator/command.ts',
  'server/emulator/seeded-database.ts',
  'server/emulator/control/seed-templates.ts',
  'server/emulator/openapi/reference-copy.ts',
  'server/package/**',
];
const serverImportBans = ({ isRoot }) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['**/web/**', '**/web', '**/tests/**', '**/tests'], message: 'server/ never imports web/ or tests/.' },
        ...(isRoot
          ? []
          : [
              {
                group: ['**/seed/**', '**/seed'],
                message:
                  'Only the composition roots (SEED_ROOTS in eslint.config.js) import seed/: generators live in server/emulator/generate/, date arithmetic in shared/dates.ts.',
              },
            ]),
      ],
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
    // Screens from small parts (issue 50): a component file past 200 lines splits into its sections.
    files: ['web/src/**/*.tsx'],
    rules: { 'max-lines': ['error', { max: 200, skipBlankLines: false, skipComments: false }] },
  },
  {
    // components/ holds UI only (issue 50): its data comes through a feature's api/ or lib/api/, so
    // no data hook grows here beside the screens again.
    files: ['web/src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: webImportBans({ group: ['@/features/**', '@/app/**', '**/features/**'], message: 'components/ and lib/ never import a feature or the app.' }),
          paths: [
            { name: '@/lib/trpc', message: 'components/ holds UI only: a data hook lives in its feature\'s api/ or, shared, in web/src/lib/api/.' },
            { name: '@/lib/trpc-client', message: 'components/ holds UI only: a data hook lives in its feature\'s api/ or, shared, in web/src/lib/api/.' },
            { name: '@tanstack/react-query', message: 'components/ holds UI only: a data hook lives in its feature\'s api/ or, shared, in web/src/lib/api/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['db/**'],
    rules: banFolders(['server', 'seed', 'web', 'tests'], 'db/ may import shared/ only.'),
  },
  {
    files: ['seed/**'],
    // The demo scenario writes its rows with the emulator's generators and follows its rules
    // (grant lifetime, seed state, lead arrival, the CLI's catch-up); nothing there imports seed/.
    rules: banFolders(['server', 'web', 'tests'], 'seed/ may import db/, shared/, server/emulator/generate/ and server/emulator/rules/ only.', 'emulator/(generate|rules)/'),
  },
  {
    files: ['server/**'],
    rules: serverImportBans({ isRoot: false }),
  },
  {
    // The generators are a leaf of the emulator: rules, records and the seed use them, they use none.
    files: ['server/emulator/generate/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./\\.\\./(db|shared)/)',
              message: 'server/emulator/generate/ imports db/, shared/ and its own files only: what it needs is passed in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: SEED_ROOTS,
    rules: serverImportBans({ isRoot: true }),
  },
);
