import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Item, ItemsPage } from '@console/api/contract';
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { installClocks, moveClocksTo, ownClockServer, serverNow } from './clocks.ts';
import { texts } from './itemsSupport.ts';
import { signInByApi } from './support.ts';

// docs/stats.md "Drill-down", "Screens": a number of /stats/users opens the comments behind it, and the list holds as
// many as the number counts. The operator replies to two comments of one account and closes two others without a reply,
// one of each ten minutes before midnight in Vladivostok (the administrator's zone here, UTC+10) and one ten minutes
// after, through the API at the server's test clock (docs/testing.md "The server's clock"); the administrator opens
// /stats/users for those two days under that account's filter and clicks each number.
ownClockServer(31830);

const ZONE = 'Asia/Vladivostok';
const ZONE_OFFSET_MS = 10 * 3_600_000; // no daylight saving since 2011
const OPERATOR_NAME = 'Oleg Operator';

const ymd = (at: number) => new Date(at + ZONE_OFFSET_MS).toISOString().slice(0, 10);
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) - ZONE_OFFSET_MS;

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  return (JSON.parse(await signInByApi(request, email)) as { access_token: string }).access_token;
}

async function api<T>(request: APIRequestContext, token: string, method: string, path: string, data?: unknown): Promise<T> {
  const answer = await request.fetch(`/${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** Signs the page in with a session stamped at the server's time (the page's clock is the server's). */
async function openSignedInAt(page: Page, email: string, path: string): Promise<void> {
  const token = JSON.parse(await signInByApi(page.request, email)) as { expires_in: number };
  const stored = JSON.stringify({ ...token, expires_at: (await serverNow(page)) + token.expires_in * 1000 });
  await page.goto('/healthz');
  await page.evaluate((value) => window.localStorage.setItem('id_token', value), stored);
  await page.goto(path);
}

test('numbers of /stats/users across a zone’s midnight open lists of as many comments', async ({ page, request }) => {
  test.setTimeout(120_000);
  const now = await installClocks(page);
  const first = ymd(now + 86_400_000);
  const midnight = dayStart(ymd(now + 2 * 86_400_000));
  const second = ymd(midnight);

  await moveClocksTo(page, midnight - 10 * 60_000);
  const admin = await tokenOf(request, DEMO_EMAILS.admin);
  await api(request, admin, 'PATCH', 'v1/me', { time_zone: ZONE });
  const operator = await tokenOf(request, DEMO_EMAILS.operator);
  // Four new comments of one account that nobody has answered.
  const inbox = await api<ItemsPage>(request, operator, 'GET', 'v1/items?status[]=new&limit=100');
  const fresh = inbox.items.filter((item) => !item.from_us && item.replied_by === null);
  const account = fresh.find((item) => fresh.filter((one) => one.object_id === item.object_id).length >= 4)!.object_id;
  const [replyFirst, closeFirst, replySecond, closeSecond] = fresh.filter((item) => item.object_id === account) as [
    Item,
    Item,
    Item,
    Item,
  ];
  const reply = (item: Item) => api(request, operator, 'POST', `v1/items/${item.id}/reply`, { text: 'Ответ для статистики' });
  const close = (item: Item) =>
    api(request, operator, 'PATCH', `v1/items/${item.id}`, { version: item.version, status: 'closed' });

  await reply(replyFirst);
  await close(closeFirst);
  await moveClocksTo(page, midnight + 10 * 60_000);
  await reply(replySecond);
  await close(closeSecond);

  const figures = `/stats/users?from=${first}&to=${second}&object_id[]=${account}`;
  await openSignedInAt(page, DEMO_EMAILS.admin, figures);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: OPERATOR_NAME }) });
  const rows = page.getByRole('grid', { name: texts.items.list.label }).getByRole('row');
  for (const event of ['replied', 'closed_without_reply']) {
    const link = row.locator(`a[href^="/items?event=${event}&"]`);
    await expect(link).toBeVisible({ timeout: 20_000 });
    const count = Number((await link.textContent())!.replace(/\D/g, ''));
    expect(count, event).toBeGreaterThan(1);
    await expect(link).toHaveAttribute('href', new RegExp(`event_tz=${encodeURIComponent(ZONE)}.*object_id%5B%5D=${account}`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/items\\?event=${event}&`));
    await expect(rows).toHaveCount(count);
    await page.goto(figures);
  }
});
