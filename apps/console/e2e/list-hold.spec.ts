import { expect, test } from '@playwright/test';
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { signInAs, texts } from './itemsSupport.ts';
import { ServerProcess } from './serverProcess.ts';

// screens.md "Comments inbox": a pointer over the list holds new comments behind the "N new" pill, even at the very
// top, so the row under the pointer stays put; leaving the list lets them in. Its own server makes sandbox comments
// quickly (the config's servers make none).
const server = new ServerProcess({ port: 31710, env: { SANDBOX_ITEMS_PER_MINUTE: '120', SANDBOX_CHATS_PER_MINUTE: '0' } });
test.beforeAll(async () => server.start());
test.afterAll(async () => server.stop());

const { newPill_one, newPill_few, newPill_many } = texts.items.list;
const pillText = new RegExp(`^\\d+ (${[newPill_one, newPill_few, newPill_many].map((text) => text.split(' ')[1]).join('|')}) `);

test('new sandbox comments arriving while the pointer is over the list do not move the row under it', async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.operator, server.url);
  await page.goto(`${server.url}/items`);
  const grid = page.getByRole('grid', { name: texts.items.list.label });
  const row = grid.getByRole('row').nth(2);
  await row.hover();
  const handle = (await row.elementHandle())!;
  const before = await handle.boundingBox();
  const pill = page.getByRole('button', { name: pillText });
  // Until a comment came: held behind the pill, or (without the hold) inserted above the row.
  await expect
    .poll(async () => (await pill.isVisible()) || (await handle.boundingBox())?.y !== before?.y, { timeout: 20_000 })
    .toBe(true);
  expect(await handle.boundingBox()).toEqual(before);
  await expect(pill).toBeVisible();
  // Leaving the list lets the held comments in.
  await page.mouse.move(2, 2);
  await expect(pill).toHaveCount(0);
  // The row goes down by the rows let in, or out of the rendered rows (the list is virtualised) when they are many.
  await expect.poll(async () => ((await handle.boundingBox())?.y ?? Infinity) > before!.y).toBe(true);
});
