// /emulator/scenarios: switch fault scenarios while the emulator runs, for this machine only.
//   GET    /emulator/scenarios          the page (a browser), or {success, data: {rules, kinds}} (JSON clients)
//   POST   /emulator/scenarios          add a rule (JSON, or the page's form)
//   PUT    /emulator/scenarios          replace every rule: [rule…] or {rules: [rule…]}
//   DELETE /emulator/scenarios          remove every rule
//   DELETE /emulator/scenarios/{id}     remove one rule
//   POST   /emulator/scenarios/clear and /emulator/scenarios/{id}/delete: the same, for the page's forms
// A state change from a browser must come from the page itself (Origin is checked): another
// site open in the developer's browser must not switch faults on through a form.
import type { Context, Hono } from 'hono';
import { endpoints } from '../../../shared/contract/endpoints';
import { loopbackOnly } from '../../http/loopback-only';
import { sameOriginOnly } from '../../http/same-origin-only';
import { noStore, refusalOf } from '../control/routes';
import { HttpError } from '../http-error';
import type { TEmulatorEnv } from '../mount-endpoint';
import { escapeHtml, htmlPage, setPageHeaders, wantsHtml } from '../../http/html-page';
import type { TFaultRule, TFaultScenarios } from './scenarios';
import { FAULT_KINDS, FAULT_LABELS, ZFaultRuleInput, ZFaultRules } from './scenarios';

const SCENARIOS_PATH = '/emulator/scenarios';

const isForm = (c: Context): boolean => /application\/x-www-form-urlencoded|multipart\/form-data/.test(c.req.header('content-type') ?? '');

const readJson = async (c: Context): Promise<unknown> => {
  try {
    return JSON.parse(await c.req.text());
  } catch {
    throw new HttpError(400, 'The request body must be JSON, such as {"fault": "503", "endpoint": "GET /api/profile"}');
  }
};

/** The page's form fields as a rule (empty fields left out). */
const ruleFromForm = (form: Record<string, unknown>): Record<string, unknown> => {
  const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim() : '');
  const rule: Record<string, unknown> = { fault: text('fault'), endpoint: text('endpoint') || '*' };
  const min = text('delay_min');
  const max = text('delay_max');
  if (min || max) rule.delay_ms = min && max && min !== max ? [Number(min), Number(max)] : Number(min || max);
  if (text('rate_percent')) rule.rate = Number(text('rate_percent')) / 100;
  if (text('retry_after')) rule.retry_after = Number(text('retry_after'));
  // Export and integration ids are both record ids: either name revokes that record's grant.
  if (text('record_id')) rule.export_id = Number(text('record_id'));
  return rule;
};

const describeDelay = (rule: TFaultRule): string =>
  rule.delay_ms === undefined ? '—' : Array.isArray(rule.delay_ms) ? `${rule.delay_ms[0]}–${rule.delay_ms[1]} ms` : `${rule.delay_ms} ms`;

const STYLE = `  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1a1a; }
  table { border-collapse: collapse; width: 100%; margin: 1rem 0; }
  th, td { border-bottom: 1px solid #d0d0d0; padding: .4rem .5rem; text-align: left; vertical-align: top; }
  fieldset { border: 1px solid #d0d0d0; border-radius: 6px; padding: 1rem; display: grid; gap: .75rem; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); }
  label { display: grid; gap: .25rem; font-weight: 600; }
  input, select, button { font: inherit; padding: .35rem .5rem; }
  input, select { min-width: 0; max-width: 100%; box-sizing: border-box; }
  .hint { color: #555; font-size: .9rem; }
  .error { color: #a00000; font-weight: 600; }
  .table-wrap { overflow-x: auto; }
  code { background: #f3f3f3; padding: 0 .2rem; border-radius: 3px; }
  td code { overflow-wrap: anywhere; }`;

