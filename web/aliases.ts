// Import aliases of the SPA, the same as tsconfig.json's `paths`: `@/` is web/src, `@shared/` the
// shared folder. Vite and the unit tests' vitest project both read them from here.
import { fileURLToPath } from 'node:url';

export const WEB_ALIASES = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@shared/': fileURLToPath(new URL('../shared/', import.meta.url)),
};
