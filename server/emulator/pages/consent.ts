// The emulated OAuth consent page. Starting an export or integration answers a link here; the
// page names the service and business account and offers Allow and Deny. Allow creates the
// record (switched off, disabled) with the data the service would report; either way the
// browser goes back to the portal (an export's list learns the outcome from `?consent=`). A state link decides once and expires.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { findSessionUser } from '../../../db/queries/session';
import { escapeHtml, htmlPage, setPageHeaders } from '../../http/html-page';
import { assertMember } from '../access';
import type { TCaller } from '../caller';
import type { TEmulatorDeps } from '../deps';
import { HttpError } from '../http-error';
import type { TEmulatorEnv } from '../mount-endpoint';
import { createExport, createIntegration, renewExport } from '../records/consent/connect-service';
import { CONSENT_PATH_PREFIX, markConsentDecided, readConsentState } from '../records/consent/consent-state';
import { requireActiveService, requireRecord } from '../records/lookups';
import { portalOrigin } from '../records/consent/start-consent';
import { SERVER_MESSAGES } from '../../../shared/validation/messages';

const KIND_LABEL = { export: 'Data export', integration: 'Integration' } as const;
/** Where the browser returns after a decision (an integration continues on its step 2). */
const RETURN_PATH = { export: '/data_export', integration: '/integrations' } as const;

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#1b1f24;margin:0}
main{max-width:32rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.5rem;margin-top:0}dt{font-weight:600}dd{margin:0 0 .75rem}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}button{font:inherit;padding:.6rem 1.4rem;border-radius:6px;border:1px solid #3b5bdb;cursor:pointer}
.allow{background:#3b5bdb;color:#fff}.deny{background:#fff;color:#3b5bdb}button:focus-visible{outline:3px solid #f59f00;outline-offset:2px}
.note{color:#495057;font-size:.875rem;margin-top:1.5rem}`;

/** A page of the consent flow: its form posts here, and its decision sends the browser to the portal. */
const consentPage = (c: Context, deps: TEmulatorDeps, title: string, main: string, status: 200 | 400 | 403 | 404 | 410 = 200) => {
  setPageHeaders(c, `'self' ${portalOrigin(deps)}`);
  return c.html(htmlPage({ title, style: STYLE, main }), status);
};

const problemPage = (c: Context, deps: TEmulatorDeps, status: 400 | 403 | 404 | 410, heading: string, text: string) =>
  consentPage(
    c,
    deps,
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(portalOrigin(deps))}/dashboard">Back to the portal</a></p>`,
    status,
  );

const INVALID_TEXT = {
  invalid: 'This consent link is not valid. Start the connection again from the portal.',
  expired: 'This consent link has expired. Start the connection again from the portal.',
  used: 'This consent link has already been answered. Start the connection again from the portal.',
} as const;

/** Everything the page and the decision need, or the page explaining why the link cannot be used. */
const loadConsent = async (deps: TEmulatorDeps, c: Context, token: string) => {
  const state = await readConsentState(token, deps.jwt);
  if (!state.ok) {
    return { problem: problemPage(c, deps, state.reason === 'invalid' ? 404 : 410, 'Link not valid', INVALID_TEXT[state.reason]) };
  }
  const grant = state.grant;
  const user = findSessionUser(deps.db, grant.userId);
  if (!user) return { problem: problemPage(c, deps, 404, 'Link not valid', INVALID_TEXT.invalid) };
  const caller: TCaller = { id: user.id, role: user.role, email: user.email };
  try {
    const businessAccount = assertMember(deps, caller, grant.baId);
    const service = requireActiveService(deps, grant.servicePath);
    const record =
      grant.recordId === undefined
        ? undefined
        : requireRecord(deps, caller, grant.recordId, { what: 'Export', serviceType: 'export', baId: grant.baId });
    return { grant, caller, businessAccount, service, record };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { problem: problemPage(c, deps, error.status === 403 ? 403 : 404, 'Connection not possible', error.message) };
  }
};

const redirectToPortal = (deps: TEmulatorDeps, c: Context, path: string) => c.redirect(`${portalOrigin(deps)}${path}`, 303);

const decide = (deps: TEmulatorDeps, loaded: Exclude<Awaited<ReturnType<typeof loadConsent>>, { problem: unknown }>): string => {
  const { grant, service, record, caller } = loaded;
  if (grant.kind === 'export') {
    if (record) renewExport(deps.db, record, service, { today: deps.clock.today(), now: deps.clock.now() });
    else createExport(deps.db, { service, baId: grant.baId, userId: caller.id, today: deps.clock.today(), now: deps.clock.now() });
    // A renewed export is named, so the list can say what is left to do with it.
    return `${RETURN_PATH.export}?consent=${record ? `renewed&export=${record.id}` : 'allowed'}`;
  }
  const recordId = createIntegration(deps.db, { service, baId: grant.baId, userId: caller.id });
  return `${RETURN_PATH.integration}/${recordId}/step2`;
};

export const registerConsentPages = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  app.use(
    `${CONSENT_PATH_PREFIX}*`,
    bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text(SERVER_MESSAGES.bodyTooLarge, 413) }),
  );

  app.get(`${CONSENT_PATH_PREFIX}:token`, async (c) => {
    const loaded = await loadConsent(deps, c, c.req.param('token'));
    if ('problem' in loaded) return loaded.problem;
    const { grant, businessAccount, service, caller } = loaded;
    const purpose = grant.kind === 'export' ? 'export its advertising data' : 'send its leads';
    const name = escapeHtml(service.name);
    const accountName = escapeHtml(businessAccount.name);
    return consentPage(
      c,
      deps,
      `Connect ${service.name}`,
      `<h1>Connect ${name}</h1>
<p>The portal asks for access to ${name} to ${purpose} for the business account ${accountName}.</p>
<dl>
  <dt>Service</dt>
  <dd>${name}: ${escapeHtml(service.info)}</dd>
  <dt>Business account</dt>
  <dd>${accountName}</dd>
  <dt>Connection</dt>
  <dd>${KIND_LABEL[grant.kind]}</dd>
  <dt>Signed in as</dt>
  <dd>${escapeHtml(caller.email)}</dd>
</dl>
<form method="post">
  <div class="actions">
    <button class="allow" type="submit" name="decision" value="allow">Allow</button>
    <button class="deny" type="submit" name="decision" value="deny">Deny</button>
  </div>
</form>
<p class="note">This consent page is emulated by the portal's gateway emulator: no data leaves this machine.</p>`,
    );
  });

  app.post(`${CONSENT_PATH_PREFIX}:token`, async (c) => {
    const decision = await c.req.parseBody().then((body) => body.decision, () => undefined);
    if (decision !== 'allow' && decision !== 'deny') {
      return problemPage(c, deps, 400, 'Choose Allow or Deny', 'The answer was not understood. Go back and choose Allow or Deny.');
    }
    const loaded = await loadConsent(deps, c, c.req.param('token'));
    if ('problem' in loaded) return loaded.problem;
    if (!markConsentDecided(loaded.grant, deps.clock.nowMs())) {
      return problemPage(c, deps, 410, 'Link not valid', INVALID_TEXT.used);
    }
    if (decision === 'deny') {
      // The export list says the connection was refused; an integration's list keeps its plain path.
      return redirectToPortal(deps, c, loaded.grant.kind === 'export' ? `${RETURN_PATH.export}?consent=denied` : RETURN_PATH.integration);
    }
    return redirectToPortal(deps, c, decide(deps, loaded));
  });
};
