// Vite config of the SPA: root web/, output web/dist, React, Mantine's PostCSS preset, a dev proxy to
// the Hono server, and chunk groups so heavy libraries load only with the screens that need them.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { precompress } from './vite-precompress.ts';
import { routePreload } from './vite-route-preload.ts';
import { screenChunks } from './vite-screen-chunks.ts';
import { WEB_ALIASES } from './aliases.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const server = 'http://localhost:3000';

/**
 * Vendor groups: each becomes its own cacheable chunk, loaded only by chunks that import it.
 * Mantine as a whole has no group on purpose: as one chunk it carried every component any screen
 * uses into the login page (268.9 KiB gzip in all against 224.0 KiB split by use, measured with
 * `npm run bundle-size`). Only what the guest screens render is grouped ('guest-ui'): the login
 * page then loads 13 files instead of 25 and 182.6 KiB instead of 188.8 (docs/decisions/016).
 */
const VENDOR_GROUPS: readonly { name: string; test: RegExp }[] = [
  // First (highest priority): a group also takes its modules' dependencies, so react listed after
  // charts went into the charts chunk with react-chartjs-2, and login downloaded chart.js with it.
  { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ },
  // Charts are only imported by the dashboard and account screens (lazy routes), never by login.
  { name: 'charts', test: /node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]/ },
  { name: 'faker', test: /node_modules[\\/]@faker-js[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  // tRPC and TanStack Query have no group of their own: the screens' groups take them (the client
  // into 'shared', TanStack into 'signed-in'), one file fewer each on a first visit (decision 023).
  // The Mantine components the guest screens render (their sheets are listed in guest-styles.ts),
  // with what they import: one file instead of fifteen of 1–3 KiB, each a round trip on HTTP/1.1.
  { name: 'guest-ui', test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Paper|Title|TextInput|PasswordInput|InputBase|Input|ActionIcon|Button|Anchor|Alert|Text|Group|Stack|Center|Container|List|ThemeIcon|Loader|CloseButton|UnstyledButton)[\\/]/ },
];

/**
 * react-router's package exports name only its development build (dev warnings and checks: 30 KiB
 * of the login page's gzip); a production build takes the production one it also ships.
 */
const reactRouterBuild = (build: 'production' | 'development') => [
  { find: /^react-router$/, replacement: fileURLToPath(new URL(`../node_modules/react-router/dist/${build}/index.mjs`, import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL(`../node_modules/react-router/dist/${build}/dom-export.mjs`, import.meta.url)) },
];

export default defineConfig(({ command }) => {
  const screens = screenChunks();
  return {
    root: webRoot,
    publicDir: 'public',
    plugins: [react(), screens.plugin, routePreload(), precompress()],
    resolve: {
      alias: [
        ...Object.entries(WEB_ALIASES).map(([find, replacement]) => ({ find, replacement })),
        ...(command === 'build' ? reactRouterBuild('production') : []),
      ],
    },
    css: {
      postcss: {
        plugins: [
          postcssPresetMantine(),
          postcssSimpleVars({
            variables: {
              'mantine-breakpoint-xs': '36em',
              'mantine-breakpoint-sm': '48em',
              'mantine-breakpoint-md': '62em',
              'mantine-breakpoint-lg': '75em',
              'mantine-breakpoint-xl': '88em',
            },
          }),
        ],
      },
    },
    server: {
      port: 5173,
      proxy: {
        '/trpc': server,
        '/api': server,
        '/emulator': server,
      },
    },
    preview: { port: 4173 },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      target: 'es2022',
      rolldownOptions: {
        // @trpc/client is plain functions and classes but does not say so (no `sideEffects: false`, unlike
        // @trpc/server), so its unused WebSocket link stayed in every page, the login page's too.
        treeshake: { moduleSideEffects: [{ test: /node_modules[\\/]@trpc[\\/]client[\\/]/, sideEffects: false }] },
        output: {
          // `codeSplitting` is rolldown's successor of Rollup's `manualChunks` (deprecated in Vite 8).
          codeSplitting: {
            groups: [
              ...VENDOR_GROUPS.map((group, index) => ({ name: group.name, test: group.test, priority: VENDOR_GROUPS.length - index })),
              // Last: the screens' groups (web/vite-screen-chunks.ts). Without their dependencies:
              // those the entry loads (Mantine's core, the entry's modules) stay where they are.
              ...screens.groups.map((group) => ({ ...group, priority: 0, includeDependenciesRecursively: false })),
            ],
          },
        },
      },
    },
  };
});
