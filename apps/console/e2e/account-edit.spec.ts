import { expect } from '@playwright/test';
import { accountPath, providerOf, type AccountSettings } from '@console/api/contract';
import ruAccounts from '../../../locales/ru/accounts.json' with { type: 'json' };
import ruChats from '../../../locales/ru/chats.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { BENCH_CHAT_AUTHOR, FAILED_CHAT_AUTHOR } from '../../server/src/seed/chats.ts';
import { bubble, test, thread } from './chatsSupport.ts';

// settings/accounts/{id} end to end (spec §2.4 account-edit, reactions): the administrator renames the Telegram bot
// from its page and the accounts list shows the new name; turns one reaction off on its reactions page, and a chat
// of the account no longer offers it in the reaction picker. Both are put back at the end (the server is shared by
// the project's other spec files).
const t = ruAccounts.edit;
const LOADED = { timeout: 25_000 };
const OFF = '😡'; // the last of the Telegram list: the chats spec reacts with the first
test.use({ user: DEMO_EMAILS.admin });
test.describe.configure({ timeout: 90_000 });

test('the administrator renames an account and turns a reaction off; the list and the chat follow', async ({
  page,
  api,
  playwright,
  baseURL,
  session,
}) => {
  const account = await api.account('telegram');
  const name = `Zerno Bot ${Date.now()}`;
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${(JSON.parse(session) as { access_token: string }).access_token}` },
  });
  try {
    // The accounts list links each account to its page.
    await page.goto('/settings/accounts');
    await page.getByRole('link', { name: account.name, exact: true }).click(LOADED);
    await expect(page).toHaveURL(new RegExp(`/settings/accounts/${account.id}$`));
    const field = page.getByRole('textbox', { name: t.form.name });
    await expect(field).toHaveValue(account.name, LOADED);
    await field.fill(name);
    await page.getByRole('button', { name: t.form.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    await page.getByRole('link', { name: t.back, exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/accounts$/);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible(LOADED);

    // Its reactions page, through the account's sub-navigation: one reaction off.
    await page.getByRole('link', { name, exact: true }).click();
    await page
      .getByRole('navigation', { name: t.subnav.label })
      .getByRole('link', { name: t.subnav.reactions, exact: true })
      .click(LOADED);
    await expect(page).toHaveURL(new RegExp(`/settings/accounts/${account.id}/reactions$`));
    const reactions = page.getByRole('group', { name: t.reactions.group });
    // The checkbox's label takes the press (react-aria's input sits under it).
    await reactions
      .locator('label')
      .filter({ has: page.getByRole('img', { name: OFF, exact: true }) })
      .click(LOADED);
    await expect(reactions.getByRole('checkbox', { name: OFF, exact: true })).not.toBeChecked();
    await page.getByRole('button', { name: t.reactions.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();

    // A chat of the account: the picker offers the others, not that one.
    const chats = (await api.chats('&provider[]=telegram')).filter(
      (chat) =>
        chat.object_id === account.id && chat.author.name !== BENCH_CHAT_AUTHOR && chat.author.name !== FAILED_CHAT_AUTHOR,
    );
    let target: { chatId: number; messageId: number } | null = null;
    for (const chat of chats) {
      const incoming = (await api.messages(chat.id)).filter(
        (message) => message.kind === 'message' && message.direction === 'in',
      );
      if (incoming.length > 0) {
        target = { chatId: chat.id, messageId: incoming.at(-1)!.id };
        break;
      }
    }
    if (!target) throw new Error('no chat of the Telegram bot with a customer message');
    await page.goto(`/chats/${target.chatId}/messages`);
    await expect(thread(page)).toBeVisible(LOADED);
    await bubble(page, target.messageId).getByRole('button', { name: ruChats.message.react, exact: true }).click();
    const picker = page.getByRole('group', { name: ruChats.message.reactions });
    const first = String(providerOf('telegram')!.reactions![0]);
    await expect(picker.getByRole('button', { name: first, exact: true })).toBeVisible();
    await expect(picker.getByRole('button', { name: OFF, exact: true })).toHaveCount(0);
  } finally {
    // Put back: the name and every reaction.
    const answer = await request.patch(`/${accountPath(account.id)}`, {
      data: { name: account.name, reactions: [...providerOf('telegram')!.reactions!] },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    expect(((await answer.json()) as AccountSettings).object.name).toBe(account.name);
    await request.dispose();
  }
});
