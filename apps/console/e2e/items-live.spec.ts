import { expect, test } from '@playwright/test';
import shell from '../../../locales/ru/shell.json' with { type: 'json' };
import type { Usergroup } from '@console/api/contract';
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { LIMITED_DEMO_USER } from '../../server/src/seed/usergroups.ts';
import { apiGet, browserOf, composerField, itemDetail, pickItem, texts, viewersLine } from './itemsSupport.ts';
import { storedToken } from './support.ts';
import { ServerProcess } from './serverProcess.ts';

// Two browsers see each other on the same item (lock/unlock over the socket, also after a server restart: spec §4, a
// lock is resent after reconnect), a reply written offline is sent once when the network is back, and a comment handed
// out of a limited user's reach says so on their open page (spec §1 user groups).
const OPERATOR = 'Oleg Operator';
const ADMIN = 'Anna Admin';

test('two browsers on the same comment show each other as viewers; leaving clears the viewer', async ({ browser }) => {
  test.setTimeout(60_000);
  const operator = await browserOf(browser, DEMO_EMAILS.operator);
  const admin = await browserOf(browser, DEMO_EMAILS.admin);
  try {
    const item = await pickItem(operator, 'youtube');
    await operator.goto(`/items/${item.id}`);
    await expect(operator.getByRole('region', { name: texts.item.thread.title })).toContainText(item.text);
    await admin.goto(`/items/${item.id}`);
    await expect(viewersLine(admin, OPERATOR)).toBeVisible();
    await expect(viewersLine(operator, ADMIN)).toBeVisible();
    // The admin goes back to the list: the operator's page no longer names them.
    await admin.getByRole('link', { name: texts.item.backToList }).click();
    await expect(admin).toHaveURL(/\/items$/);
    await expect(viewersLine(operator, ADMIN)).toHaveCount(0);
  } finally {
    await operator.context().close();
    await admin.context().close();
  }
});

test('a reply written offline is queued and sent exactly once when the network is back', async ({ page, context }) => {
  test.setTimeout(60_000);
  const { signInAs } = await import('./itemsSupport.ts');
  await signInAs(page, DEMO_EMAILS.operator);
  const item = await pickItem(page, 'vk');
  await page.goto(`/items/${item.id}`);
  await expect(composerField(page)).toBeEnabled();

  await context.setOffline(true);
  const text = `Ответ без сети ${Date.now()}`;
  await composerField(page).fill(text);
  await page.getByRole('button', { name: texts.composer.send, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.composer.queued.replace('{{count}}', '1') })).toBeVisible();
  await page.waitForTimeout(1000);
  await context.setOffline(false);

  const thread = page.getByRole('region', { name: texts.item.thread.title });
  await expect(thread.getByText(text)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: texts.composer.queued.replace('{{count}}', '1') })).toHaveCount(0);
  // Give any second attempt time to land before counting.
  await page.waitForTimeout(2000);
  const detail = await itemDetail(page, item.id);
  expect(detail.thread.filter((entry) => entry.text === text)).toHaveLength(1);
  expect(detail.history.filter((entry) => entry.field === 'reply')).toHaveLength(1);
  await page.reload();
  await expect(thread.getByText(text)).toHaveCount(1);
});

test('after a server restart the item page reconnects and locks the item again: the other browser sees it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const server = new ServerProcess({ port: 28130, env: { SANDBOX_ITEMS_PER_MINUTE: '0' } });
  await server.start();
  const operator = await browserOf(browser, DEMO_EMAILS.operator, server.url);
  const admin = await browserOf(browser, DEMO_EMAILS.admin, server.url);
  try {
    const item = await pickItem(operator, 'telegram', () => true, server.url);
    await operator.goto(`${server.url}/items/${item.id}`);
    await admin.goto(`${server.url}/items/${item.id}`);
    await expect(viewersLine(operator, ADMIN)).toBeVisible();
    await expect(viewersLine(admin, OPERATOR)).toBeVisible();

    const down = (page: typeof operator) => page.getByRole('status').filter({ hasText: shell.liveStatus.down });
    await server.stop();
    await expect(down(operator)).toBeVisible({ timeout: 15_000 });
    // While the connection is down nobody's viewing is known: the stale viewer is not shown.
    await expect(viewersLine(operator, ADMIN)).toHaveCount(0);
    await server.start();
    // Back on the item page with the connection up: no notice alone would also pass on a page the console left (the
    // browser's error page after a reload into the stopping server, chunkReload.ts).
    for (const page of [operator, admin]) {
      await expect(down(page)).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByRole('region', { name: texts.item.thread.title })).toContainText(item.text);
    }
    // The new server process knows no locks: each page's lock is sent again on reconnect.
    await expect(viewersLine(operator, ADMIN)).toBeVisible({ timeout: 15_000 });
    await expect(viewersLine(admin, OPERATOR)).toBeVisible({ timeout: 15_000 });
    // And the unlock still works on the new connection.
    await admin.getByRole('link', { name: texts.item.backToList }).click();
    await expect(viewersLine(operator, ADMIN)).toHaveCount(0);
  } finally {
    await operator.context().close();
    await admin.context().close();
    await server.stop();
  }
});

test('a comment handed to another group tells the limited user on its page, keeping their draft (spec §1)', async ({
  browser,
}) => {
  const limited = await browserOf(browser, LIMITED_DEMO_USER.email);
  const admin = await browserOf(browser, DEMO_EMAILS.admin);
  try {
    const item = await pickItem(limited, 'facebook');
    const groups = (await apiGet<{ items: Usergroup[] }>(admin, 'v1/usergroups')).items;
    const group = (own: boolean) => groups.find((one) => (one.name === LIMITED_DEMO_USER.group) === own)!.id;
    const handTo = async (usergroup_id: number) => {
      const { version } = (await itemDetail(admin, item.id)).item;
      const token = (await storedToken(admin))!.access_token;
      const answer = await admin.request.patch(`/v1/items/${item.id}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { version, usergroup_id },
      });
      expect(answer.ok(), `PATCH: ${answer.status()}`).toBe(true);
    };
    await limited.goto(`/items/${item.id}`);
    await composerField(limited).fill('Черновик ответа');
    await handTo(group(false));
    const notice = limited.getByRole('status').filter({ hasText: texts.item.gone.notice });
    await expect(notice).toBeVisible();
    await expect(composerField(limited)).toBeDisabled();
    await expect(composerField(limited)).toHaveValue('Черновик ответа');
    await notice.getByRole('link', { name: texts.item.backToList }).click();
    await expect(limited).toHaveURL(/\/items$/);
    await expect(limited.locator(`a[href="/items/${item.id}"]`)).toHaveCount(0);
    await handTo(group(true));
  } finally {
    await limited.context().close();
    await admin.context().close();
  }
});
