// Issue 39: the API reference's control section, as a person reads it: the webhooks routes are
// listed under "Emulator control", a POST shows its 201 answer (with the secret), and a receiver
// registered from this machine shows up in the list the page documents.
import { expect } from 'vitest';
import { allowConsoleErrors, networkStatusLog } from '../support/browser-console';
import { baseUrl, scanA11y, test } from '../support/browser-fixtures';

test('the API reference documents the webhooks control routes, readable at phone width', async ({ openPage }) => {
  const page = await openPage({ path: '/api/docs', viewport: { width: 412, height: 915 } });
  // The reference page has no favicon of its own: the browser's request for one is a 404.
  allowConsoleErrors(page, networkStatusLog(404));
  const section = page.getByRole('region', { name: 'Emulator control' });
  await section.getByRole('heading', { name: 'Emulator control', exact: true }).waitFor();
  const register = section.locator('#addWebhook');
  await register.getByText('/emulator/webhooks', { exact: true }).waitFor();
  const answer = register.locator('details', { hasText: '201 answer (JSON Schema)' });
  await answer.getByText('201 answer (JSON Schema)', { exact: true }).click();
  await answer.locator('pre').waitFor();
  expect(await answer.locator('pre').textContent()).toContain('whsec_');
  // No horizontal scrolling at phone width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await scanA11y(page, '/api/docs, control section');

  const added = await fetch(`${baseUrl()}/emulator/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: 'http://127.0.0.1:9/hooks' }) });
  expect(added.status).toBe(201);
  const { data } = (await added.json()) as { data: { id: string } };
  const listed = (await (await fetch(`${baseUrl()}/emulator/webhooks`)).json()) as { data: { id: string }[] };
  expect(listed.data.map((hook) => hook.id)).toContain(data.id);
  await fetch(`${baseUrl()}/emulator/webhooks/${data.id}`, { method: 'DELETE' });
});
