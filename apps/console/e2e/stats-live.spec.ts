import { expect, test } from '@playwright/test';
import ruStats from '../../../locales/ru/stats.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { signInAs } from './itemsSupport.ts';
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
