// What browser tests do as the signed-in person beyond one screen: call tRPC from inside the page
// with the stored token (the SPA's own wire format), read the stored user, and add a business
// account through its screen as a person would (so a test owns what it changes).
import type { Page } from 'playwright-core';
import { currentPath, expectScreen } from './browser-fixtures';

/** A tRPC call from inside the page with the signed-in person's token. */
export async function trpcCall<T>(page: Page, procedure: string, kind: 'query' | 'mutation', input: unknown): Promise<T> {
  return (await page.evaluate(
    async ({ procedure, kind, input }) => {
      const jwt = JSON.parse(localStorage.getItem('jwt_0.0.1') ?? 'null') as string;
      const headers = { Authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
      const answer =
        kind === 'query'
          ? await fetch(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
          : await fetch(`/trpc/${procedure}`, { method: 'POST', headers, body: JSON.stringify(input) });
      const body = (await answer.json()) as { result?: { data: unknown }; error?: unknown };
      if (!answer.ok || !body.result) throw new Error(`${procedure} answered ${answer.status}: ${JSON.stringify(body).slice(0, 300)}`);
      return body.result.data;
    },
    { procedure, kind, input },
  )) as T;
}

/** The signed-in person's id, from the stored user. */
export const userIdOf = (page: Page): Promise<number> =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('user_0.0.1') ?? 'null') as { id: number }).id);

/** A path the form accepts, made from a display name. */
export const pathFromName = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * Adds a business account on the Business Accounts screen (going there first when elsewhere) and
 * waits for the reload the spec asks for and for its row. Answers the new account's id.
 */
export async function addBusinessAccount(page: Page, name: string, path = pathFromName(name)): Promise<number> {
  if (currentPath(page).split('?')[0] !== '/business_accounts') await page.goto('/business_accounts');
  await expectScreen(page, 'Business Accounts');
  const form = page.getByRole('form', { name: 'Add business account' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Path', { exact: true }).fill(path);
  await Promise.all([page.waitForEvent('load'), form.getByRole('button', { name: 'Add', exact: true }).click()]);
  await page.getByRole('table', { name: 'Business accounts' }).getByRole('cell', { name, exact: true }).waitFor();
  const list = await trpcCall<{ data: { id: number; name: string }[] }>(page, 'businessAccounts.list', 'query', { user_id: await userIdOf(page) });
  const baId = list.data.find((account) => account.name === name)?.id;
  if (baId === undefined) throw new Error(`The new business account ${name} is not listed`);
  return baId;
}
