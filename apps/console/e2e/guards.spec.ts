import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { WORKSPACE_DEMO_EMAILS } from '../../server/src/seed/workspaces.ts';
import shell from '../../../locales/ru/shell.json' with { type: 'json' };
import guards from '../../../locales/ru/guards.json' with { type: 'json' };
import stats from '../../../locales/ru/stats.json' with { type: 'json' };
import { openSignedIn, storedToken } from './support.ts';

// The guards of spec §4 on the route registry, against the seeded demo spaces.

// spec §4: the pages a settings-role user of an unpaid workspace may still open.
const PAID_ALLOWED = [
  '/settings/billing',
  '/settings/accounts',
  '/settings/accounts/1',
  '/settings/accounts/1/exclude',
  '/settings/users',
  '/settings/users/1',
  '/settings/config',
  '/settings/profile',
  '/settings/notifications',
  '/settings/templates',
  '/callback/facebook',
  '/callback/instagram',
  '/callback/vk',
  '/callback/ok',
  '/callback/youtube',
  '/',
];

const pathOf = (page: Page) => new URL(page.url()).pathname;

const goto = (page: Page, path: string) => page.goto(path);
// The same address reached inside the running console, as its links do (wouter follows history.pushState): the
// guards decide on every navigation, not only on a page load, and a loop over many pages pays for no reload. Resolves
// once the console has rendered the new address and run its effects (where a guard would redirect).
const navigateInApp = (page: Page, path: string) =>
  page.evaluate(
    (to) =>
      new Promise((resolve) => {
        history.pushState(null, '', to);
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)));
      }),
    path,
  );

