// Today on the dashboard's chart (issue 37): the emulator fills today's figures as the day goes,
// so a period ending today ends on a partial day; the chart draws the segment into it dashed and
// says under it that today's figures are so far, to the hour the gateway names.
import { expect } from 'vitest';
import { DEMO_CLIENT } from '../../seed/demo-logins';
import { gatewayCall } from '../support/browser-api';
import { expectScreen, test } from '../support/browser-fixtures';

type TAnswer = { date_to: string; partial_through?: string; graphics: Record<string, { labels: string[] }> };

const isoToDisplay = (iso: string) => iso.split('-').reverse().join('-');

test('the last 14 days end on today so far: a dashed last segment and a note with the hour', async ({ openPage }) => {
  const login = await gatewayCall<{ data: { token: string; user: { id: number } } }>('POST', '/api/login', { body: DEMO_CLIENT });
  const session = { token: login.data.token, userId: login.data.user.id };
  const page = await openPage({ as: 'client', path: '/dashboard?service=fb-sync' });
  await expectScreen(page, 'Dashboard. Last 14 days');
  const figure = page.locator('figure[data-series]');
  await figure.locator('canvas').waitFor();

  const answer = (
    await gatewayCall<{ service_response: { data: TAnswer } }>('GET', '/api/fb-sync/insights', {
      token: session.token,
      query: { user_id: session.userId },
    })
  ).service_response.data;
  // The emulator says how far today's figures reach: a whole hour of today, the period's last day.
  expect(answer.partial_through).toMatch(new RegExp(`^${answer.date_to}T\\d\\d:00:00\\.000Z$`));
  const hour = answer.partial_through!.slice(11, 16);

  expect(await figure.getAttribute('data-partial-index')).toBe('13');
  expect(await page.getByTestId('insights-partial-day').textContent()).toBe(
    `${isoToDisplay(answer.date_to)} is today: its figures so far (to ${hour} UTC), still growing (dashed).`,
  );
});

test('a period that ends before today has no partial day', async ({ openPage }) => {
  const page = await openPage({ as: 'client', path: '/dashboard?service=fb-sync&range=last_month' });
  await page.locator('figure[data-series] canvas').waitFor();
  expect(await page.locator('figure[data-series]').getAttribute('data-partial-index')).toBeNull();
  expect(await page.getByTestId('insights-partial-day').count()).toBe(0);
});
