// Issue 47 §5, what the review saw, each as a person meets it: the footer never covers content
// (desktop and phone), the Failed filter's empty sentence says no delivery failed, seeded deals
// are worth something in the business's own currency, the phone's sidebar closes on choosing a
// business account, and every control answers a tap over at least 44 × 44 px at 412 px.
// (Today and Yesterday: dashboard-plus.test.ts; the reconnected export's hint:
// data-export-expiry.test.ts; "Add mapping fields": the integration settings tests.)
import { beforeAll, describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiIntegrationsExports, apiLogin, gatewayCall, type TRecord } from '../support/browser-api';
import { DEMO_USERS, expectScreen, test } from '../support/browser-fixtures';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 412, height: 915 };

type TDemoRecord = TRecord & { is_active: boolean; receiving_service_id: number | null; name: string; token_expired?: boolean };
let client: Awaited<ReturnType<typeof apiLogin>>;
let records: TDemoRecord[];
let activeIntegration: TDemoRecord;
let expiredExport: TDemoRecord;

beforeAll(async () => {
  client = await apiLogin(DEMO_USERS.client);
  records = (await apiIntegrationsExports(client)) as TDemoRecord[];
  const found = records.find((record) => record.service_type === 'integration' && record.is_active && record.receiving_service_id !== null);
  if (!found) throw new Error('The demo client has no active integration');
  activeIntegration = found;
  const expired = records.find((record) => record.service_type === 'export' && record.token_expired === true);
  if (!expired) throw new Error('The demo client has no expired export');
  expiredExport = expired;
});

describe('the footer never covers content', () => {
  for (const [device, viewport, isPhone] of [
    ['desktop', DESKTOP, false],
    ['phone', PHONE, true],
  ] as const) {
    test(device, async ({ openPage }) => {
      const page = await openPage({ as: 'client', viewport, isPhone, path: '/dashboard' });
      await expectScreen(page, 'Dashboard. Last 14 days');
      await page.getByRole('group', { name: 'Totals' }).getByRole('button').first().waitFor();
      await page.locator('canvas').first().waitFor();
      const layout = await page.evaluate(() => {
        const footer = document.querySelector('footer');
        const main = document.querySelector('main');
        if (!footer || !main) return null;
        const footerTop = footer.getBoundingClientRect().top + window.scrollY;
        // The screen's content: what comes before the footer, the chart's date axis at its end.
        const screen = footer.previousElementSibling;
        const canvas = main.querySelector('canvas');
        const contentBottom = Math.max(screen?.getBoundingClientRect().bottom ?? Infinity, canvas?.getBoundingClientRect().bottom ?? Infinity) + window.scrollY;
        return { position: getComputedStyle(footer).position, footerTop, contentBottom };
      });
      expect(layout).not.toBeNull();
      // Not pinned over the page, and below everything on it.
      expect(['static', 'relative']).toContain(layout?.position);
      expect(layout?.footerTop ?? 0).toBeGreaterThanOrEqual(layout?.contentBottom ?? Infinity);
    });
  }
});

test("the Failed filter of an integration whose leads all arrived says no delivery failed, not that none arrived", async ({ openPage }) => {
  const page = await openPage({ as: 'client', viewport: DESKTOP, path: `/integrations/${activeIntegration.id}/settings?tab=leads&status=failed` });
  await expectScreen(page, 'Integration Settings');
  const log = page.getByRole('table', { name: 'Lead deliveries', exact: true });
  await log.getByText('No delivery has failed: every lead that arrived reached the CRM.', { exact: true }).waitFor();
  expect(await log.getByText('No lead has arrived yet', { exact: false }).count()).toBe(0);
});

