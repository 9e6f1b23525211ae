import { expect, test, type Page } from '@playwright/test';
import type { Item, User } from '@console/api/contract';
import ruSettings from '../../../locales/ru/settings.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { apiGet, composerField, signInAs, texts } from './itemsSupport.ts';
import { storedToken } from './support.ts';

// Moving on (my settings, screens.md "Keyboard"): closing a comment opens the next one of the list it was opened from,
// in the list's order and filters; with "back to the list" chosen, closing returns to the list.
const QUERY = '?provider[]=instagram';

/** The list's first page as the console loaded it: its ids in the list's order. */
async function openList(page: Page): Promise<number[]> {
  const listed = page.waitForResponse((r) => /\/v1\/items\?/.test(r.url()) && r.request().method() === 'GET');
  await page.goto(`/items${QUERY}`);
  return ((await (await listed).json()) as { items: Item[] }).items.map((item) => item.id);
}

/** PUT v1/me/settings with the user's settings and this move-on choice (the test leaves the default behind). */
async function chooseAfterClose(page: Page, choice: string): Promise<void> {
  const { settings } = await apiGet<User>(page, 'v1/me');
  const token = (await storedToken(page))!.access_token;
  const answer = await page.request.put('/v1/me/settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...settings, after_close: choice },
  });
  expect(answer.ok(), `PUT v1/me/settings: ${answer.status()}`).toBe(true);
}

test('send and close opens the next comment of the list; with "back to the list" closing returns to the list', async ({
  page,
}) => {
  await signInAs(page, DEMO_EMAILS.operator);
  const ids = await openList(page);
  expect(ids.length).toBeGreaterThan(2);
  await page.goto(`/items/${ids[0]}${QUERY}`);
  await composerField(page).fill(`Ответ и дальше ${Date.now()}`);
  await page.getByRole('button', { name: texts.composer.sendAndClose, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/items/${ids[1]}\\?provider`));

  try {
    // The choice is made on my settings page.
    await page.goto('/settings/config');
    await page.getByRole('combobox', { name: ruSettings.moveOn.afterClose }).selectOption('list');
    await page.getByRole('button', { name: ruSettings.save }).click();
    await expect(page.getByText(ruSettings.saved)).toBeVisible();
    await page.goto(`/items/${ids[2]}${QUERY}`);
    await expect(composerField(page)).toBeVisible();
    await page.keyboard.press('e');
    await expect(page).toHaveURL(/\/items\?provider/);
  } finally {
    await chooseAfterClose(page, 'next');
  }
});
