import { expect, test, type Page } from '@playwright/test';
import type { Item } from '@console/api/contract';
import ruReplyTemplates from '../../../locales/ru/replyTemplates.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { composerField, pickItem, signInAs, texts } from './itemsSupport.ts';

// settings/templates end to end (spec §2.4, §7, §9): an operator (the templates flag) creates a template, sees it
// under '/' in the item composer, edits it in settings in the same tab, and the composer offers the edited text at
// once (the edit drops this tab's 30-minute cache), with {author} filled with the comment author's name.
const form = ruReplyTemplates.form;

/** Moves within the app without a reload (wouter follows popstate): the API client and its cache stay. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function slashChoose(page: Page, query: string) {
  const field = composerField(page);
  await field.fill('');
  await field.pressSequentially(`/${query}`);
  return page.getByRole('listbox', { name: texts.composer.templates }).getByRole('option');
}

test('an operator edits a template and the composer of the same tab offers the edit, its {author} filled', async ({ page }) => {
  const stamp = String(Date.now());
  const name = `Шаблон ${stamp}`;
  await signInAs(page, DEMO_EMAILS.operator);
  await page.goto('/settings/templates/new');
  await page.getByRole('textbox', { name: form.name }).fill(name);
  await page.getByRole('textbox', { name: form.text }).fill(`Первая версия ${stamp}`);
  await page.getByRole('button', { name: form.create }).click();
  await expect(page).toHaveURL(/\/settings\/templates$/);
  const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');

  const item: Item = await pickItem(page, 'vk');
  await goInApp(page, `/items/${item.id}`);
  const options = await slashChoose(page, stamp);
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText(`Первая версия ${stamp}`);
  await composerField(page).press('Escape');

  await goInApp(page, href!);
  const text = page.getByRole('textbox', { name: form.text });
  await expect(text).toHaveValue(`Первая версия ${stamp}`);
  await text.fill('Здравствуйте, ');
  await text.press('End');
  await page.getByRole('button', { name: `${ruReplyTemplates.variables.author} {author}` }).click();
  await text.press('End');
  await text.pressSequentially(`! Вторая версия ${stamp}`);
  await expect(page.getByTestId('template-preview')).toHaveText(
    `Здравствуйте, ${ruReplyTemplates.sample.author}! Вторая версия ${stamp}`,
  );
  await page.getByRole('button', { name: form.save }).click();
  await expect(page.getByRole('status').filter({ hasText: form.saved })).toBeVisible();

  await goInApp(page, `/items/${item.id}`);
  const edited = await slashChoose(page, stamp);
  await expect(edited).toHaveCount(1);
  await expect(edited.first()).toContainText('Вторая версия');
  await edited.first().click();
  await expect(composerField(page)).toHaveValue(`Здравствуйте, ${item.author.name}! Вторая версия ${stamp}`);
});
