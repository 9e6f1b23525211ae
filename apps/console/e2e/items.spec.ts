import { expect, test } from '@playwright/test';
import ruServer from '../../../locales/ru/server.json' with { type: 'json' };
import ruShell from '../../../locales/ru/shell.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import type { ObjectsResponse } from '@console/api/contract';
import { PIXEL_PNG } from './chatsSupport.ts';
import { apiGet, composerField, itemDetail, pickItem, signInAs, texts } from './itemsSupport.ts';
import { storedToken } from './support.ts';

// As a person uses the inbox against the reference server: an operator filters, opens, replies with a
// file (shown in the thread), tags and closes; a moderator blocks an author and cannot reply; a read-only user sees no action.
const { items: list, item: page1, composer } = texts;

test('an operator filters the inbox, opens a comment, replies with a file, tags it and closes it', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO_EMAILS.operator);
  await page.goto('/items');
  const filters = page.getByRole('region', { name: list.filters.title });
  const statuses = filters.getByRole('group', { name: list.filters.status });
  // Only new comments, only from the Facebook account (the URL keeps the filters: architecture.md).
  await expect(statuses.getByRole('checkbox', { name: list.status.inprogress })).toBeChecked();
  await statuses.getByText(list.status.inprogress, { exact: true }).click();
  await filters.getByRole('group', { name: list.filters.accounts }).getByText('Zerno Coffee', { exact: true }).click();
  await expect.poll(() => decodeURIComponent(page.url())).toContain('status[]=new');
  expect(decodeURIComponent(page.url())).toContain('object_id[]=6');
  expect(decodeURIComponent(page.url())).not.toContain('status[]=inprogress');

  const rows = page.getByRole('grid', { name: list.list.label }).getByRole('row');
  await expect(rows.first()).toBeVisible();
  const shown = await rows.count();
  for (let index = 0; index < shown; index += 1) await expect(rows.nth(index)).toContainText(list.status.new);
  // The filters survive a reload (they live in the URL).
  await page.reload();
  await expect(statuses.getByRole('checkbox', { name: list.status.inprogress })).not.toBeChecked();
  await expect(rows.first()).toBeVisible();

  await rows.first().getByRole('link').click();
  // The item keeps the list's query (its filters come back with Back and Esc).
  await expect(page).toHaveURL(/\/items\/\d+\?.*object_id/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const before = await itemDetail(page, id);
  expect(before.item.provider).toBe('facebook');
  expect(before.item.status).toBe('new');

  const status = page.getByRole('combobox', { name: page1.controls.status, exact: true });
  await expect(status).toHaveValue('new');
  const reply = `Ответ оператора ${Date.now()}`;
  await composerField(page).fill(reply);
  // With a small real PNG (Facebook takes one image per comment, spec §9): it goes up, then the reply names it.
  await page.locator('input[type="file"]').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(page.getByRole('list', { name: composer.attachments })).toContainText('pixel.png');
  await page.getByRole('button', { name: composer.send, exact: true }).click();
  const thread = page.getByRole('region', { name: page1.thread.title });
  await expect(thread.getByText(reply)).toBeVisible();
  // The reply's image is in the thread, previewed from the server's signed link (it really loads: a 1×1 picture).
  const picture = thread.getByRole('img', { name: composer.attachment.image.replace('{{name}}', 'pixel.png') });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth)).toBe(1);
  await expect(page.getByRole('list', { name: composer.attachments })).toHaveCount(0);
  await expect(status).toHaveValue('inprogress');
  await page.reload();
  await expect(thread.getByText(reply)).toBeVisible();
  await expect(picture).toBeVisible();
  await expect(status).toHaveValue('inprogress');

  // A tag from the space's tags (a multiple choice list box), then close the comment.
  const tags = page.getByRole('button', { name: new RegExp(page1.controls.tags) });
  await expect(tags).toContainText(before.item.tags.length === 0 ? page1.controls.tagsNone : '');
  await tags.click();
  const options = page.getByRole('listbox').getByRole('option');
  const unchosen = options.and(page.locator('[aria-selected="false"]')).first();
  const tagName = (await unchosen.textContent())!.trim();
  await unchosen.click();
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await itemDetail(page, id)).item.tags.length).toBe(before.item.tags.length + 1);
  await status.selectOption('closed');
  await expect.poll(async () => (await itemDetail(page, id)).item.status).toBe('closed');

  await page.reload();
  await expect(status).toHaveValue('closed');
  await expect(thread.getByText(reply)).toBeVisible();
  if (before.item.tags.length === 0) await expect(tags).toContainText(tagName);
  const after = await itemDetail(page, id);
  const ours = after.thread.filter((entry) => entry.from_us && entry.text === reply);
  expect(ours).toHaveLength(1);
  expect(ours[0]!.attachments?.map((file) => [file.name, file.mime, file.kind])).toEqual([['pixel.png', 'image/png', 'image']]);
  expect(after.history.map((entry) => entry.field)).toEqual(expect.arrayContaining(['reply', 'status', 'tags']));
});

