// Issue 48 through the screens, as a marketing manager: the CRM goes down (the emulator's crm-down
// fault) and a test lead fails; within a minute the top bar's Notifications shows the alert naming
// the integration, the outbox holds one mail for the owner and a webhook receiver got lead.failed;
// the integrations list marks it failing with "Failed (24 h)" linking to the failed leads; the CRM
// back, "Retry all failed" turns the rows delivered. Then, at 1440×900 and at 412×915: search by
// the real email, Download CSV of the filtered rows, and switching the integration off with Undo.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { afterEach, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, expectPath, expectScreen, scanA11y, test } from '../support/browser-fixtures';
import { freshActiveIntegration, openTab } from '../support/browser-integration';
import { trpcCall, userIdOf } from '../support/browser-session';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 412, height: 915 };

async function switchFaults(rules: unknown[]): Promise<void> {
  const answer = await fetch(`${baseUrl()}/emulator/scenarios`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rules) });
  expect(answer.status, await answer.clone().text()).toBe(200);
}
afterEach(async () => {
  await switchFaults([]);
});

const log = (page: Page) => page.getByRole('table', { name: 'Lead deliveries' });
const logRows = (page: Page) => log(page).locator('tbody tr');
const statusesOf = async (page: Page) => (await logRows(page).allTextContents()).map((text) => (/Delivered|Failed/.exec(text) ?? [''])[0]);

