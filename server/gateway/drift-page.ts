// /emulator/drift in proxy mode (this machine only): the drift report as a page for a browser,
// as JSON for anything else ({success, data: [entry…]}); DELETE clears it.
import type { Env, Hono } from 'hono';
import { loopbackOnly } from '../http/loopback-only';
import { escapeHtml, htmlPage, setPageHeaders, wantsHtml } from '../http/html-page';
import type { TDriftEntry, TDriftRecorder } from './drift';

const DRIFT_PATH = '/emulator/drift';

const row = (entry: TDriftEntry) =>
  `<tr><td><code>${escapeHtml(entry.endpoint)}</code></td><td>${entry.verdict === 'refused' ? 'Refused' : 'Tolerated'}</td><td>${entry.count}</td><td><time datetime="${escapeHtml(entry.last_seen)}">${escapeHtml(entry.last_seen)}</time></td><td><code>${escapeHtml(entry.path || '(body)')}</code></td><td>${escapeHtml(entry.expected)}</td><td>${escapeHtml(entry.received)}</td></tr>`;

const STYLE = `  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1a1a; }
  table { border-collapse: collapse; width: 100%; } th, td { border-bottom: 1px solid #d0d0d0; padding: .4rem .5rem; text-align: left; }
  .table-wrap { overflow-x: auto; } code { background: #f3f3f3; padding: 0 .2rem; border-radius: 3px; }`;

const pageHtml = (entries: TDriftEntry[]) =>
  htmlPage({
    title: 'Contract drift · gateway',
    style: STYLE,
    main: `<h1>Contract drift</h1>
<p>Answers of the real gateway that did not match <code>shared/contract</code> since this server started, per endpoint: whether the portal read them all the same (tolerated) or could not act on them (refused), the first differing field, the type the contract expects and the one received.</p>
${
  entries.length === 0
    ? '<p>No drift: every gateway answer so far matched the contract.</p>'
    : `<div class="table-wrap"><table><thead><tr><th scope="col">Endpoint</th><th scope="col">Verdict</th><th scope="col">Count</th><th scope="col">Last seen</th><th scope="col">Field</th><th scope="col">Expected</th><th scope="col">Received</th></tr></thead><tbody>${entries.map(row).join('')}</tbody></table></div>`
}`,
  });

export const registerDriftRoutes = <E extends Env>(app: Hono<E>, drift: TDriftRecorder): void => {
  app.use(DRIFT_PATH, loopbackOnly({ isEnabled: true, message: 'The drift report is only served to the machine the server runs on.' }));
  app.get(DRIFT_PATH, (c) => {
    if (!wantsHtml(c)) return c.json({ success: true, data: drift.list() }, 200, { 'cache-control': 'no-store' });
    setPageHeaders(c, "'none'");
    return c.html(pageHtml(drift.list()));
  });
  app.delete(DRIFT_PATH, (c) => {
    drift.clear();
    return c.json({ success: true, data: [] }, 200, { 'cache-control': 'no-store' });
  });
};