test("a seeded integration's deal is worth something, in its business's own currency", async ({ openPage }) => {
  const page = await openPage({ as: 'client', viewport: DESKTOP, path: `/integrations/${activeIntegration.id}/settings` });
  await expectScreen(page, 'Integration Settings');
  // The business's currency: the one most of its ad accounts spend in.
  const exportsOfBusiness = records.filter((record) => record.service_type === 'export' && record.ba_id === activeIntegration.ba_id);
  const currencies = new Map<string, number>();
  for (const record of exportsOfBusiness) {
    const answer = await gatewayCall<{ service_response: { data: { ad_accounts: { currency?: string }[] } } }>('GET', `/api/${record.service.service_path}/ad-accounts`, {
      token: client.token,
      query: { integration_id: record.id },
    });
    for (const account of answer.service_response.data.ad_accounts) if (account.currency) currencies.set(account.currency, (currencies.get(account.currency) ?? 0) + 1);
  }
  const [main] = [...currencies.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const currency = page.getByLabel('Currency', { exact: true });
  await expect.poll(() => currency.inputValue()).toBe(main?.[0]);
  expect(Number(await page.getByLabel('Amount', { exact: true }).inputValue())).toBeGreaterThan(0);
});

test("on a phone the sidebar closes once a business account is chosen in it", async ({ openPage }) => {
  const page = await openPage({ as: 'client', viewport: PHONE, isPhone: true, path: '/dashboard' });
  await expectScreen(page, 'Dashboard. Last 14 days');
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  const isOnScreen = async () => {
    const box = await sidebar.boundingBox();
    return box !== null && box.width > 0 && box.x + box.width > 1 && box.x < PHONE.width - 1;
  };
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect.poll(isOnScreen).toBe(true);
  const selector = sidebar.locator('input').first();
  const before = await selector.inputValue();
  await selector.click();
  const other = page.getByRole('listbox').getByRole('option').filter({ hasNotText: before }).first();
  const chosen = (await other.textContent()) ?? '';
  await other.click();
  await expect.poll(isOnScreen).toBe(false);
  expect(await selector.inputValue()).toBe(chosen);
});

/** Every control in the top bar and the screen that a tap would hit, and whether 44 × 44 px around its centre answers for it. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'header button, main button, main a.mantine-ActionIcon-root, main a.mantine-Anchor-root[aria-label], main .mantine-Switch-root, main .mantine-Pagination-control, main input.mantine-Input-input, header input.mantine-Input-input',
      ),
    ].filter((element) => element.offsetParent !== null && !element.closest('[aria-hidden="true"]'));
    const problems: string[] = [];
    for (const control of controls) {
      control.scrollIntoView({ block: 'center', inline: 'center' });
      const box = (control.classList.contains('mantine-Switch-root') ? control.querySelector('.mantine-Switch-track') ?? control : control).getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      // The tap area reaches 22 px around the centre: each corner of that square answers for the control.
      const corners = [
        [x - 21.5, y - 21.5],
        [x + 21.5, y - 21.5],
        [x - 21.5, y + 21.5],
        [x + 21.5, y + 21.5],
      ];
      const owner = control.closest('label') ?? control;
      const isAnswered = corners.every(([cx, cy]) => {
        const hit = document.elementFromPoint(cx ?? 0, cy ?? 0);
        return hit !== null && (control.contains(hit) || owner.contains(hit) || hit.contains(control));
      });
      if (!isAnswered) problems.push(`${control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.className} (${Math.round(box.width)}×${Math.round(box.height)})`);
    }
    return problems;
  });
}

describe('every touch target answers over 44 × 44 px at 412 px', () => {
  const screens: { role: 'client' | 'admin'; path: () => string; title: string; ready: (page: Page) => Locator }[] = [
    { role: 'client', path: () => '/dashboard', title: 'Dashboard. Last 14 days', ready: (page) => page.getByRole('group', { name: 'Totals' }).getByRole('button').first() },
    { role: 'client', path: () => '/integrations', title: 'Integrations', ready: (page) => page.getByRole('switch').first() },
    { role: 'client', path: () => '/data_export', title: 'Data Export', ready: (page) => page.getByRole('switch').first() },
    {
      role: 'client',
      path: () => `/data_export/settings/${expiredExport.service.service_path}/${expiredExport.id}`,
      title: 'Export Settings',
      ready: (page) => page.getByRole('button', { name: 'Reconnect', exact: true }),
    },
    { role: 'client', path: () => `/integrations/${activeIntegration.id}/settings?tab=leads`, title: 'Integration Settings', ready: (page) => page.getByRole('table', { name: 'Lead deliveries', exact: true }).locator('tbody tr').first() },
    { role: 'admin', path: () => `/admin/business-accounts/${activeIntegration.ba_id}/integrations`, title: 'Integrations', ready: (page) => page.getByRole('switch').first() },
    { role: 'admin', path: () => '/admin/business-accounts', title: 'Business Accounts', ready: (page) => page.getByRole('link', { name: /^Settings of / }).first() },
  ];
  for (const screen of screens) {
    test(`${screen.role}: ${screen.title}`, async ({ openPage }) => {
      const page = await openPage({ as: screen.role, viewport: PHONE, isPhone: true, path: screen.path() });
      await expectScreen(page, screen.title);
      await screen.ready(page).waitFor();
      expect(await smallTargets(page)).toEqual([]);
    });
  }
});
