// The emulated outbox: the mail the emulator "sent" (password reset links), newest first, so
// the reset flow works offline end to end. Everything shown is escaped; only http(s) links are
// made clickable. /emulator/outbox.json serves the same list to tests and scripts. Reset links
// are secrets: both are served only to connections from this machine, and only when enabled.
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { listOutboxMail } from '../../../db/queries/outbox';
import type { TOutboxMail } from '../../../db/queries/outbox';
import { escapeHtml, htmlPage, setPageHeaders } from '../../http/html-page';
import { loopbackOnly } from '../../http/loopback-only';
import type { TEmulatorDeps } from '../deps';
import type { TEmulatorEnv } from '../mount-endpoint';

export const OUTBOX_PATH = '/emulator/outbox';
const OUTBOX_JSON_PATH = '/emulator/outbox.json';
const OUTBOX_LIMIT = 100;

const ZOutboxQuery = z.object({ to: z.string().trim().toLowerCase().max(254).optional() });

const safeHref = (link: string | null): string | null => {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

const mailHtml = (mail: TOutboxMail): string => {
  const href = safeHref(mail.link);
  const link = href
    ? `<p><a href="${escapeHtml(href)}" rel="noreferrer">${escapeHtml(href)}</a></p>`
    : mail.link
      ? `<p>${escapeHtml(mail.link)}</p>`
      : '';
  return `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to)} · <time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(mail.created_at)}</time></p>
  ${link}
  <pre>${escapeHtml(mail.body)}</pre>
</article>`;
};

const STYLE = `  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1a1a1a; }
  article { border: 1px solid #d0d0d0; border-radius: 6px; padding: 1rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta { color: #555; margin: 0 0 .5rem; font-size: .9rem; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f6f6f6; padding: .75rem; border-radius: 4px; }
  a { color: #0b57d0; word-break: break-all; }`;

const pageHtml = (mails: TOutboxMail[]): string =>
  htmlPage({
    title: 'Outbox · emulated gateway',
    style: STYLE,
    main: `<h1>Outbox</h1>
<p>Mail the emulated gateway would have sent, newest first (the last ${OUTBOX_LIMIT}).</p>
${mails.length === 0 ? '<p>No mail has been sent yet.</p>' : mails.map(mailHtml).join('\n')}`,
  });

const readMails = (c: Context, deps: TEmulatorDeps): TOutboxMail[] | null => {
  const query = ZOutboxQuery.safeParse(c.req.query());
  if (!query.success) return null;
  return listOutboxMail(deps.db, { limit: OUTBOX_LIMIT, to: query.data.to || undefined });
};

export const registerOutboxPage = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  const thisMachineOnly = loopbackOnly({
    isEnabled: deps.isOutboxServed ?? false,
    message: 'The outbox is only shown on the machine the server runs on.',
  });
  for (const path of [OUTBOX_PATH, OUTBOX_JSON_PATH]) app.use(path, thisMachineOnly);

  app.get(OUTBOX_PATH, (c) => {
    setPageHeaders(c, "'none'");
    const mails = readMails(c, deps);
    if (!mails) return c.html('<!doctype html><title>Outbox</title><p>The query is not valid.</p>', 422);
    return c.html(pageHtml(mails));
  });

  app.get(OUTBOX_JSON_PATH, (c) => {
    setPageHeaders(c, "'none'");
    const mails = readMails(c, deps);
    if (!mails) return c.json({ success: false, message: 'The query is not valid.' }, 422);
    return c.json({
      success: true,
      data: mails.map(({ to, subject, link, created_at }) => ({ to, subject, link, created_at })),
    });
  });
};
