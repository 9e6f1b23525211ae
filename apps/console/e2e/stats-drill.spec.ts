import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Item, ItemsPage } from '@console/api/contract';
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { installClocks, moveClocksTo, ownClockServer, serverNow } from './clocks.ts';
import { texts } from './itemsSupport.ts';
import { signInByApi } from './support.ts';

// docs/stats.md "Drill-down", "Screens" (issue's Proof: numbers above 1 for replied and closed without a reply, under a
// real filter, in a zone other than UTC and across its midnight, open the comments behind them, as many as the
// numbers). The operator replies to and closes without a reply comments of one account: one of each ten minutes before
// midnight in Vladivostok (the administrator's zone here, UTC+10, where midnight is 14:00 UTC: both sides are one UTC
// day) and two of each after it; and one of each of another account after it. Through the API at the server's test
// clock (docs/testing.md "The server's clock"). The administrator opens /stats/users for the day after midnight under
// the first account's filter: each number is exactly 2 (the zone's day leaves out the events before its midnight, the
// filter the other account's), and its link lists exactly those two comments.
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

test('numbers of /stats/users for a zone’s day under an account filter open lists of exactly those comments', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const now = await installClocks(page);
  const midnight = dayStart(ymd(now + 2 * 86_400_000));
  const day = ymd(midnight);
  expect(new Date(midnight - 10 * 60_000).toISOString().slice(0, 10)).toBe(
    new Date(midnight + 10 * 60_000).toISOString().slice(0, 10),
  );

  await moveClocksTo(page, midnight - 10 * 60_000);
  const admin = await tokenOf(request, DEMO_EMAILS.admin);
  await api(request, admin, 'PATCH', 'v1/me', { time_zone: ZONE });
  const operator = await tokenOf(request, DEMO_EMAILS.operator);
  const operatorId = (await api<{ id: number }>(request, operator, 'GET', 'v1/me')).id;
  // New comments nobody has answered: six of one account, two of another.
  const inbox = await api<ItemsPage>(request, operator, 'GET', 'v1/items?status[]=new&limit=100');
  const fresh = inbox.items.filter((item) => !item.from_us && item.replied_by === null);
  const ofAccount = (objectId: number) => fresh.filter((item) => item.object_id === objectId);
  const account = fresh.find((item) => ofAccount(item.object_id).length >= 6)?.object_id;
  const other = fresh.find((item) => item.object_id !== account && ofAccount(item.object_id).length >= 2)?.object_id;
  expect(account, 'an account with six new comments').toBeDefined();
  expect(other, 'another account with two new comments').toBeDefined();
  const [replyBefore, closeBefore, ...after] = ofAccount(account!) as [Item, Item, Item, Item, Item, Item];
  const [replied1, replied2, closed1, closed2] = after as [Item, Item, Item, Item];
  const [replyOther, closeOther] = ofAccount(other!) as [Item, Item];
  const reply = (item: Item) => api(request, operator, 'POST', `v1/items/${item.id}/reply`, { text: 'Ответ для статистики' });
  const close = (item: Item) =>
    api(request, operator, 'PATCH', `v1/items/${item.id}`, { version: item.version, status: 'closed' });

  await reply(replyBefore);
  await close(closeBefore);
  await moveClocksTo(page, midnight + 10 * 60_000);
  for (const item of [replied1, replied2, replyOther]) await reply(item);
  for (const item of [closed1, closed2, closeOther]) await close(item);

  const figures = `/stats/users?from=${day}&to=${day}&object_id[]=${account}`;
  await openSignedInAt(page, DEMO_EMAILS.admin, figures);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: OPERATOR_NAME }) });
  const rows = page.getByRole('grid', { name: texts.items.list.label }).getByRole('row');
  const expected = { replied: [replied1, replied2], closed_without_reply: [closed1, closed2] };
  for (const [event, behind] of Object.entries(expected)) {
    const link = row.locator(`a[href^="/items?event=${event}&"]`);
    await expect(link).toBeVisible({ timeout: 20_000 });
    const count = Number((await link.textContent())!.replace(/\D/g, ''));
    expect(count, event).toBe(2);
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`event_tz=${encodeURIComponent(ZONE)}.*object_id%5B%5D=${account}`));
    expect(href).toContain(`event_user_id=${operatorId}`);
    // The list's own query (the link's) holds exactly the comments behind the number.
    const listed = await api<ItemsPage>(request, admin, 'GET', `v1/items${href.slice('/items'.length)}&limit=100`);
    expect(listed.items.map((item) => item.id).sort(), event).toEqual(behind.map((item) => item.id).sort());
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/items\\?event=${event}&`));
    await expect(rows).toHaveCount(count);
    await page.goto(figures);
  }
});
