import { expect, test } from '@playwright/test';
import ruAccounts from '../../../locales/ru/accounts.json' with { type: 'json' };
import { TEST_COMMENT_PATH } from '../../server/src/clock/testClock.ts';
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { apiGet, signInAs } from './itemsSupport.ts';
import { ServerProcess } from './serverProcess.ts';

// accounts/{id}/exclude end to end (spec §2.4; docs/exclusions.md): an administrator excludes a word on the VK account,
// then the sandbox network sends two comments to it (TEST_COMMENT_PATH, on a server of its own with TEST_CLOCK=1 and
// no comments of its own): the one with the word never arrives in the inbox, the one without it does.
const server = new ServerProcess({
  port: 31740,
  env: { SANDBOX_ITEMS_PER_MINUTE: '0', SANDBOX_CHATS_PER_MINUTE: '0', TEST_CLOCK: '1' },
});
test.beforeAll(async () => server.start());
test.afterAll(async () => server.stop());

test('an administrator excludes a word: a sandbox comment with it does not arrive, one without it does', async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const word = `промокод${stamp}`;
  const kept = `Спасибо за кофе ${stamp}`;
  const dropped = `Дарим ${word.toUpperCase()} всем!`;
  await signInAs(page, DEMO_EMAILS.admin, server.url);
  const { items } = await apiGet<{ items: { id: number; provider: string; name: string }[] }>(page, 'v1/objects', server.url);
  const vk = items.find((one) => one.provider === 'vk')!;

  await page.goto(`${server.url}/settings/accounts/${vk.id}/exclude`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(vk.name) })).toBeVisible();
  await page.getByRole('textbox', { name: ruAccounts.exclusions.words.field }).fill(word);
  await page.getByRole('button', { name: ruAccounts.exclusions.words.add }).click();
  await expect(
    page.getByRole('status').filter({ hasText: ruAccounts.exclusions.words.added.replace('{{word}}', word) }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: ruAccounts.exclusions.words.title })).toContainText(word);

  // The sandbox network sends both comments now; the first is kept out before it is stored.
  const send = async (text: string) => {
    const answer = await page.request.post(`${server.url}${TEST_COMMENT_PATH}`, { data: { object_id: vk.id, text } });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { id: number | null }).id;
  };
  expect(await send(dropped)).toBeNull();
  expect(await send(kept)).not.toBeNull();

  await page.goto(`${server.url}/items`);
  await expect(page.getByText(kept).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(dropped)).toHaveCount(0);
});
