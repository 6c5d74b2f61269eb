// PORTAL_URL (`npm run emulator`): when a portal in proxy mode runs elsewhere, the emulator's
// consent pages stay on the emulator but send people back to that portal, and reset mail opens
// there. Without it a person who pressed Allow landed on the emulator's own address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT } from '../../seed/demo-logins';
import { allowConsent } from '../contract/support/consent';
import { startEmulatorProcess } from '../contract/support/emulator-process';
import type { TEmulatorProcess } from '../contract/support/emulator-process';
import { createGatewayHttp } from '../contract/support/gateway-http';

const PORTAL = 'http://portal.example:3000';

let emulator: TEmulatorProcess;
beforeAll(async () => {
  // Written with a path and a trailing slash, as people do: only the origin counts.
  emulator = await startEmulatorProcess({ env: { PORTAL_URL: `${PORTAL}/app/` } });
});
afterAll(() => emulator?.stop());

describe('PORTAL_URL', () => {
  it('consent is served by the emulator and Allow returns to the portal', async () => {
    const http = createGatewayHttp(emulator.baseUrl);
    const login = await http.raw('POST', '/api/login', { body: DEMO_CLIENT });
    const { token, user } = login.json.data as { token: string; user: { id: number } };
    const accounts = await http.raw('GET', '/api/business-accounts', { token, query: { user_id: user.id } });
    const baId = (accounts.json.data as { id: number }[])[0]?.id;
    const started = await http.raw('GET', '/api/fb-sync/state', { token, query: { user_id: user.id, ba_id: baId } });
    const consentUrl = started.json.service_response.data as string;

    expect(new URL(consentUrl).origin).toBe(new URL(emulator.baseUrl).origin);
    expect(await allowConsent(http, consentUrl)).toBe(`${PORTAL}/data_export?consent=allowed`);
  });

  it('reset mail links open the portal', async () => {
    const http = createGatewayHttp(emulator.baseUrl);
    expect((await http.raw('POST', '/api/password/reset/request', { body: { email: DEMO_CLIENT.email } })).status).toBe(200);
    const outbox = await http.raw('GET', '/emulator/outbox.json', { query: { to: DEMO_CLIENT.email } });
    const link = (outbox.json.data as { link: string }[])[0]?.link ?? '';
    expect(link.startsWith(`${PORTAL}/password-reset-confirm`)).toBe(true);
  });
});
