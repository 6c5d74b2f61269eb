// The server's own small HTML pages (outbox, consent, fault scenarios, API reference, drift report):
// one frame, one escape, one set of headers.
import type { Context } from 'hono';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** The frame of the server's own pages; their style is inline (their CSP allows nothing else). */
export const htmlPage = (page: { title: string; style: string; main: string; isIndexed?: boolean }): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${page.isIndexed ? '' : '<meta name="robots" content="noindex">\n'}<title>${escapeHtml(page.title)}</title>
<style>
${page.style}
</style>
</head>
<body>
<main>
${page.main}
</main>
</body>
</html>`;

/** A browser asks for the page; anything else (or `?format=json`) gets JSON. */
export const wantsHtml = (c: Context): boolean => c.req.query('format') !== 'json' && /text\/html/.test(c.req.header('accept') ?? '');

/**
 * Their links and URLs may carry secrets, so nothing is cached, referred, framed or loaded but
 * their inline style. `formAction`: where the page's forms may post (CSP form-action sources).
 */
export const setPageHeaders = (c: Context, formAction: string): void => {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('X-Frame-Options', 'DENY');
  c.header('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action ${formAction}`);
};