test('a bulk reply with a file answers two comments, uploading the file once; each reply shows it', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO_EMAILS.operator);
  const objects = await apiGet<ObjectsResponse>(page, 'v1/objects');
  const vk = objects.items.find((one) => one.provider === 'vk')!;
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v1\/items\/\d+\/attachments$/.test(request.url()))
      uploads.push('copy_of' in (request.postDataJSON() as object) ? 'copy' : 'bytes');
  });
  await page.goto(`/items?object_id[]=${vk.id}`);
  const rows = page.getByRole('grid', { name: list.list.label }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const select = new RegExp(`^${list.row.select.replace('{{name}}', '')}`);
  const ids: number[] = [];
  for (const index of [0, 1]) {
    await rows.nth(index).getByRole('checkbox', { name: select }).check();
    ids.push(Number((await rows.nth(index).getByRole('link').first().getAttribute('href'))!.match(/\/items\/(\d+)/)![1]));
  }
  await page.getByRole('region', { name: list.bulk.title }).getByRole('button', { name: list.bulk.reply }).click();
  const dialog = page.getByRole('dialog');
  const reply = `Меню для всех ${Date.now()}`;
  await dialog.getByRole('textbox', { name: composer.label, exact: true }).fill(reply);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'menu.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(dialog.getByRole('list', { name: composer.attachments })).toContainText('menu.png');
  await dialog.getByRole('button', { name: composer.send, exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(uploads.sort()).toEqual(['bytes', 'copy']);
  const files = [];
  for (const id of ids) {
    const ours = (await itemDetail(page, id)).thread.filter((entry) => entry.from_us && entry.text === reply);
    expect(ours).toHaveLength(1);
    expect(ours[0]!.attachments?.map((file) => file.name)).toEqual(['menu.png']);
    files.push(ours[0]!.attachments![0]!.id);
  }
  expect(new Set(files).size).toBe(2);
  // Opened, the comment shows the reply with its picture, loaded from the server.
  await page.goto(`/items/${ids[1]}`);
  const picture = page
    .getByRole('region', { name: page1.thread.title })
    .getByRole('img', { name: composer.attachment.image.replace('{{name}}', 'menu.png') });
  await expect.poll(() => picture.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth)).toBe(1);
});

test('a moderator blocks the author of a comment and has no reply composer', async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.moderator);
  const item = await pickItem(page, 'twitter', (one) => one.author.blocked_until === null);
  await page.goto(`/items/${item.id}`);
  await expect(page.getByRole('region', { name: page1.thread.title })).toContainText(item.text);
  // spec §1: a moderator tags, closes and blocks; replying is not theirs.
  await expect(composerField(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: composer.sendAndClose })).toHaveCount(0);
  // screens.md "Keyboard": Ctrl+K offers the moderator's actions on the comment, and no reply.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: ruShell.palette.title });
  await expect(palette.getByRole('menuitem', { name: `${page1.palette.block} B` })).toBeVisible();
  await expect(palette.getByRole('menuitem', { name: `${page1.palette.reply} R` })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(palette).toHaveCount(0);

  await page.getByRole('button', { name: page1.actions.menu, exact: true }).click();
  await page.getByRole('menuitem', { name: page1.actions.block }).click();
  const dialog = page.getByRole('dialog', { name: page1.block.title });
  await dialog.getByRole('combobox', { name: page1.block.duration }).selectOption('1m');
  await dialog.getByRole('combobox', { name: page1.block.reason }).selectOption('offtopic');
  await dialog.getByRole('button', { name: page1.block.submit, exact: true }).click();
  await expect(dialog).toHaveCount(0);

  const until = new RegExp(page1.block.until.replace('{{date}}', '.+'));
  await expect(page.getByText(until)).toBeVisible();
  await page.getByRole('button', { name: page1.actions.menu, exact: true }).click();
  await expect(page.getByRole('menuitem', { name: page1.actions.unblock })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByText(until)).toBeVisible();
  const { item: blocked } = await itemDetail(page, item.id);
  // About a month ahead (30 days ± a day for the month's length).
  const days = (blocked.author.blocked_until! - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(27);
  expect(days).toBeLessThan(32);
});

