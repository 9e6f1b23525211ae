import { expect, test } from '@playwright/test';
import ruTags from '../../../locales/ru/tags.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { pickItem, signInAs, texts } from './itemsSupport.ts';

// settings/tags end to end (spec §2.4): an administrator creates a tag group and a tag in it in settings, and the item
// page's tag picker offers the tag at once (the inbox reads GET v1/tags).
test('an administrator creates a tag in a group, and it appears in the item page’s tag picker', async ({ page }) => {
  const stamp = Date.now();
  const group = `Отзывы ${stamp}`;
  const name = `Курьер ${stamp}`;
  await signInAs(page, DEMO_EMAILS.admin);
  await page.goto('/settings/tag_groups/new');
  await page.getByRole('textbox', { name: ruTags.form.name }).fill(group);
  await page.getByRole('button', { name: ruTags.form.create }).click();
  await expect(page).toHaveURL(/\/settings\/tags$/);
  await page.getByRole('link', { name: ruTags.newTag, exact: true }).click();
  await page.getByRole('textbox', { name: ruTags.form.name }).fill(name);
  await page.getByRole('combobox', { name: ruTags.form.group }).selectOption({ label: group });
  await page.getByRole('button', { name: ruTags.form.create }).click();
  await expect(page).toHaveURL(/\/settings\/tags$/);
  await expect(page.getByRole('region', { name: group }).getByRole('link', { name, exact: true })).toBeVisible();

  const item = await pickItem(page, 'vk');
  await page.goto(`/items/${item.id}`);
  await page.getByRole('button', { name: new RegExp(texts.item.controls.tags) }).click();
  await expect(page.getByRole('listbox').getByRole('option', { name, exact: true })).toBeVisible();
});
