import { expect, test } from '@playwright/test';
import ruMacros from '../../../locales/ru/macros.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { browserOf, pickItem, signInAs, texts } from './itemsSupport.ts';

// settings/macros end to end (docs/macros.md): an administrator creates a macro with a shortcut (set status, set
// priority); an operator presses the shortcut on a comment's page, and the history shows one change: the macro's run.
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
  await expect(history.getByText(new RegExp(`${name}$`))).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(before + 1);
  await operator.context().close();
});
