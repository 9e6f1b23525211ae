import { expect, test, type Page } from '@playwright/test';
import ruFilters from '../../../locales/ru/filters.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { expectSignedInAs, openSignedIn } from './support.ts';

// Saving, applying and deleting a saved filter against the reference server (spec §2.5, §5, §7).
// Until the top bar holds it, the menu sits in the statistics home's header.
const t = ruFilters;
const NAME = 'Две недели ВКонтакте';

const openMenu = async (page: Page) => {
  await page.getByRole('button', { name: t.menu.title }).click();
  const panel = page.getByRole('dialog', { name: t.menu.title });
  await expect(panel).toBeVisible();
  return panel;
};

test('an operator saves the current statistics filter, applies it from another query, deletes it after confirming', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_EMAILS.operator);
  await expectSignedInAs(page, 'Oleg Operator');
  await page.goto('/?period=14d&provider%5B%5D=vk&limit=20');
  await expectSignedInAs(page, 'Oleg Operator');

  // spec §5: the name may not be empty.
  let panel = await openMenu(page);
  await expect(panel.getByRole('link', { name: 'Последние 7 дней' })).toBeVisible(); // the seed's statistics filter
  await panel.getByRole('button', { name: t.menu.save }).click();
  const dialog = page.getByRole('dialog', { name: t.save.title });
  await dialog.getByRole('button', { name: t.save.submit }).click();
  await expect(dialog.getByText(t.save.nameRequired)).toBeVisible();

  // spec §7: POST v1/me/filters with the current filters (no limit) and no route on statistics.
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/v1/me/filters'));
  await dialog.getByLabel(t.save.name).fill(NAME);
  await dialog.getByLabel(t.save.name).press('Enter');
  expect((await posted).postDataJSON()).toEqual({ name: NAME, query: { period: '14d', provider: ['vk'] } });
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('link', { name: NAME })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // Applied from another query, after a reload: the filter was stored by the server.
  await page.goto('/?period=30d&limit=50');
  panel = await openMenu(page);
  await panel.getByRole('link', { name: NAME }).click();
  await expect(page).toHaveURL('/?limit=50&period=14d&provider%5B%5D=vk');
  await expect(panel).toBeHidden();

  // spec §5: deleting asks for confirmation first.
  panel = await openMenu(page);
  await panel.getByRole('button', { name: t.menu.delete.replace('{{name}}', NAME) }).click();
  const confirm = page.getByRole('alertdialog', { name: t.delete.title });
  await expect(confirm).toContainText(NAME);
  await confirm.getByRole('button', { name: t.delete.confirm }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByRole('link', { name: NAME })).toHaveCount(0);

  await page.reload();
  panel = await openMenu(page);
  await expect(panel.getByRole('link', { name: 'Последние 7 дней' })).toBeVisible();
  await expect(panel.getByRole('link', { name: NAME })).toHaveCount(0);
});

test('without any filter in the query there is nothing to save, and the entry says why', async ({ page }) => {
  await openSignedIn(page, DEMO_EMAILS.analyst);
  await expectSignedInAs(page, 'Alex Analyst');
  const panel = await openMenu(page);
  await expect(panel.getByRole('button', { name: t.menu.save })).toBeDisabled();
  await expect(panel.getByText(t.menu.nothingToSave)).toBeVisible();
});
