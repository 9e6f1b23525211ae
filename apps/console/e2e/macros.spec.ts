import { expect, test } from '@playwright/test';
import { chatMessagesPath, CHATS_PATH, CONFIG_PATH, MACROS_PATH, type ChatsPage, type MessagesPage } from '@console/api/contract';
import ruChats from '../../../locales/ru/chats.json' with { type: 'json' };
import ruMacros from '../../../locales/ru/macros.json' with { type: 'json' };
import { DEMO_EMAILS, DEMO_USERS } from '../../server/src/seed.ts';
import { apiGet, browserOf, itemDetail, pickItem, signInAs, texts } from './itemsSupport.ts';
import { storedToken } from './support.ts';

// settings/macros end to end (docs/macros.md): an administrator creates a macro with a shortcut (set status, set
// priority); an operator presses the shortcut on a comment's page, and the history shows one change: the macro's run,
// with the status line every status change leaves when the run moved the status (the statistics count closes by it).
test('an administrator creates a macro with a shortcut, an operator runs it on a comment and the history shows one change', async ({
  page,
  browser,
}) => {
  const name = `Срочно ${Date.now()}`;
  await signInAs(page, DEMO_EMAILS.admin);
  await page.goto('/settings/macros/new');
  await page.getByRole('textbox', { name: ruMacros.form.name }).fill(name);
  await page.getByRole('textbox', { name: ruMacros.form.shortcut }).fill('alt+7');
  await page.getByRole('button', { name: ruMacros.form.addAction }).click();
  await page.getByRole('button', { name: ruMacros.form.addAction }).click();
  await page
    .getByRole('combobox', { name: ruMacros.form.action.replace('{{n}}', '2') })
    .selectOption({ label: ruMacros.types.priority });
  await page.getByRole('button', { name: ruMacros.form.create }).click();
  await expect(page).toHaveURL(/\/settings\/macros$/);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  const operator = await browserOf(browser, DEMO_EMAILS.operator);
  const item = await pickItem(operator, 'vk');
  await operator.goto(`/items/${item.id}`);
  await expect(operator.getByRole('button', { name: ruMacros.run.menu })).toBeVisible();
  const history = operator.getByRole('region', { name: texts.item.history.title });
  const before = await history.getByRole('listitem').count();
  // A chord works with focus anywhere on the page (docs/macros.md): no field needs to be left first.
  await operator.keyboard.press('Alt+7');
  await expect(history.getByText(new RegExp(`${name}$`))).toHaveCount(1);
  const moved = (await itemDetail(operator, item.id)).item.status !== item.status;
  await expect(history.getByRole('listitem')).toHaveCount(before + (moved ? 2 : 1));
  await operator.context().close();
});

// The chat page (docs/macros.md "On a chat"): the side panel lists the macros with their shortcuts; an operator presses
// one on a chat and the thread shows one activity line, the macro's run (status and priority in one change).
test('an operator runs a macro on a chat by its shortcut and the thread shows one activity line', async ({ page, browser }) => {
  const name = `Чат срочно ${Date.now()}`;
  await signInAs(page, DEMO_EMAILS.admin);
  const token = (await storedToken(page))!.access_token;
  const [space] = (await apiGet<{ spaces: { id: number }[] }>(page, CONFIG_PATH)).spaces;
  const created = await page.request.post(`/${MACROS_PATH}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      space_id: space!.id,
      name,
      shortcut: 'Alt+8',
      actions: [
        { type: 'status', status: 'inprogress' },
        { type: 'priority', priority: 'high' },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  const operator = await browserOf(browser, DEMO_EMAILS.operator);
  const chats = (await apiGet<ChatsPage>(operator, `${CHATS_PATH}?limit=100`)).items;
  const chat = chats.find((one) => one.priority !== 'high' && one.status !== 'closed');
  if (!chat) throw new Error('no open chat below high priority in the demo space');
  const activityCount = async () =>
    (await apiGet<MessagesPage>(operator, `${chatMessagesPath(chat.id)}?limit=100`)).items.filter(
      (message) => message.kind === 'activity',
    ).length;
  const before = await activityCount();
  await operator.goto(`/chats/${chat.id}/messages`);
  // The side panel lists it with its chord and a run button.
  await expect(operator.getByRole('button', { name: ruMacros.run.runNamed.replace('{{name}}', name) })).toBeVisible({
    timeout: 15_000,
  });
  const operatorName = DEMO_USERS.find((user) => user.email === DEMO_EMAILS.operator)!.name;
  const line = ruChats.message.activity.macro.replace('{{user}}', operatorName).replace('{{to}}', name);
  await operator.keyboard.press('Alt+8');
  const thread = operator.getByRole('region', { name: ruChats.chat.thread, exact: true });
  await expect(thread.getByText(line, { exact: true })).toHaveCount(1, { timeout: 15_000 });
  // The macro's line, and the status line its status action leaves (the chat was not in progress).
  expect(await activityCount()).toBe(before + (chat.status === 'inprogress' ? 1 : 2));
  await operator.context().close();
});