/** A receiver on this machine that keeps the types of the events it gets. */
async function startReceiver() {
  const types: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      types.push((JSON.parse(body) as { type: string }).type);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const added = await fetch(`${baseUrl()}/emulator/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url, events: ['lead.failed'] }) });
  const hook = ((await added.json()) as { data: { id: string } }).data;
  return {
    types,
    close: async () => {
      await fetch(`${baseUrl()}/emulator/webhooks/${hook.id}`, { method: 'DELETE' });
      await new Promise((done) => server.close(done));
    },
  };
}

const userEmailOf = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('user_0.0.1') ?? 'null') as { email: string }).email);
const outboxFor = async (email: string) =>
  ((await (await fetch(`${baseUrl()}/emulator/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { data: { subject: string; link: string }[] }).data;

test('crm-down: the bell tells the failure within a minute, one mail, lead.failed; the list marks it; Retry all failed delivers', async ({ openPage }) => {
  const page = await openPage({ viewport: DESKTOP });
  const integrationId = await freshActiveIntegration(page, 'alerts');
  const receiver = await startReceiver();
  try {
    await switchFaults([{ fault: 'crm-down' }]);
    await page.goto(`/integrations/${integrationId}/settings?tab=leads`);
    await page.getByRole('button', { name: 'Send a test lead' }).click();
    await expect.poll(() => statusesOf(page)).toEqual(['Failed']);

    // The bell: an unread alert naming the integration as the list titles it, within a minute (it asks every 30 s).
    const bell = page.getByRole('button', { name: 'Notifications', exact: true });
    await expect.poll(async () => (await bell.getAttribute('aria-describedby')) && (await page.locator('#notifications-unread').textContent()), { timeout: 60_000 }).toBe('1 unread');
    await bell.click();
    const alerts = page.getByRole('list', { name: 'Alerts' });
    const item = alerts.getByRole('button', { name: /^Unread: Lead delivery failed: / });
    await item.waitFor();
    const title = ((await item.getAttribute('aria-label')) ?? '').replace(/^Unread: /, '').split('. ')[0] ?? '';
    await scanA11y(page, 'the bell open with a delivery alert');

    // One mail to the owner (this user), linking to the failed leads; lead.failed reached the receiver.
    const mails = (await outboxFor(await userEmailOf(page))).filter((mail) => mail.subject.startsWith('Lead delivery failed'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.link).toContain(`/integrations/${integrationId}/settings?tab=leads&status=failed`);
    await expect.poll(() => receiver.types.filter((type) => type === 'lead.failed').length).toBe(1);

    // The alert opens the failed leads and is read from then on.
    await item.click();
    await expectPath(page, `/integrations/${integrationId}/settings?tab=leads&status=failed`);
    await expect.poll(() => page.locator('#notifications-unread').textContent()).toBe('0 unread');

    // The list: "Failed (24 h)" 1, marked in words, the count a link to the failed leads.
    await page.goto('/integrations');
    const table = page.getByRole('table', { name: 'Integrations' });
    const row = table.locator('tbody tr').first();
    await row.getByText('Deliveries failing', { exact: true }).waitFor();
    const header = await table.locator('thead th').allTextContents();
    expect(header).toEqual(expect.arrayContaining(['Last lead', 'Failed (24 h)']));
    expect(title).toContain((await row.locator('td').first().textContent()) ?? '—');
    await expect.poll(() => row.locator('td').nth(header.indexOf('Last lead')).textContent()).toMatch(/just now|min ago/);
    await row.getByRole('link', { name: /^1 failed in the last 24 hours/ }).click();
    await expectPath(page, `/integrations/${integrationId}/settings?tab=leads&status=failed`);
    await expect.poll(() => statusesOf(page)).toEqual(['Failed']);

    // The CRM back: Retry all failed, and the row is delivered; the alert says so.
    await switchFaults([]);
    await page.getByRole('button', { name: 'Retry all failed', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '1 failed lead was tried again: 1 delivered.' }).waitFor();
    await page.locator('label').filter({ hasText: /^All$/ }).click();
    await expect.poll(() => statusesOf(page)).toEqual(['Delivered']);
    await bell.click();
    await page.getByRole('list', { name: 'Alerts' }).getByRole('button', { name: /Leads are delivered again: / }).waitFor();
  } finally {
    await receiver.close();
  }
});

for (const [size, viewport] of [
  ['1440×900', DESKTOP],
  ['412×915', PHONE],
] as const) {
  test(`at ${size}: search by the real email, Download CSV of the filtered rows, switch off with Undo`, async ({ openPage }) => {
    const page = await openPage({ viewport, isPhone: viewport === PHONE });
    const integrationId = await freshActiveIntegration(page, 'leadlog');
    const userId = await userIdOf(page);
    // Two test leads with known answers (the log masks the email; the search reads the real one).
    await trpcCall(page, 'leads.sendTest', 'mutation', { user_id: userId, integration_id: integrationId, answers: { full_name: 'Ada Lovelace', email: 'ada@analytical.example' } });
    await page.goto(`/integrations/${integrationId}/settings`);
    await expectScreen(page, 'Integration Settings');
    await openTab(page, 'Leads');
    await expectPath(page, `/integrations/${integrationId}/settings?tab=leads`);
    await expect.poll(() => logRows(page).count()).toBe(1);
    await expect.poll(() => log(page).textContent()).toContain('a•••@analytical.example');

    const search = page.getByRole('searchbox', { name: 'Search by email or name' });
    await search.fill('ada@analytical');
    await expectPath(page, (path) => path.includes('q=ada%40analytical'));
    await expect.poll(() => logRows(page).allTextContents()).toEqual([expect.stringContaining('Ada Lovelace')]);
    await search.fill('nobody@nowhere');
    await page.getByText('No lead matches this search and filter.', { exact: true }).waitFor();
    await search.fill('Lovelace');
    await expect.poll(() => logRows(page).count()).toBe(1);
    await scanA11y(page, `the Leads tab searched at ${size}`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^leads-${integrationId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const csv = (await readFile((await download.path()) as string, 'utf8')).trimEnd().split('\r\n');
    expect(csv[0]).toBe('Time (UTC),Form,Name,Email,Status,Reason,Attempts,Deal,Deal id');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(',Ada Lovelace,a•••@analytical.example,Delivered,,1,Ada Lovelace,');

    // Switching off says what stops, with Undo; Undo puts it back on.
    await page.goto('/integrations');
    await expectScreen(page, 'Integrations');
    const toggle = page.getByRole('switch', { name: /^Status of integration / });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click({ force: true });
    const notice = page.getByRole('alert').filter({ hasText: 'is off — leads will not be delivered' });
    await notice.waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await notice.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'is on again' }).waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(true);
  });
}
