// The top bar on a phone: a person with a long name and e-mail still sees the burger and the
// screen's title whole; their name and address are cut to half the bar, whole on hover.
import { expect } from 'vitest';
import { expectScreen, registerFreshUser, test } from '../support/browser-fixtures';

const PHONE = { width: 412, height: 915 };

test('at 412 px a long name and e-mail stay in their half of the top bar, clear of the burger and the title', async ({ openPage }) => {
  const page = await openPage({ viewport: PHONE, isPhone: true });
  const user = await registerFreshUser(page, 'margaret-fitzgerald-montgomery-northern-lights-marketing');
  await expectScreen(page, 'Dashboard. Last 14 days');

  const burger = await page.getByRole('button', { name: 'Toggle navigation' }).boundingBox();
  const title = await page.getByRole('heading', { level: 1 }).boundingBox();
  const person = page.getByTestId('top-bar-user');
  const block = await person.boundingBox();
  if (!burger || !title || !block) throw new Error('the top bar is not drawn');

  expect(block.x).toBeGreaterThanOrEqual(title.x + title.width);
  expect(block.x).toBeGreaterThan(burger.x + burger.width);
  expect(block.x + block.width).toBeLessThanOrEqual(PHONE.width);
  expect(block.width).toBeLessThanOrEqual(PHONE.width / 2);
  // Cut, not hidden: the whole address is there for a pointer or a screen reader.
  await expect.poll(() => person.getByTitle(user.email, { exact: true }).textContent()).toBe(user.email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
