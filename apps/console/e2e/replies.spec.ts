import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import type { Chat } from '@console/api/contract';
import { apiGet, browserOf, composerField, itemDetail, pickItem, texts } from './itemsSupport.ts';

// No double replies (docs/error-types.md `changed_meanwhile`, docs/socket.md `composing`): two operators on one
// comment; the one who is writing shows as typing to the other, and their send is stopped when the other replied
// first, showing that reply, with "Discard" (nothing sent) and "Send anyway" (sent exactly once).
const OPERATOR = 'Oleg Operator';

const send = (page: Page) => page.getByRole('button', { name: texts.composer.send, exact: true }).click();
const stopped = (page: Page) => page.getByRole('alert').filter({ hasText: texts.composer.stopped.title });
const ours = async (page: Page, id: number) =>
  (await itemDetail(page, id)).thread.filter((entry) => entry.from_us).map((entry) => entry.text);

test('a reply stopped by another operator’s reply shows it; discard sends nothing, send anyway sends once', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const a = await browserOf(browser, DEMO_EMAILS.operator);
  const b = await browserOf(browser, DEMO_EMAILS.admin);
  try {
    const item = await pickItem(a, 'instagram');
    await a.goto(`/items/${item.id}`);
    await b.goto(`/items/${item.id}`);
    await expect(composerField(a)).toBeEnabled();
    await expect(composerField(b)).toBeEnabled();

    // A writes: B sees who is typing a reply.
    await composerField(a).fill('Ответ A');
    await expect(b.getByText(texts.composer.othersTyping.replace('{{names}}', OPERATOR))).toBeVisible();

    // B replies first; A's send is stopped and shows B's reply.
    await composerField(b).fill('Ответ B');
    await send(b);
    await expect(b.getByRole('region', { name: texts.item.thread.title }).getByText('Ответ B')).toBeVisible();
    await send(a);
    await expect(stopped(a)).toContainText('Ответ B');
    await stopped(a).getByRole('button', { name: texts.composer.stopped.discard }).click();
    await expect(stopped(a)).toHaveCount(0);
    expect(await ours(a, item.id)).toEqual(['Ответ B']);

    // Again: B replies while A writes; A sends anyway, and exactly one reply of A's goes.
    await composerField(a).fill('Ответ A, второй');
    await composerField(b).fill('Ответ B, второй');
    await send(b);
    await expect(b.getByRole('region', { name: texts.item.thread.title }).getByText('Ответ B, второй')).toBeVisible();
    await send(a);
    await expect(stopped(a)).toContainText('Ответ B, второй');
    await stopped(a).getByRole('button', { name: texts.composer.stopped.sendAnyway }).click();
    const thread = a.getByRole('region', { name: texts.item.thread.title });
    await expect(thread.getByText('Ответ A, второй')).toBeVisible({ timeout: 15_000 });
    await expect(stopped(a)).toHaveCount(0);
    expect(await ours(a, item.id)).toEqual(['Ответ B', 'Ответ B, второй', 'Ответ A, второй']);
  } finally {
    await a.context().close();
    await b.context().close();
  }
});

test('the same for a chat: a message stopped by another operator’s message shows it, and discard sends nothing', async ({
  browser,
}) => {
  const a = await browserOf(browser, DEMO_EMAILS.operator);
  const b = await browserOf(browser, DEMO_EMAILS.admin);
  try {
    // The last WhatsApp chat of the list: the other chat tests take theirs from the top or on Telegram.
    const chat = (await apiGet<{ items: Chat[] }>(a, 'v1/chats?provider[]=whatsapp&limit=100')).items.at(-1)!;
    await a.goto(`/chats/${chat.id}/messages`);
    await b.goto(`/chats/${chat.id}/messages`);
    await composerField(a).fill('Сообщение A');
    await expect(b.getByText(texts.composer.othersTyping.replace('{{names}}', OPERATOR))).toBeVisible();
    await composerField(b).fill('Сообщение B');
    await send(b);
    await expect(b.locator('p', { hasText: /^Сообщение B$/ })).toBeVisible();
    await send(a);
    await expect(stopped(a)).toContainText('Сообщение B');
    await stopped(a).getByRole('button', { name: texts.composer.stopped.discard }).click();
    await expect(stopped(a)).toHaveCount(0);
    const messages = await apiGet<{ items: { text: string }[] }>(a, `v1/chats/${chat.id}/messages`);
    expect(messages.items.filter((message) => message.text.startsWith('Сообщение '))).toEqual([
      expect.objectContaining({ text: 'Сообщение B' }),
    ]);
  } finally {
    await a.context().close();
    await b.context().close();
  }
});