test('a read-only user opens the list and a comment and is offered no action', async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.reader);
  await page.goto('/items');
  const rows = page.getByRole('grid', { name: list.list.label }).getByRole('row');
  await expect(rows.first()).toBeVisible();
  // No selection, so no bulk actions.
  await expect(page.getByRole('checkbox', { name: new RegExp(list.row.select.replace('{{name}}', '')) })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: new RegExp(list.list.selectAll.replace(/\(.*\)/, '')) })).toHaveCount(0);
  await expect(page.getByRole('region', { name: list.bulk.title })).toHaveCount(0);

  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/items\/\d+$/);
  await expect(page.getByRole('region', { name: page1.thread.title })).toBeVisible();
  await expect(composerField(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: composer.send, exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: page1.controls.status, exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: page1.controls.priority, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: page1.actions.menu, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: page1.actions.block })).toHaveCount(0);
  // The page is read: it is there, the server agrees it is theirs to read.
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  expect((await apiGet<{ item: { id: number } }>(page, `v1/items/${id}`)).item.id).toBe(id);
});

test('a bulk reply lists each comment: one deleted on the network fails with its reason, and its retry sends only it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO_EMAILS.operator);
  const objects = await apiGet<ObjectsResponse>(page, 'v1/objects');
  const vk = objects.items.find((one) => one.provider === 'vk')!;
  await page.goto(`/items?object_id[]=${vk.id}`);
  const rows = page.getByRole('grid', { name: list.list.label }).getByRole('row');
  await expect(rows.nth(2)).toBeVisible();
  const select = new RegExp(`^${list.row.select.replace('{{name}}', '')}`);
  const ids: number[] = [];
  for (const index of [0, 1, 2]) {
    await rows.nth(index).getByRole('checkbox', { name: select }).check();
    ids.push(Number((await rows.nth(index).getByRole('link').first().getAttribute('href'))!.match(/\/items\/(\d+)/)![1]));
  }
  // The network deletes the middle one before the reply goes (VK's delete and restore, as the item page's actions).
  const token = await storedToken(page);
  const act = async (id: number, action: 'delete' | 'restore') =>
    expect(
      (await page.request.post(`v1/items/${id}/${action}`, { headers: { authorization: `Bearer ${token!.access_token}` } })).ok(),
    ).toBe(true);
  await act(ids[1]!, 'delete');
  const replies: number[] = [];
  page.on('request', (request) => {
    const reply = request.url().match(/\/v1\/items\/(\d+)\/reply$/);
    if (request.method() === 'POST' && reply) replies.push(Number(reply[1]));
  });
  await page.getByRole('region', { name: list.bulk.title }).getByRole('button', { name: list.bulk.reply }).click();
  const dialog = page.getByRole('dialog');
  const text = `Спасибо всем ${Date.now()}`;
  await dialog.getByRole('textbox', { name: composer.label, exact: true }).fill(text);
  await dialog.getByRole('button', { name: composer.send, exact: true }).click();
  // Each comment's result: two sent, one failed with the server's reason.
  const results = dialog.getByRole('list', { name: list.reply.results });
  await expect(results.getByRole('listitem')).toHaveCount(3);
  const reason = ruServer.itemReplyDeleted.replace('{provider}', 'VK');
  const failed = results.getByRole('listitem').filter({ hasText: reason });
  await expect(failed).toHaveCount(1);
  await expect(failed.getByRole('link')).toHaveAttribute('href', new RegExp(`/items/${ids[1]}(\\?|$)`));
  await expect(results.getByRole('listitem').filter({ hasText: list.reply.sent })).toHaveCount(2);
  // Restored on the network, the retry sends only the failed one; each comment ends with exactly one reply.
  await act(ids[1]!, 'restore');
  replies.length = 0;
  await dialog.getByRole('button', { name: list.reply.retry_one.replace('{{count}}', '1') }).click();
  await expect(results.getByRole('listitem').filter({ hasText: list.reply.sent })).toHaveCount(3);
  expect(replies).toEqual([ids[1]]);
  for (const id of ids) {
    const ours = (await itemDetail(page, id)).thread.filter((entry) => entry.from_us && entry.text === text);
    expect(ours).toHaveLength(1);
  }
  await dialog.getByRole('button', { name: list.reply.done }).click();
  await expect(dialog).toBeHidden();
});
