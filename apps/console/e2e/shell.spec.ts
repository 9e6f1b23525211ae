import { expect, test, type Page } from '@playwright/test';
import ruShell from '../../../locales/ru/shell.json' with { type: 'json' };
import enShell from '../../../locales/en/shell.json' with { type: 'json' };
import { DEFAULT_PUBLIC_CONFIG } from '../../server/src/app.ts';
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { DEMO_BROKEN_OBJECT } from '../../server/src/seed/objects.ts';
import { BASIC_READER_EMAIL } from '../../server/src/seed/shell.ts';
import { openSignedIn, signIn } from './support.ts';

// The app shell (spec §2.5, §6) against the reference server and its demo seed.
const titles = ruShell.titles;
const MAIN_MENU_RU = [
  titles.statsItems,
  titles.chatsPage,
  titles.itemsPage,
  titles.analyticsPage,
  titles.monitoringPage,
  titles.issuesPage,
  titles.csiPage,
  titles.qaPage,
];
const SETTINGS_RU = [
  titles.accountsPage,
  titles.usersPage,
  titles.usersWorkinghoursPage,
  titles.billingPage,
  titles.tagsPage,
  titles.labelsPage,
  titles.templatesPage,
  titles.macrosPage,
  titles.rulesPage,
  titles.botsPage,
  titles.aiPage,
  titles.logsPage,
  titles.logsRandomPage,
  titles.errorsPage,
  titles.subscriptionsPage,
  titles.settingsEmailPage,
  titles.workingHoursPage,
  titles.csiSettingsPage,
  titles.qaSettingsPage,
  titles.emotionsSettingsPage,
  titles.issuesSettingPage,
];

const mainMenu = (page: Page) => page.getByRole('navigation', { name: ruShell.menu.label });
// An entry's name is its label, then its numbers (spec §2.5 counts): 'Задачи, 0' never, 'Задачи' or 'Задачи, 3, …'.
const entryNames = async (page: Page) =>
  (
    await mainMenu(page)
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')))
  ).map((name) => name?.split(', ')[0]);

async function signInAs(page: Page, email: string) {
  await openSignedIn(page, email);
  await expect(page).toHaveURL(/\/$/);
}

test('an administrator sees every main menu entry and every settings entry', async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.admin);
  await expect.poll(() => entryNames(page)).toEqual(MAIN_MENU_RU);
  await expect(mainMenu(page).getByRole('link', { name: titles.statsItems })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: ruShell.settingsMenu.trigger }).click();
  const settings = page.getByRole('menu', { name: ruShell.settingsMenu.trigger });
  await expect(settings.getByRole('menuitem')).toHaveText(SETTINGS_RU);
  await settings.getByRole('menuitem', { name: titles.tagsPage }).click();
  await expect(page).toHaveURL(/\/settings\/tags$/);
  await expect(page.getByRole('banner')).toContainText(titles.tagsPage);
  await expect(page).toHaveTitle(/— Omnidesk Console$/);
});

test('a reader in a plain space sees only Statistics, Messages and Comments, and no settings or errors dropdown', async ({
  page,
}) => {
  await signInAs(page, BASIC_READER_EMAIL);
  await expect(page.getByRole('button', { name: /Меню пользователя/ })).toBeVisible();
  await expect.poll(() => entryNames(page)).toEqual([titles.statsItems, titles.chatsPage, titles.itemsPage]);
  await expect(page.getByRole('button', { name: ruShell.settingsMenu.trigger })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /с ошибкой/ })).toHaveCount(0);
});

test('the demo reader has no settings dropdown and does not see the accounts in error (spec §6)', async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.reader);
  await expect.poll(() => entryNames(page)).toContain(titles.itemsPage);
  await expect(page.getByRole('button', { name: ruShell.settingsMenu.trigger })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /с ошибкой/ })).toHaveCount(0);
});

test('the errors dropdown shows the seeded broken account and opens its settings', async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.admin);
  await page.getByRole('button', { name: '1 аккаунт с ошибкой' }).click();
  const account = page.getByRole('menuitem', { name: new RegExp(DEMO_BROKEN_OBJECT.name.replace('.', '\\.')) });
  await expect(account).toContainText(ruShell.networkError.tokenExpired);
  await expect(account.getByRole('img', { name: 'Instagram' })).toBeVisible();
  await account.click();
  await expect(page).toHaveURL(/\/settings\/accounts\/\d+$/);
  await expect(page.getByRole('banner')).toContainText(titles.accountEdit);
  // spec §2.5: a settings subpage has a back arrow; with this tab's history it goes back.
  await page.getByRole('button', { name: ruShell.back }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the theme switch persists across a reload', async ({ page }) => {
  await signInAs(page, DEMO_EMAILS.operator);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: /Меню пользователя/ }).click();
  await page.getByRole('menuitemradio', { name: ruShell.userMenu.dark }).click();
  await expect.poll(background).not.toBe(light);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.getByRole('button', { name: /Меню пользователя/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
  expect(await background()).not.toBe(light);
  await page.getByRole('button', { name: /Меню пользователя/ }).click();
  await expect(page.getByRole('menuitemradio', { name: ruShell.userMenu.dark })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: ruShell.userMenu.light }).click();
  await expect.poll(background).toBe(light);
});

test.describe('with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('help opens the English FAQ in a new tab', async ({ page }) => {
    await signIn(page, DEMO_EMAILS.moderator, 'en');
    await page.getByRole('button', { name: /User menu/ }).click();
    const help = page.getByRole('menuitem', { name: new RegExp(`^${enShell.userMenu.help}`) });
    await expect(help).toHaveAttribute('href', DEFAULT_PUBLIC_CONFIG.faqUrl.en);
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the hamburger opens the main menu as a drawer, which navigates and closes', async ({ page }) => {
    await signInAs(page, DEMO_EMAILS.admin);
    await expect(mainMenu(page)).toBeHidden();
    await page.getByRole('button', { name: ruShell.menu.open }).click();
    const drawer = page.getByRole('dialog', { name: 'Omnidesk Console' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: new RegExp(`^${titles.itemsPage}`) }).click();
    await expect(page).toHaveURL(/\/items$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('banner')).toContainText(titles.itemsPage);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