const pageHtml = (rules: TFaultRule[], home: string, error?: string): string => {
  const endpointOptions = [...new Set(Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`))]
    .map((value) => `<option value="${escapeHtml(value)}"></option>`)
    .join('');
  const rows = rules
    .map(
      (rule) => `<tr>
  <td>${rule.id}</td><td><code>${escapeHtml(rule.fault === 'permission-revoked' ? (rule.export_id ?? rule.integration_id ? `record ${rule.export_id ?? rule.integration_id}` : 'every grant') : rule.endpoint)}</code></td><td>${escapeHtml(FAULT_LABELS[rule.fault])}</td>
  <td>${describeDelay(rule)}</td><td>${Math.round(rule.rate * 1000) / 10}%</td><td>${rule.fault === '429' || rule.fault === '503' || rule.fault === 'upstream-rate-limit' ? `${rule.retry_after} s` : '—'}</td>
  <td><form method="post" action="${home}/${rule.id}/delete"><button type="submit" aria-label="Remove rule ${rule.id}">Remove</button></form></td>
</tr>`,
    )
    .join('\n');
  return htmlPage({
    title: 'Fault scenarios · emulated gateway',
    style: STYLE,
    main: `<h1>Fault scenarios</h1>
<p>Faults the emulated gateway answers on <code>/api</code> calls instead of (or after) its normal answer. A single request can ask for its own with the header <code>Prefer: code=503, delay=200</code>. Start-up rules come from <code>EMULATOR_FAULTS</code>.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<h2>Active rules</h2>
${
  rules.length === 0
    ? '<p>No fault is switched on: every call gets its normal answer.</p>'
    : `<div class="table-wrap"><table>
<thead><tr><th scope="col">#</th><th scope="col">Calls</th><th scope="col">Fault</th><th scope="col">Delay</th><th scope="col">Rate</th><th scope="col">Retry-After</th><th scope="col"><span class="hint">Action</span></th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>
<form method="post" action="${home}/clear"><button type="submit">Remove every rule</button></form>`
}
<h2>Add a rule</h2>
<form method="post" action="${home}">
<fieldset>
<legend>New rule</legend>
<label>Fault<select name="fault" required>${FAULT_KINDS.map((kind) => `<option value="${kind}">${escapeHtml(FAULT_LABELS[kind])}</option>`).join('')}</select></label>
<label>Calls<input name="endpoint" value="*" list="endpoints" required><span class="hint">* for all, or e.g. GET /api/business-accounts</span></label>
<datalist id="endpoints">${endpointOptions}</datalist>
<label>Delay from (ms)<input name="delay_min" type="number" min="0" max="60000" inputmode="numeric"></label>
<label>Delay up to (ms)<input name="delay_max" type="number" min="0" max="60000" inputmode="numeric"><span class="hint">Both: a random delay between them</span></label>
<label>Rate (% of calls)<input name="rate_percent" type="number" min="0" max="100" step="any" value="100"></label>
<label>Retry-After (s)<input name="retry_after" type="number" min="0" max="3600" value="1"><span class="hint">For 429, 503 and the platform's rate limit</span></label>
<label>Export or integration id<input name="record_id" type="number" min="1" inputmode="numeric"><span class="hint">Permission revoked only; empty: every grant</span></label>
</fieldset>
<p><button type="submit">Add rule</button></p>
</form>`,
  });
};

export const registerScenarioRoutes = (app: Hono<TEmulatorEnv>, scenarios: TFaultScenarios, basePath = ''): void => {
  // The page's forms and redirects stay in the namespace the page was opened in.
  const home = `${basePath}${SCENARIOS_PATH}`;
  const page = (c: Context, status: 200 | 422 = 200, error?: string) => {
    setPageHeaders(c, "'self'");
    return c.html(pageHtml(scenarios.list(), home, error), status);
  };
  const thisMachineOnly = loopbackOnly({ isEnabled: true, message: 'Fault scenarios are only served to the machine the server runs on.' });
  const fromThePageOnly = sameOriginOnly('Fault scenarios can only be changed from the scenarios page itself or a script on this machine.');
  for (const path of [SCENARIOS_PATH, `${SCENARIOS_PATH}/*`]) app.use(path, thisMachineOnly, fromThePageOnly);
  const listAnswer = (c: Context) => c.json({ success: true, data: { rules: scenarios.list(), kinds: FAULT_KINDS } }, 200, noStore);

  app.get(SCENARIOS_PATH, (c) => (wantsHtml(c) ? page(c) : listAnswer(c)));

  app.post(SCENARIOS_PATH, async (c) => {
    if (isForm(c)) {
      const parsed = ZFaultRuleInput.safeParse(ruleFromForm(await c.req.parseBody()));
      if (!parsed.success) return page(c, 422, parsed.error.issues[0]?.message);
      scenarios.add(parsed.data);
      return c.redirect(home, 303);
    }
    const parsed = ZFaultRuleInput.safeParse(await readJson(c));
    if (!parsed.success) throw refusalOf(parsed.error);
    return c.json({ success: true, data: scenarios.add(parsed.data) }, 201, noStore);
  });

  app.put(SCENARIOS_PATH, async (c) => {
    const body = await readJson(c);
    const rules = body && typeof body === 'object' && !Array.isArray(body) && 'rules' in body ? body.rules : body;
    const parsed = ZFaultRules.safeParse(rules);
    if (!parsed.success) throw refusalOf(parsed.error);
    scenarios.replace(parsed.data);
    return listAnswer(c);
  });

  app.delete(SCENARIOS_PATH, (c) => {
    scenarios.clear();
    return listAnswer(c);
  });

  app.post(`${SCENARIOS_PATH}/clear`, (c) => {
    scenarios.clear();
    return c.redirect(home, 303);
  });

  const removeOne = (id: string): void => {
    if (!/^\d{1,9}$/.test(id) || !scenarios.remove(Number(id))) throw new HttpError(404, `No rule ${id.slice(0, 20)}`);
  };
  app.delete(`${SCENARIOS_PATH}/:id`, (c) => {
    removeOne(c.req.param('id'));
    return listAnswer(c);
  });
  app.post(`${SCENARIOS_PATH}/:id/delete`, (c) => {
    removeOne(c.req.param('id'));
    return c.redirect(home, 303);
  });
};
