import { expect, type Page } from '@playwright/test';
import type { Chat } from '@console/api/contract';
import { test, thread } from './chatsSupport.ts';

// Moving on in chats (my settings, screens.md "Keyboard"; the default: the next one): closing a chat opens the next
// chat of the list it was opened from, in the list's order and filters. Viber: no other chats test acts on its chats.
const QUERY = '?provider[]=viber';
// The console's first paint after a page load, on a busy machine (as chats.spec.ts).
const LOADED = { timeout: 25_000 };

/** The list's first page as the console loaded it: its ids in the list's order. */
async function openList(page: Page): Promise<number[]> {
  const listed = page.waitForResponse((r) => /\/v1\/chats\?/.test(r.url()) && r.request().method() === 'GET');
  await page.goto(`/chats${QUERY}`);
  return ((await (await listed).json()) as { items: Chat[] }).items.map((chat) => chat.id);
}

test('closing a chat with E opens the next chat of the list', async ({ page }) => {
  const ids = await openList(page);
  expect(ids.length).toBeGreaterThan(1);
  await page.goto(`/chats/${ids[0]}/messages${QUERY}`);
  await expect(thread(page)).toBeVisible(LOADED);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('e');
  await expect(page).toHaveURL(new RegExp(`/chats/${ids[1]}/messages\\?provider`));
  await expect(thread(page)).toBeVisible();
});
