import { expect, test, type Page } from '@playwright/test';
import { DEMO_SPACE_TEMPLATES, DEMO_TEMPLATE_ACCOUNT, type ObjectsResponse } from '@console/api/contract';
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { apiGet, composerField, pickItem, signInAs, texts } from './itemsSupport.ts';

// Reply templates against the reference server (spec §7 GET v1/templates):
// '/' in the item composer lists the templates of the comment's network and account, choosing one inserts its text,
// and the same params are asked for once (spec §9: cached 30 min).
const { composer, items: list } = texts;
const template = (name: string) => DEMO_SPACE_TEMPLATES.find((one) => one.name === name)!;

/** Counts the page's GET v1/templates requests. */
function templateRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/v1/templates') seen.push(request.url());
  });
  return seen;
}

test('typing / in the item composer lists the templates and choosing one inserts its text', async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.operator);
  const objects = await apiGet<ObjectsResponse>(page, 'v1/objects');
  const account = objects.items.find((one) => one.name === DEMO_TEMPLATE_ACCOUNT)!;
  const item = await pickItem(page, 'vk', (one) => one.object_id === account.id);
  const requests = templateRequests(page);
  await page.goto(`/items/${item.id}`);

  const field = composerField(page);
  await field.fill('Добрый день! ');
  await field.press('End');
  await field.pressSequentially('/');
  const listbox = page.getByRole('listbox', { name: composer.templates });
  const options = listbox.getByRole('option');
  // Every network's, VK's and this account's own; not another network's.
  await expect(options.filter({ hasText: template('Приветствие').name })).toHaveCount(1);
  await expect(options.filter({ hasText: template('Акция для подписчиков').name })).toHaveCount(1);
  await expect(options.filter({ hasText: template('Меню и часы работы').name })).toHaveCount(1);
  await expect(options.filter({ hasText: template('Ответ на оценку').name })).toHaveCount(0);
  expect(requests).toHaveLength(1);
  expect(new URL(requests[0]!).searchParams.get('object_id')).toBe(String(account.id));

  // Typing narrows the list; a click inserts the text in place of '/акция'.
  await field.pressSequentially('акция');
  await expect(options).toHaveCount(1);
  await options.first().click();
  await expect(field).toHaveValue(`Добрый день! ${template('Акция для подписчиков').text}`);
  await expect(listbox).toHaveCount(0);

  // A second '/' with the same params comes from the client's cache: no second request.
  await field.pressSequentially(' /');
  await expect(options.first()).toBeVisible();
  await field.press('Escape');
  expect(requests).toHaveLength(1);
});

test('bulk reply to X comments counts in X’s unit and will not send a template over its 280', async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.operator);
  const objects = await apiGet<ObjectsResponse>(page, 'v1/objects');
  const x = objects.items.find((one) => one.provider === 'twitter')!;
  await page.goto(`/items?object_id[]=${x.id}`);
  const rows = page.getByRole('grid', { name: list.list.label }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const select = new RegExp(`^${list.row.select.replace('{{name}}', '')}`);
  await rows.nth(0).getByRole('checkbox', { name: select }).check();
  await rows.nth(1).getByRole('checkbox', { name: select }).check();
  await page.getByRole('region', { name: list.bulk.title }).getByRole('button', { name: list.bulk.reply }).click();

  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('textbox', { name: composer.label, exact: true });
  await field.pressSequentially('Спасибо!');
  await expect(dialog.getByText('8 / 280')).toBeVisible();
  await field.fill('');
  await field.pressSequentially('/извинения');
  const long = template('Извинения за задержку доставки');
  await page
    .getByRole('listbox', { name: composer.templates })
    .getByRole('option', { name: new RegExp(long.name) })
    .click();
  await expect(field).toHaveValue(long.text);
  await expect(dialog.getByText(composer.over.replace('{{network}}', 'X'))).toBeVisible();
  await expect(dialog.getByRole('button', { name: composer.send, exact: true })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: composer.sendAndClose, exact: true })).toBeDisabled();
});
