import { expect, test, type Page } from '@playwright/test';
import ruSignup from '../../../locales/ru/signup.json' with { type: 'json' };
import ruLogin from '../../../locales/ru/login.json' with { type: 'json' };
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../server/src/seed.ts';
import { DEMO_INVITATION } from '../../server/src/seed/signup.ts';
import { ServerProcess } from './serverProcess.ts';
import { fillCredentials, storedToken } from './support.ts';

// The email flows end to end against the reference server (its own database): sign up and confirm by the
// mailed link read from the outbox page; recover and reset a password, then sign in with it; invitation sign-up.
// Sign-ups and password changes hash with scrypt at OWASP cost: longer limits.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const server = new ServerProcess({ port: 31502 });
const t = ruSignup;

test.beforeAll(async () => {
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

/** Opens the demo's readable outbox (GET /sandbox/outbox) for one address and follows the newest letter's link. */
async function followMailedLink(page: Page, to: string, path: string) {
  await page.goto(`${server.url}/sandbox/outbox?to=${encodeURIComponent(to)}`);
  const link = page.getByRole('link', { name: new RegExp(`/${path}/`) }).first();
  await expect(link).toBeVisible();
  await link.click();
}

async function me(page: Page) {
  const token = await storedToken(page);
  const answer = await page.request.get(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${token?.access_token}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { email: string; email_status: number };
}

test('sign up with a tariff and a promo code, get signed in, then confirm the address by the mailed link', async ({ page }) => {
  const email = 'new.owner@example.com';
  await page.goto(`${server.url}/signup?tariff_id=2&code=BONUS30`);
  await expect(page.getByText(t.signup.trial)).toBeVisible();
  await expect(page.getByRole('textbox', { name: t.signup.promocode.label })).toHaveValue('BONUS30');
  await page.getByRole('textbox', { name: t.signup.company.label }).fill('  Nina Coffee ');
  await page.getByRole('textbox', { name: t.signup.name.label }).fill('Nina');
  await page.getByRole('textbox', { name: 'Email' }).fill(` ${email} `);
  await page.getByLabel(t.signup.password.label, { exact: true }).fill('pass-word-1');
  await page.getByRole('button', { name: t.signup.submit }).click();
  // spec §5: consent is required in the Russian locale.
  await expect(page.getByText(t.signup.validation.consentRequired)).toBeVisible();
  await page.getByText(t.signup.consent).click();
  await page.getByRole('button', { name: t.signup.submit }).click();

  await expect(page.getByRole('heading', { level: 1, name: t.signup.confirmation.title })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);
  // spec §2.1: auto-login after 1 s; exactly one company: the add-account page with the company query.
  await expect(page).toHaveURL(/\/settings\/accounts\/add\?company=\d+$/);
  expect(await me(page)).toMatchObject({ email, email_status: 0 });

  const token = await storedToken(page);
  const spaces = await page.request.get(`${server.url}/v1/billing/spaces`, {
    headers: { authorization: `Bearer ${token?.access_token}` },
  });
  const [space] = ((await spaces.json()) as { items: Array<{ name: string; is_trial: boolean; tariff: { id: number } }> }).items;
  expect(space).toMatchObject({ name: 'Nina Coffee', is_trial: true, tariff: { id: 2 } });

  await followMailedLink(page, email, 'confirm_email');
  await expect(page).toHaveURL(/\/settings\/accounts\/add\?company=\d+$/);
  expect((await me(page)).email_status).toBe(1);
});

test('recover a password from the login page, reset it by the mailed link, then sign in with the new one', async ({ page }) => {
  const email = DEMO_EMAILS.analyst;
  await page.goto(`${server.url}/login`);
  await page.getByRole('link', { name: ruLogin.links.recovery }).click();
  await expect(page).toHaveURL(`${server.url}/recovery`);
  await expect(page.getByRole('heading', { level: 1, name: t.recovery.title })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: t.recovery.submit }).click();
  await expect(page.getByRole('status')).toContainText(email);

  await followMailedLink(page, email, 'reset_password');
  await expect(page.getByRole('heading', { level: 1, name: t.reset.title })).toBeVisible();
  await page.getByRole('textbox', { name: t.reset.password.label, exact: true }).fill('brand-new-pass-1');
  await page.getByRole('textbox', { name: t.reset.confirm.label, exact: true }).fill('brand-new-pass-1');
  await page.getByRole('button', { name: t.reset.submit }).click();
  await expect(page).toHaveURL(`${server.url}/`);

  // The link works once.
  await followMailedLink(page, email, 'reset_password');
  await expect(page.getByRole('alert')).toContainText(/./);
  await expect(page.getByRole('button', { name: t.reset.submit })).toBeDisabled();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${server.url}/login`);
  await fillCredentials(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await page.goto(`${server.url}/login`);
  await fillCredentials(page, email, 'brand-new-pass-1');
  await expect(page).toHaveURL(`${server.url}/`);
});

test('sign up by the demo invitation: the address is locked; then the link no longer works', async ({ page, browser }) => {
  await page.goto(`${server.url}/signup/${DEMO_INVITATION.token}`);
  await expect(page.getByRole('heading', { level: 1, name: t.signup.invitationTitle })).toBeVisible();
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(DEMO_INVITATION.email);
  await expect(email).toHaveAttribute('readonly');
  await expect(page.getByRole('textbox', { name: t.signup.company.label })).toHaveCount(0);
  await page.getByRole('textbox', { name: t.signup.name.label }).fill('Иван Приглашённый');
  await page.getByLabel(t.signup.password.label, { exact: true }).fill('pass-word-1');
  await page.getByText(t.signup.consent).click();
  await page.getByRole('button', { name: t.signup.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.signup.confirmation.invitationTitle })).toBeVisible();
  // The demo space has two companies: the statistics list.
  await expect(page).toHaveURL(`${server.url}/`);
  expect(await me(page)).toMatchObject({ email: DEMO_INVITATION.email, email_status: 1 });

  const other = await browser.newPage();
  await other.goto(`${server.url}/signup/${DEMO_INVITATION.token}`);
  // spec §7: 409 sends the user to the root (signed out: on to login).
  await expect(other).toHaveURL(/\/login/);
  await other.close();
});
