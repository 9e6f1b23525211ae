import { expect, test, type Page } from '@playwright/test';
import ruAccounts from '../../../locales/ru/accounts.json' with { type: 'json' };
import ruChats from '../../../locales/ru/chats.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { ServerProcess } from './serverProcess.ts';
import { openSignedIn, storedToken } from './support.ts';

// docs/token-networks.md end to end, in Chromium against the reference server (own server: sandbox messages arrive,
// one every two seconds per space): a Telegram bot connects by its token from the add-account page and its first
// sandbox message arrives in the chats; a TikTok account connects through the sandbox popup, which returns to
// /callback/tiktok on one of config.json's three hosts (spec §2.1: here the local one, http://localhost:<port>).
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const PORT = 31810;
const server = new ServerProcess({ port: PORT, env: { SANDBOX_CHATS_PER_MINUTE: '30', SANDBOX_ITEMS_PER_MINUTE: '0' } });
const t = ruAccounts;
const COMPANY = 'Кофейня «Зерно»';
const BOT_TOKEN = `7012345678:${'AAHk_e2e-Bot'.padEnd(35, 'x')}`;

test.beforeAll(async () => {
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

async function openAddPage(page: Page, origin: string) {
  await openSignedIn(page, DEMO_EMAILS.admin, '/settings/accounts', origin);
  await page.getByRole('link', { name: t.list.addTo.replace('{{company}}', COMPANY) }).click();
  await expect(page).toHaveURL(/\/settings\/accounts\/add\?company=\d+$/);
}

test('a Telegram bot connects by its token, and its first sandbox message arrives in the chats', async ({ page }) => {
  await openAddPage(page, server.url);
  const keys = page.getByRole('region', { name: t.add.keyProviders });
  await keys.getByRole('button', { name: 'Telegram', exact: true }).click();
  const form = page.getByRole('region', { name: t.connect.title.replace('{{provider}}', 'Telegram') });
  const token = form.getByLabel(t.connect.fields.botToken, { exact: true });
  // The format is checked before the server is asked.
  await token.fill('12345:short');
  await form.getByRole('button', { name: t.connect.submit }).click();
  await expect(form.getByText(t.connect.format)).toBeVisible();
  // The sandbox refuses a token with 'bad' in it: the network's text.
  await token.fill(`1:${'bad'.padEnd(35, 'b')}`);
  await form.getByRole('button', { name: t.connect.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.add.failed })).toContainText('rejected by the network (sandbox)');

  await token.fill(BOT_TOKEN);
  await form.getByRole('button', { name: t.connect.submit }).click();
  await expect(page).toHaveURL(/\/settings\/accounts\/add\/success\?company=\d+&object_id=\d+$/);
  const objectId = Number(new URL(page.url()).searchParams.get('object_id'));
  await expect(page.getByRole('status').filter({ hasText: 'Telegram' })).toBeVisible();
  // Never returned: not in the page, not in the accounts list's answer.
  await expect(page.locator('body')).not.toContainText(BOT_TOKEN);

  const access = (await storedToken(page))?.access_token;
  const objects = await fetch(`${server.url}/v1/objects`, { headers: { authorization: `Bearer ${access}` } });
  expect(await objects.text()).not.toContain(BOT_TOKEN);

  // The next sandbox message of the space goes to the new bot (it has no chat yet).
  type Chats = { items: { id: number; object_id: number; author: { name: string }; excerpt: string }[] };
  let chat: Chats['items'][number] | undefined;
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${server.url}/v1/chats?object_id[]=${objectId}`, {
          headers: { authorization: `Bearer ${access}` },
        });
        chat = ((await answer.json()) as Chats).items.find((one) => one.object_id === objectId);
        return chat !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  // In the chats list, the bot's chat (found by its link: the sandbox's author names may be hostile text, which the
  // list shows with its invisible characters marked, so a name is no reliable handle).
  await page.goto(`${server.url}/chats?tab=all`);
  const list = page.getByRole('region', { name: ruChats.list.label, exact: true });
  await expect(list.locator(`a[href^="/chats/${chat!.id}/messages"]`).first()).toBeVisible();
});

test('a TikTok account connects through the sandbox popup, back through /callback/tiktok', async ({ page }) => {
  // The console on the local development host of the three (config.json tiktokRedirectHosts).
  const local = `http://localhost:${PORT}`;
  await openAddPage(page, local);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: t.providers.tiktok, exact: true }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/sandbox\/connect\/tiktok\?/);
  await expect(popup.getByRole('heading', { level: 1, name: 'Тестовая авторизация: TikTok' })).toBeVisible();
  await popup.getByRole('textbox', { name: 'Название аккаунта' }).fill('Зерно TikTok');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Разрешить доступ' }).click();
  await closed; // /callback/tiktok handed the code to the opener and closed

  await expect(page).toHaveURL(/\/settings\/accounts\/add\/success\?company=\d+&object_id=\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Зерно TikTok' })).toBeVisible();
  await page.getByRole('link', { name: t.success.toList }).click();
  await expect(page.getByRole('region', { name: COMPANY }).getByText('Зерно TikTok', { exact: true })).toBeVisible();
});
