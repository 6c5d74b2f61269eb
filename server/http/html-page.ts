// The server's own small HTML pages (outbox, consent, fault scenarios, API reference, drift report): one frame, one escape.
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
