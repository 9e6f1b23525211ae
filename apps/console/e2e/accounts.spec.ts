import { expect, test, type Page } from '@playwright/test';
import ruAccounts from '../../../locales/ru/accounts.json' with { type: 'json' };
import ruShell from '../../../locales/ru/shell.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { DEMO_BROKEN_OBJECT } from '../../server/src/seed/objects.ts';
import { ServerProcess } from './serverProcess.ts';
import { openSignedIn, storedToken } from './support.ts';

// Connecting accounts end to end: the administrator opens the add-account page, a provider's popup goes
// through the sandbox authorization page and the console's /callback page, closes, and the opener shows the new
// account; the person denies access; the plan's account limit (spec §8). Own server and database (fresh seed).
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const server = new ServerProcess({ port: 31512 });
const t = ruAccounts;
const COMPANY = 'Кофейня «Зерно»';
const PREMIUM_ACCOUNTS = 30;

test.beforeAll(async () => {
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

async function openAddPage(page: Page) {
  await openSignedIn(page, DEMO_EMAILS.admin, '/settings/accounts', server.url);
  await expect(page).toHaveURL(`${server.url}/settings/accounts`);
  await page.getByRole('link', { name: t.list.addTo.replace('{{company}}', COMPANY) }).click();
  await expect(page).toHaveURL(/\/settings\/accounts\/add\?company=\d+$/);
}

/** Opens the provider's popup from the add-account page; answers the popup page. */
async function openPopup(page: Page, provider: keyof typeof t.providers) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: t.providers[provider], exact: true }).click();
  return popup;
}

/** Connects an account through the API as the sandbox page and the callback would (fills the plan up). */
async function connectThroughApi(page: Page, name: string) {
  const redirect = `${server.url}/callback/vk`;
  const decision = await fetch(`${server.url}/sandbox/connect/vk`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'allow', name, redirect_uri: redirect }).toString(),
  });
  const code = new URL(decision.headers.get('location')!).searchParams.get('code');
  const token = await storedToken(page);
  const answer = await fetch(`${server.url}/v1/vk/auth`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token?.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code, redirect_uri: redirect }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

async function accountCount(page: Page) {
  const token = await storedToken(page);
  const answer = await fetch(`${server.url}/v1/objects`, { headers: { authorization: `Bearer ${token?.access_token}` } });
  return ((await answer.json()) as { items: unknown[] }).items.length;
}

test('the administrator connects an account in the popup; the opener shows it in the list', async ({ page }) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && cspViolations.push(message.text()));
  await openAddPage(page);
  const before = await accountCount(page);

  const popup = await openPopup(page, 'vk');
  popup.on('console', (message) => message.text().includes('Content Security Policy') && cspViolations.push(message.text()));
  // The sandbox network's own page on the server.
  await expect(popup).toHaveURL(new RegExp(`^${server.url}/sandbox/connect/vk\\?`));
  await expect(popup.getByRole('heading', { level: 1, name: 'Тестовая авторизация: VK' })).toBeVisible();
  await popup.getByRole('textbox', { name: 'Название аккаунта' }).fill('Зерно Отзывы');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Разрешить доступ' }).click();
  await closed; // the callback page called POST v1/vk/auth, handed the result to the opener and closed

  await expect(page).toHaveURL(/\/settings\/accounts\/add\/success\?company=\d+&object_id=\d+$/);
  await expect(page.getByRole('status').filter({ hasText: t.success.text.replace('{{name}}', 'Зерно Отзывы') })).toBeVisible();
  await page.getByRole('link', { name: t.success.toList }).click();
  const company = page.getByRole('region', { name: COMPANY });
  await expect(company.getByText('Зерно Отзывы', { exact: true })).toBeVisible();
  await expect(company).toContainText(
    t.list.usage.replace('{{count}}', String(before + 1)).replace('{{limit}}', String(PREMIUM_ACCOUNTS)),
  );
  expect(cspViolations).toEqual([]);
});

test('the person denies access in the popup: the opener says so and nothing is connected', async ({ page }) => {
  await openAddPage(page);
  const before = await accountCount(page);
  const popup = await openPopup(page, 'ok');
  await expect(popup.getByRole('heading', { level: 1, name: 'Тестовая авторизация: OK' })).toBeVisible();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Отказать' }).click();
  await closed;
  await expect(page.getByRole('alert')).toHaveText(`${t.add.failed}: Пользователь отказал в доступе`);
  await expect(page).toHaveURL(/\/settings\/accounts\/add\?company=\d+$/);
  expect(await accountCount(page)).toBe(before);
});

test('an account in error is reconnected from the list: the same account, its error gone', async ({ page }) => {
  await openSignedIn(page, DEMO_EMAILS.admin, '/settings/accounts', server.url);
  const broken = page.getByRole('listitem').filter({ hasText: DEMO_BROKEN_OBJECT.name });
  await expect(broken).toContainText(ruShell.networkError.tokenExpired);
  const before = await accountCount(page);

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `${t.list.reconnect}: ${DEMO_BROKEN_OBJECT.name}` }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { level: 1, name: 'Тестовая авторизация: Instagram' })).toBeVisible();
  await expect(popup.getByRole('textbox', { name: /Идентификатор аккаунта/ })).not.toHaveValue('');
  await popup.getByRole('textbox', { name: 'Название аккаунта' }).fill(DEMO_BROKEN_OBJECT.name);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Разрешить доступ' }).click();
  await closed;

  await expect(
    page.getByRole('status').filter({ hasText: t.list.reconnected.replace('{{name}}', DEMO_BROKEN_OBJECT.name) }),
  ).toBeVisible();
  await expect(broken).toContainText(t.list.works);
  await expect(broken).not.toContainText(ruShell.networkError.tokenExpired);
  expect(await accountCount(page)).toBe(before);
});

test('past the plan limit the server refuses the account in the popup; then the page says so up front', async ({ page }) => {
  await openAddPage(page);
  // Fill the Premium plan up to one below its limit, open the page, then take the last place elsewhere.
  for (let n = await accountCount(page); n < PREMIUM_ACCOUNTS - 1; n += 1) await connectThroughApi(page, `Filler ${n}`);
  await page.reload();
  await expect(page.getByRole('button', { name: t.providers.facebook, exact: true })).toBeEnabled();
  await connectThroughApi(page, 'The last place');

  const popup = await openPopup(page, 'facebook');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Разрешить доступ' }).click();
  await closed;
  const limit = `Достигнут лимит аккаунтов текущего тарифа (${PREMIUM_ACCOUNTS}). Выберите тариф больше на странице оплаты.`;
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(`${t.add.failed}: ${limit}`);
  await expect(alert.getByRole('link', { name: t.add.toBilling })).toBeVisible();
  expect(await accountCount(page)).toBe(PREMIUM_ACCOUNTS);

  await page.reload();
  await expect(page.getByText(t.add.limitReached.replace('{{limit}}', String(PREMIUM_ACCOUNTS)))).toBeVisible();
  await expect(page.getByRole('button', { name: t.providers.facebook, exact: true })).toBeDisabled();
});
