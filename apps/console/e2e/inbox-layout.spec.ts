import { expect, type Locator, type Page } from '@playwright/test';
import { test, texts as chatTexts } from './chatsSupport.ts';
import { texts } from './itemsSupport.ts';

// screens.md "Comments inbox" and "Chats": on a wide screen the open item or chat shows beside the list, which keeps its
// filters and scroll; on a phone they are two views. Going back (the link, Esc, the browser) returns to the list with
// the query it had (spec §7 POST v1/chats: "the chat page opens with the current query").
const { items: list, item: itemPage } = texts;
const { chats } = chatTexts;
const LOADED = { timeout: 25_000 };
const DESKTOP = { width: 1680, height: 900 };
const PHONE = { width: 390, height: 844 };

const itemsGrid = (page: Page) => page.getByRole('grid', { name: list.list.label });
const itemThread = (page: Page) => page.getByRole('region', { name: itemPage.thread.title });
const listScroller = (page: Page) => itemsGrid(page).locator('xpath=..');
/** The page's path and query, the query normalised (`[]` or `%5B%5D` alike). */
const where = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}?${url.searchParams.toString()}`;
};
/** Whether the row `index` is within the list's visible part (the reading position kept, not lost to the top). */
const rowInView = (page: Page, index: string) =>
  listScroller(page).evaluate((scroller, at) => {
    const row = scroller.querySelector(`[role="row"][data-index="${at}"]`);
    if (!row || scroller.scrollTop === 0) return false;
    const [view, box] = [scroller.getBoundingClientRect(), row.getBoundingClientRect()];
    return box.bottom > view.top && box.top < view.bottom;
  }, index);
/** The row at the top of the list's visible part (clicking it does not scroll the list). */
const firstRowInView = (page: Page) =>
  listScroller(page).evaluate((scroller) => {
    const top = scroller.getBoundingClientRect().top;
    const rows = Array.from(scroller.querySelectorAll<HTMLElement>('[role="row"]'));
    return rows.find((row) => row.getBoundingClientRect().top >= top)!.dataset['index']!;
  });

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('an item opens beside the list, which keeps its filters and scroll; the link, Esc and back return to it', async ({
    page,
  }) => {
    await page.goto('/items?status%5B%5D=new');
    const filters = page.getByRole('region', { name: list.filters.title });
    const inprogress = filters.getByRole('group', { name: list.filters.status }).getByRole('checkbox', {
      name: list.status.inprogress,
    });
    await expect(itemsGrid(page).getByRole('row').first()).toBeVisible(LOADED);
    const query = new URL(page.url()).searchParams.toString();
    await listScroller(page).evaluate((scroller) => scroller.scrollTo({ top: 500 }));
    const opened = async () => {
      const index = await firstRowInView(page);
      await itemsGrid(page).locator(`[role="row"][data-index="${index}"]`).getByRole('link').click();
      await expect.poll(() => where(page)).toMatch(/^\/items\/\d+\?/);
      expect(where(page).split('?')[1]).toBe(query);
      await expect(itemThread(page)).toBeVisible(LOADED);
      return index;
    };
    // The list narrows beside the item and its rows grow taller: the reading position is kept, not the pixels.
    const back = async (index: string) => {
      await expect.poll(() => where(page)).toBe(`/items?${query}`);
      await expect(itemThread(page)).toHaveCount(0);
      await expect(inprogress).not.toBeChecked();
      await expect.poll(() => rowInView(page, index)).toBe(true);
    };

    let index = await opened();
    // The list is still there, with the same filters and scroll, the open row marked current.
    await expect(itemsGrid(page)).toBeVisible();
    await expect(inprogress).not.toBeChecked();
    await expect(itemsGrid(page).locator(`[role="row"][data-index="${index}"]`)).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => rowInView(page, index)).toBe(true);

    await page.getByRole('link', { name: itemPage.backToList, exact: true }).click();
    await back(index);
    index = await opened();
    await page.keyboard.press('Escape');
    await back(index);
    index = await opened();
    await page.goBack();
    await back(index);
  });

  test('a chat opens beside the list; Esc returns to the list with its query', async ({ page }) => {
    await page.goto('/chats?tab=all');
    const region = page.getByRole('region', { name: chats.list.label, exact: true });
    const first = region.getByRole('listitem').first();
    await expect(first).toBeVisible(LOADED);
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/chats\/\d+\/messages\?tab=all$/);
    await expect(page.getByRole('region', { name: chats.chat.thread, exact: true })).toBeVisible(LOADED);
    await expect(region).toBeVisible();
    await expect(first).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/chats\?tab=all$/);
    await expect(page.getByRole('region', { name: chats.chat.thread, exact: true })).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the item is a view of its own; Back shows the list again with its query', async ({ page }) => {
    await page.goto('/items?status%5B%5D=new');
    await expect(itemsGrid(page).getByRole('row').first()).toBeVisible(LOADED);
    await itemsGrid(page).getByRole('row').first().getByRole('link').click();
    await expect(itemThread(page)).toBeVisible(LOADED);
    await expect.poll(() => where(page)).toMatch(/^\/items\/\d+\?status%5B%5D=new$/);
    await expect(itemsGrid(page)).toBeHidden();
    await page.getByRole('link', { name: itemPage.backToList, exact: true }).click();
    await expect.poll(() => where(page)).toBe('/items?status%5B%5D=new');
    await expect(itemsGrid(page)).toBeVisible();
    await expect(itemThread(page)).toHaveCount(0);
  });
});

// quality.md and screens.md "Comments inbox", "Chats": room to read, measured rather than only screenshot. The window
// itself never scrolls for these: the list, the thread and the author panel scroll inside their panes.
/** Whether the locator's box lies wholly inside the window. */
const wholeInView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  });
/** How many list rows show whole, inside both the list's scroller and the window. */
const rowsWhollyInView = (page: Page) =>
  listScroller(page).evaluate((scroller) => {
    const view = scroller.getBoundingClientRect();
    return Array.from(scroller.querySelectorAll('[role="row"]')).filter((row) => {
      const box = row.getBoundingClientRect();
      return box.height > 0 && box.top >= Math.max(view.top, 0) && box.bottom <= Math.min(view.bottom, innerHeight);
    }).length;
  });
/** The top bar's height and the distinct tops of its visible controls (one row: one top). */
const topBarRows = (page: Page) =>
  page.getByRole('banner').evaluate((bar) => {
    const controls = Array.from(bar.querySelectorAll<HTMLElement>('button, a[href]')).filter((c) => c.offsetParent !== null);
    const middles = controls.map((c) => {
      const box = c.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    });
    return {
      height: bar.getBoundingClientRect().height,
      spread: Math.max(...middles) - Math.min(...middles),
      controls: controls.length,
    };
  });

test.describe('room to read, measured', () => {
  test('at 1440x900 an open item leaves eight list rows, its whole header and the composer in view', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // A network the operator answers on (spec §9), so the item has its composer.
    await page.goto('/items?provider%5B%5D=vk');
    await expect(itemsGrid(page).getByRole('row').first()).toBeVisible(LOADED);
    await itemsGrid(page).getByRole('row').first().getByRole('link').click();
    await expect(itemThread(page)).toBeVisible(LOADED);
    const heading = page.getByRole('heading', { level: 1, name: new RegExp(Object.values(itemPage.kinds).join('|')) });
    await expect.poll(() => rowsWhollyInView(page)).toBeGreaterThanOrEqual(8);
    expect(await wholeInView(heading.locator('xpath=ancestor::header[1]'))).toBe(true);
    for (const control of [itemPage.controls.status, itemPage.controls.priority, itemPage.controls.assignee]) {
      expect(await wholeInView(page.getByRole('combobox', { name: control, exact: true })), control).toBe(true);
    }
    // The composer is pinned below the thread, which scrolls between it and the header.
    expect(await wholeInView(page.getByRole('textbox', { name: texts.composer.label, exact: true }))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight)).toBe(true);
  });

  test('at 390x844 the top bar is one row, and a chat shows its composer without scrolling', async ({ page, api }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/items?status%5B%5D=new');
    await expect(itemsGrid(page).getByRole('row').first()).toBeVisible(LOADED);
    const bar = await topBarRows(page);
    expect(bar.controls).toBeGreaterThan(2);
    expect(bar.height).toBeLessThanOrEqual(64);
    expect(bar.spread).toBeLessThanOrEqual(2);

    const [chat] = await api.chats();
    await page.goto(`/chats/${chat!.id}/messages?tab=all`);
    await expect(page.getByRole('region', { name: chats.chat.thread, exact: true })).toBeVisible(LOADED);
    const composer = page.getByRole('textbox', { name: chatTexts.composer.label, exact: true });
    await expect(composer).toBeVisible(LOADED);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(await wholeInView(composer)).toBe(true);
    expect((await topBarRows(page)).spread).toBeLessThanOrEqual(2);
  });
});
