import { expect, test } from '@playwright/test';
import type { ConfigResponse } from '@console/api/contract';
import ruStats from '../../../locales/ru/stats.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { OFFLINE_DEMO_USER } from '../../server/src/seed/status.ts';
import { signInAs } from './itemsSupport.ts';
import { signInByApi } from './support.ts';
import { ServerProcess } from './serverProcess.ts';

// /live end to end (spec §2.3 stats/live, docs/stats.md "Dashboard and live"): the queue moves when a sandbox comment
// arrives, without a reload: the comment's socket message revalidates the live figures. Its own server makes sandbox
// comments (the config's servers make none).
const server = new ServerProcess({ port: 31770, env: { SANDBOX_ITEMS_PER_MINUTE: '20', SANDBOX_CHATS_PER_MINUTE: '0' } });
test.beforeAll(async () => server.start());
test.afterAll(async () => server.stop());

const t = ruStats.live;

test('the live queue moves when a sandbox comment arrives', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO_EMAILS.admin, server.url);
  await page.goto(`${server.url}/live`);
  const queue = page.getByRole('region', { name: t.queue.title });
  const comments = queue.getByRole('listitem').filter({ hasText: t.queue.comments }).getByRole('link');
  await expect(comments).toHaveText(/^\d[\d\s\u00a0]*$/, { timeout: 15_000 });
  const count = async () => Number((await comments.textContent())!.replace(/\D/g, ''));
  const before = await count();
  // The page is not reloaded: a mark set on its window stays.
  await page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));
  await expect.poll(count, { timeout: 30_000 }).toBeGreaterThan(before);
  expect(await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(true);
});

// The dashboard (spec §2.3 stats/dashboard, the shortcut /dashboard) moves the same way: its new comments now grow
// without a reload as sandbox comments arrive.
test('the dashboard’s new comments move when a sandbox comment arrives', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO_EMAILS.admin, server.url);
  await page.goto(`${server.url}/dashboard`);
  const comments = page.getByRole('region', { name: ruStats.dashboard.comments });
  const fresh = comments.getByRole('listitem').filter({ hasText: ruStats.dashboard.counters.new }).getByRole('link');
  await expect(fresh).toHaveText(/^\d[\d\s\u00a0]*$/, { timeout: 15_000 });
  const count = async () => Number((await fresh.textContent())!.replace(/\D/g, ''));
  const before = await count();
  await page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));
  await expect.poll(count, { timeout: 30_000 }).toBeGreaterThan(before);
  expect(await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(true);
});

// A member's status is heard by everyone watching (docs/stats.md "Dashboard and live", docs/socket.md `status` naming
// the user): on the config's server, where no sandbox comment arrives, so nothing else can move the page.
test('the online count follows another member’s status without a reload', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO_EMAILS.admin);
  await page.goto('/live');
  const heading = page.getByRole('heading', { name: new RegExp(`^${t.online.replace('{{number}}', '\\d+')}$`) });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  const online = async () => Number((await heading.textContent())!.replace(/\D/g, ''));
  const before = await online();
  await page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));

  // The second user (offline in the seed) chooses a status that is not offline, by the API, then goes back.
  const { access_token } = JSON.parse(await signInByApi(request, OFFLINE_DEMO_USER.email)) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}` };
  const config = (await (await request.get('/v1/config', { headers })).json()) as ConfigResponse;
  const spaceId = config.spaces[0]!.id;
  const ofSpace = config.user_statuses.filter((status) => status.space_id === spaceId);
  const choose = async (status: number) =>
    expect((await request.put('/v1/me/status', { headers, data: { status, space_id: spaceId } })).ok()).toBe(true);
  await choose(ofSpace.find((status) => !status.offline)!.id);
  await expect.poll(online, { timeout: 15_000 }).toBe(before + 1);
  await choose(ofSpace.find((status) => status.offline)!.id);
  await expect.poll(online, { timeout: 15_000 }).toBe(before);
  expect(await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(true);
});
