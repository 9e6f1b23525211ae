import { expect, test } from '@playwright/test';
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import common from '../../../locales/ru/common.json' with { type: 'json' };
import { expectSignedInAs, openSignedIn } from './support.ts';

// spec §8: a failed script chunk load reloads the page once, never in a loop.
test('a route chunk that keeps failing reloads the page once, then shows the error page', async ({ page }) => {
  await openSignedIn(page, DEMO_EMAILS.admin);
  await expectSignedInAs(page, 'Anna Admin');
  // From now on the home page's code cannot be loaded (a deployment removed it); the frame's chunk still loads.
  await page.route('**/assets/home-*.js', (route) => route.abort('failed'));
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: common.pageError.title })).toBeVisible();
  await page.waitForTimeout(1000);
  // Our reload and the console's one; not a third.
  expect(loads).toBe(2);
  await expect(page.getByRole('heading', { level: 1, name: common.pageError.title })).toBeVisible();
});
