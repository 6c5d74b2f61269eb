// The headers of the emulator's own pages (consent, outbox, fault scenarios): their links and
// URLs may carry secrets, so nothing is cached, referred, framed or loaded but their inline style.
import type { Context } from 'hono';

/** `formAction`: where the page's forms may post (CSP form-action sources). */
export const setPageHeaders = (c: Context, formAction: string): void => {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('X-Frame-Options', 'DENY');
  c.header('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action ${formAction}`);
};
