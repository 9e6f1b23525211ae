import { expect } from '@playwright/test';
import { accountStickersPath, stickerSetsOf, type AccountStickers } from '@console/api/contract';
import ruAccounts from '../../../locales/ru/accounts.json' with { type: 'json' };
import ruComposer from '../../../locales/ru/composer.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { BENCH_CHAT_AUTHOR, FAILED_CHAT_AUTHOR } from '../../server/src/seed/chats.ts';
import { test, thread, type ChatsApi } from './chatsSupport.ts';

// settings/accounts/{id}/stickers end to end (spec §2.4 stickers; docs/accounts.md): the administrator turns the Telegram
// bot's Mint set off and a chat of the account no longer offers its stickers (put back at the end: the server is
// shared); an operator sends a sticker and the thread shows it as an image.
const t = ruAccounts.edit;
const LOADED = { timeout: 25_000 };
const send = (name: string) => ruComposer.stickers.send.replace('{{name}}', name);
test.describe.configure({ timeout: 90_000 });

async function telegramChat(api: ChatsApi, accountId: number) {
  const chat = (await api.chats('&provider[]=telegram')).find(
    (one) => one.object_id === accountId && one.author.name !== BENCH_CHAT_AUTHOR && one.author.name !== FAILED_CHAT_AUTHOR,
  );
  if (!chat) throw new Error('no chat of the Telegram bot');
  return chat;
}

test.describe('as the administrator', () => {
  test.use({ user: DEMO_EMAILS.admin });
  test('turns a Telegram sticker set off; the chat composer no longer offers it', async ({
    page,
    api,
    playwright,
    baseURL,
    session,
  }) => {
    const account = await api.account('telegram');
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${(JSON.parse(session) as { access_token: string }).access_token}` },
    });
    try {
      await page.goto(`/settings/accounts/${account.id}`);
      await page
        .getByRole('navigation', { name: t.subnav.label })
        .getByRole('link', { name: t.subnav.stickers, exact: true })
        .click(LOADED);
      await expect(page).toHaveURL(new RegExp(`/settings/accounts/${account.id}/stickers$`));
      const sets = page.getByRole('group', { name: t.stickers.group });
      await sets.locator('label').filter({ hasText: 'Mint' }).click(LOADED);
      await expect(sets.getByRole('checkbox', { name: /Mint/ })).not.toBeChecked();
      await page.getByRole('button', { name: t.stickers.save, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();

      const chat = await telegramChat(api, account.id);
      await page.goto(`/chats/${chat.id}/messages`);
      await expect(thread(page)).toBeVisible(LOADED);
      await page.getByRole('button', { name: ruComposer.stickers.button, exact: true }).click(LOADED);
      const popover = page.getByRole('dialog');
      await expect(popover.getByRole('button', { name: send('Sunny: smile') })).toBeVisible();
      await expect(popover.getByRole('region', { name: 'Mint' })).toHaveCount(0);
      await expect(popover.getByRole('button', { name: send('Mint: smile') })).toHaveCount(0);
    } finally {
      const all = stickerSetsOf('telegram').map((entry) => entry.id);
      const answer = await request.patch(`/${accountStickersPath(account.id)}`, { data: { enabled: all } });
      expect(answer.ok(), await answer.text()).toBe(true);
      expect(((await answer.json()) as AccountStickers).sets.every((entry) => entry.enabled)).toBe(true);
      await request.dispose();
    }
  });
});

test('an operator sends a sticker and the thread shows it as an image', async ({ page, api }) => {
  const account = await api.account('telegram');
  const chat = await telegramChat(api, account.id);
  await page.goto(`/chats/${chat.id}/messages`);
  await expect(thread(page)).toBeVisible(LOADED);
  await page.getByRole('button', { name: ruComposer.stickers.button, exact: true }).click(LOADED);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: send('Berry: love') })
    .click();
  const picture = thread(page).locator('img[src*="v1/stickers/tg-berry-1.svg"]');
  await expect(picture.last()).toBeVisible(LOADED);
  // The picture loaded (a broken image has no natural width).
  await expect.poll(() => picture.last().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
