// Vite config of the SPA: root web/, output dist/web (beside the compiled server), React and Mantine's PostCSS preset. Code
// splitting, modulepreload and CSS are Vite's own (docs/decisions/025). In development Vite runs inside the portal's
// server on its port (server/dev/vite-spa.ts, `npm run dev`): no dev port or proxy of its own.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { precompress } from './vite-precompress.ts';
import { WEB_ALIASES } from './aliases.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), precompress()],
  resolve: {
    alias: Object.entries(WEB_ALIASES).map(([find, replacement]) => ({ find, replacement })),
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
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // dist/.vite/manifest.json: which files each module needs, for scripts/bundle-size.ts (the server never serves .vite).
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer files per first visit: what the entry loads is one file (rolldown's own option, no
        // source parsing; docs/decisions/025).
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'] }],
          // Small shared modules inlined into the screens that use them: /login 23 -> 9 files and
          // /dashboard 51 -> 22, each six a simulated round trip; 3 Lighthouse points on each page
          // in decision 056's A/B, the 3 a build extra must buy (decision 048).
          experimentalInlineCommonChunks: { maxSize: 30_000 },
        },
      },
    },
  },
});
