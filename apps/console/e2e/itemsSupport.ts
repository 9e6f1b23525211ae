import { expect, type Browser, type Page } from '@playwright/test';
import type { Item, ItemDetail } from '@console/api/contract';
import ruComposer from '../../../locales/ru/composer.json' with { type: 'json' };
import ruItem from '../../../locales/ru/item.json' with { type: 'json' };
import ruItems from '../../../locales/ru/items.json' with { type: 'json' };
import { openSignedIn, storedToken } from './support.ts';

// Inbox end-to-end helpers: the Russian texts from the locale files, signing the demo users in, the API as the page's user.
export const texts = { composer: ruComposer, item: ruItem, items: ruItems } as const;

/** Opens the console on `origin` (the config's server by default) with `email` signed in (support.ts openSignedIn). */
export async function signInAs(page: Page, email: string, origin = ''): Promise<void> {
  await openSignedIn(page, email, '/', origin);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A new browser (its own storage and socket) with `email` signed in. */
export async function browserOf(browser: Browser, email: string, origin = ''): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email, origin);
  return page;
}

/** GET on the API with the page's own access token. */
export async function apiGet<T>(page: Page, path: string, origin = ''): Promise<T> {
  const token = await storedToken(page);
  const answer = await page.request.get(`${origin}/${path}`, {
    headers: { authorization: `Bearer ${token!.access_token}` },
  });
  expect(answer.ok(), `${path}: ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

export const itemDetail = (page: Page, id: number, origin = '') => apiGet<ItemDetail>(page, `v1/items/${id}`, origin);

/**
 * The first top-level comment from the network's demo account that `accept` takes: each test works on its own
 * network's items, so one test's changes cannot break another's.
 */
export async function pickItem(page: Page, provider: string, accept: (item: Item) => boolean = () => true, origin = '') {
  const page1 = await apiGet<{ items: Item[] }>(page, `v1/items?provider[]=${provider}&status[]=new&limit=100`, origin);
  const item = page1.items.find((one) => !one.from_us && one.parent_id === null && accept(one));
  if (!item) throw new Error(`no new ${provider} item in the demo inbox`);
  return item;
}

export const composerField = (page: Page) => page.getByRole('textbox', { name: texts.composer.label, exact: true });
export const viewersLine = (page: Page, names: string) =>
  page.getByRole('status').filter({ hasText: texts.item.viewers.replace('{{names}}', names) });