// A page has rendered (its heading, or the no-access/not-found page's) once the guards have decided.
async function openAndSettle(page: Page, path: string, open: (page: Page, path: string) => Promise<unknown> = goto) {
  await open(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function signedIn(page: Page, email: string) {
  await openSignedIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('an expired trial, its administrator (spec §4: billing redirect)', () => {
  test('is sent to /settings/billing from pages that are not allowed, replacing the history entry', async ({ page }) => {
    await signedIn(page, WORKSPACE_DEMO_EMAILS.trialAdmin);
    for (const path of ['/items', '/settings', '/settings/tags', '/stats/overall', '/no/such/page']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/settings\/billing$/);
    }
    await page.goBack();
    await expect(page).toHaveURL(/\/settings\/billing$/);
  });

  test('stays on every allowed page of spec §4 (a page without a screen yet says so, and is not left)', async ({ page }) => {
    await signedIn(page, WORKSPACE_DEMO_EMAILS.trialAdmin);
    for (const [i, path] of PAID_ALLOWED.entries()) {
      // The first few by a page load, the rest inside the console.
      await openAndSettle(page, path, i < 3 ? goto : navigateInApp);
      expect(pathOf(page), path).toBe(path);
    }
    await openAndSettle(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tim Trial');
  });
});

test.describe('an expired trial, its operator (spec §4, §8: the paid-over modal)', () => {
  test('sees the modal over the page, cannot dismiss it, and logs out from it', async ({ page }) => {
    await openSignedIn(page, WORKSPACE_DEMO_EMAILS.trialOperator);
    const dialog = page.getByRole('alertdialog', { name: guards.paidOver.trialTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(guards.paidOver.text);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: guards.paidOver.logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  // Without the settings role the allowed pages of spec §4 do not help: the modal covers each, and nothing redirects.
  test('sees the modal on every allowed page of spec §4 and on others, the address staying put', async ({ page }) => {
    await openSignedIn(page, WORKSPACE_DEMO_EMAILS.trialOperator);
    const dialog = page.getByRole('alertdialog', { name: guards.paidOver.trialTitle });
    await expect(dialog).toBeVisible();
    for (const [i, path] of [...PAID_ALLOWED, '/items'].entries()) {
      await (i < 3 ? goto : navigateInApp)(page, path);
      await expect(dialog, path).toBeVisible();
      expect(pathOf(page), path).toBe(path);
    }
  });
});

test.describe('an expired paid space, its operator (spec §4: the paid-over modal, paid title)', () => {
  test("sees 'Оплаченный период закончился' wherever it goes", async ({ page }) => {
    await openSignedIn(page, WORKSPACE_DEMO_EMAILS.paidOverOperator);
    const dialog = page.getByRole('alertdialog', { name: guards.paidOver.paidTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(guards.paidOver.text);
    await expect(page.getByRole('alertdialog', { name: guards.paidOver.trialTitle })).toHaveCount(0);
    await page.goto('/settings/billing');
    await expect(dialog).toBeVisible();
    expect(pathOf(page)).toBe('/settings/billing');
  });
});

test.describe('two-factor required and not set up (spec §4: profile redirect)', () => {
  test('every page but the profile and billing sends the user to /settings/profile', async ({ page }) => {
    await openSignedIn(page, WORKSPACE_DEMO_EMAILS.otpRequired);
    await expect(page).toHaveURL(/\/settings\/profile$/);
    for (const [i, path] of ['/', '/items', '/settings', '/settings/templates', '/stats/my', '/no/such/page'].entries()) {
      await (i < 2 ? goto : navigateInApp)(page, path);
      await expect(page, path).toHaveURL(/\/settings\/profile$/);
    }
    // billing is not redirected: this operator has no settings role, so it is the no-access page
    await openAndSettle(page, '/settings/billing');
    expect(pathOf(page)).toBe('/settings/billing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shell.noAccess.title);
  });
});

test('a reader opening /settings/users gets the no-access page (spec §2.5, §6)', async ({ page }) => {
  await signedIn(page, DEMO_EMAILS.reader);
  await openAndSettle(page, '/settings/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нет доступа');
  await expect(page.getByText('reader@demo.local')).toBeVisible();
  // the flag is the route's: another page opens normally
  await openAndSettle(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ирина Читаева');
});

test('a paid space expiring in 2 days opens everything for its administrator', async ({ page }) => {
  await signedIn(page, WORKSPACE_DEMO_EMAILS.soonAdmin);
  await openAndSettle(page, '/settings');
  expect(pathOf(page)).toBe('/settings');
  await expect(page.getByRole('link', { name: /^Аккаунты/ })).toBeVisible();
});

test.describe('titles (spec §2.4: "<title> — <productName>")', () => {
  test('follow the registry', async ({ page }) => {
    await signedIn(page, DEMO_EMAILS.admin);
    await expect(page).toHaveTitle('Статистика — Omnidesk Console');
    await openAndSettle(page, '/settings');
    await expect(page).toHaveTitle('Настройки — Omnidesk Console');
    await openAndSettle(page, '/no/such/page');
    await expect(page).toHaveTitle('Страница не найдена — Omnidesk Console');
    // An operator's page whose id is no id is 'Page not found' (docs/stats.md "Screens"), its tab too.
    for (const path of ['/stats/users/abc', '/stats/users/abc/statuses', '/stats/users/abc/workinghours']) {
      await openAndSettle(page, path);
      await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
      await expect(page).toHaveTitle('Страница не найдена — Omnidesk Console');
    }
    await openAndSettle(page, '/settings?locale=en');
    await expect(page).toHaveTitle('Settings — Omnidesk Console');
  });
});

test.describe('the statistics and settings homes (spec §2.3, §2.4)', () => {
  test('an administrator opens a statistics section and a settings section from their cards', async ({ page }) => {
    await signedIn(page, DEMO_EMAILS.admin);
    await page.getByRole('link', { name: /^Общая статистика/ }).click();
    await expect(page).toHaveURL(/\/stats\/overall$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(stats.overall.title);
    await openAndSettle(page, '/settings');
    await page.getByRole('link', { name: /^Шаблоны ответов/ }).click();
    await expect(page).toHaveURL(/\/settings\/templates$/);
  });

  test('a reader sees fewer statistics sections and only personal settings', async ({ page }) => {
    await signedIn(page, DEMO_EMAILS.reader);
    await expect(page.getByRole('link', { name: /^Моя статистика/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Сотрудники/ })).toHaveCount(0);
    await openAndSettle(page, '/settings');
    // The page's own cards (the shell around it has its menus).
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(3);
  });
});
