import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import ruProfile from '../../../locales/ru/profile.json' with { type: 'json' };
import ruSettings from '../../../locales/ru/settings.json' with { type: 'json' };
import { DEMO_PASSWORD } from '../../server/src/seed.ts';
import { PROFILE_DEMO_EMAILS } from '../../server/src/seed/profile.ts';
import { fillCredentials, login, logOutFromTopBar, signIn, storedToken } from './support.ts';

// The profile slice, end to end against the reference server: the email dialog, two-factor with a code
// from the secret shown and a recovery code, the password change, my settings. Serial: they share the demo users.
// Password changes and sign-ins hash with scrypt at OWASP cost (about a second each on this machine): longer limits.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const t = ruProfile;

// The signed-in user's sandbox outbox (README "Sandbox outbox"), read with the browser's own token.
async function outbox(page: Page) {
  const token = await storedToken(page);
  const response = await page.request.get('/v1/sandbox/outbox', { headers: { Authorization: `Bearer ${token?.access_token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Array<{ to: string; link: string | null }> }).items;
}

async function signedIn(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/$/);
}

async function logout(page: Page) {
  await page.goto('/');
  await logOutFromTopBar(page);
  await expect(page).toHaveURL(/\/login/);
}

test('the email dialog: shown to an unconfirmed user, send again, change the email (pending until its link is opened), the link confirms, the notice cancels', async ({
  page,
}) => {
  const old = PROFILE_DEMO_EMAILS.unconfirmed;
  await signIn(page, old);
  const dialog = page.getByRole('dialog', { name: t.emailDialog.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(old);
  await dialog.getByRole('button', { name: t.emailDialog.sendAgain }).click();
  await expect(dialog.getByText(t.emailDialog.sentAgain)).toBeVisible();
  expect((await outbox(page))[0]?.to).toBe(old);

  await dialog.getByRole('button', { name: t.emailDialog.changeEmail }).click();
  const form = page.getByRole('dialog', { name: t.emailDialog.changeTitle });
  await form.getByRole('textbox', { name: t.emailDialog.newEmail }).fill('ulyana.new@demo.local');
  await form.getByRole('button', { name: t.emailDialog.save }).click();
  await expect(page.getByText(t.emailDialog.success.replace('{{email}}', 'ulyana.new@demo.local'))).toBeVisible();

  // README "Sandbox outbox": the new address gets the link, the old one a notice that can cancel the change.
  const mail = await outbox(page);
  const message = mail.find((letter) => letter.to === 'ulyana.new@demo.local');
  const notice = mail.find((letter) => letter.to === old);
  expect(notice?.link).toContain('/confirm_email/');
  // Until the link is opened the old address signs in and the dialog names the pending one as where the link went.
  await page.reload();
  await expect(dialog).toContainText('ulyana.new@demo.local');
  await expect(dialog).not.toContainText(old);

  const config = (await (await page.request.get('/config.json')).json()) as { clientId: string; clientSecret: string };
  const open = (link: string | null | undefined) =>
    page.request.post('/v1/confirm_email', {
      data: { hash: link!.split('/confirm_email/')[1]!, client_id: config.clientId, client_secret: config.clientSecret },
    });
  expect((await open(message?.link)).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The notice's link (the /confirm_email/ page) puts the old address back, ends every session and signs in anew.
  const before = await storedToken(page);
  await page.goto(new URL(notice!.link!).pathname);
  await expect(page).not.toHaveURL(/confirm_email/);
  const after = await storedToken(page);
  expect(after?.access_token).not.toBe(before?.access_token);
  const me = await page.request.get('/v1/me', { headers: { Authorization: `Bearer ${after?.access_token}` } });
  expect(await me.json()).toMatchObject({ email: old, email_status: 1 });
  const revoked = await page.request.get('/v1/me', { headers: { Authorization: `Bearer ${before?.access_token}` } });
  expect(revoked.status()).toBe(401);
  await logout(page);
  await fillCredentials(page, 'ulyana.new@demo.local', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await signedIn(page, old);
});

test('changing the password keeps the user signed in, and the old password stops working', async ({ page, browser }) => {
  await signedIn(page, PROFILE_DEMO_EMAILS.profile);
  const other = await browser.newPage();
  await signedIn(other, PROFILE_DEMO_EMAILS.profile);

  await page.goto('/settings/profile');
  await page.getByLabel(t.password.current, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel(t.password.new, { exact: true }).fill('e2e-new-pass-1');
  await page.getByLabel(t.password.confirm, { exact: true }).fill('e2e-new-pass-1');
  await page.getByRole('button', { name: t.password.submit }).click();
  await expect(page.getByText(t.password.changed)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/profile$/);

  // The other browser's session ended with the change.
  await other.reload();
  await expect(other).toHaveURL(/\/login/);
  await other.close();

  await logout(page);
  await fillCredentials(page, PROFILE_DEMO_EMAILS.profile, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Неверный email или пароль');
  await fillCredentials(page, PROFILE_DEMO_EMAILS.profile, 'e2e-new-pass-1');
  await expect(page).toHaveURL(/\/$/);

  // Back to the demo password for the next tests.
  await page.goto('/settings/profile');
  await page.getByLabel(t.password.current, { exact: true }).fill('e2e-new-pass-1');
  await page.getByLabel(t.password.new, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel(t.password.confirm, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.password.submit }).click();
  await expect(page.getByText(t.password.changed)).toBeVisible();
});

test('my settings are saved and survive a reload', async ({ page }) => {
  await signedIn(page, PROFILE_DEMO_EMAILS.profile);
  await page.goto('/settings/config');
  await expect(page).toHaveTitle('Мои настройки — Omnidesk Console');
  const waiting = page.getByRole('checkbox', { name: ruSettings.statuses.waiting });
  await expect(waiting).not.toBeChecked();
  await waiting.click({ force: true });
  await page.getByRole('combobox', { name: ruSettings.status.lead }).selectOption('15');
  await page.getByRole('button', { name: ruSettings.save }).click();
  await expect(page.getByText(ruSettings.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: ruSettings.statuses.waiting })).toBeChecked();
  await expect(page.getByRole('combobox', { name: ruSettings.status.lead })).toHaveValue('15');
});

test('two-factor: turned on with a code from the secret shown, then sign-in with a TOTP code and once with a recovery code', async ({
  page,
}) => {
  await signedIn(page, PROFILE_DEMO_EMAILS.profile);
  await page.goto('/settings/profile');
  await page.getByRole('button', { name: t.twoFactor.enable }).click();
  const secret = (await page.getByText(/^[A-Z2-7]{16,}$/).textContent())!.trim();
  await expect(page.getByRole('img', { name: t.twoFactor.qrAlt })).toBeVisible();
  await page.getByRole('textbox', { name: t.twoFactor.codeLabel }).fill(await generate({ secret }));
  await page.getByRole('button', { name: t.twoFactor.confirm }).click();
  const list = page.getByRole('list', { name: t.twoFactor.codesTitle });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: t.twoFactor.done }).click();
  await expect(page.getByText(t.twoFactor.on)).toBeVisible();

  // The step of the set-up code is used; the next step's code is within the server's one-step tolerance.
  await logout(page);
  await fillCredentials(page, PROFILE_DEMO_EMAILS.profile, DEMO_PASSWORD);
  await page
    .getByLabel(login.ru.code.label, { exact: true })
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: login.ru.submitCode }).click();
  await expect(page).toHaveURL(/\/$/);

  await logout(page);
  await fillCredentials(page, PROFILE_DEMO_EMAILS.profile, DEMO_PASSWORD);
  await page.getByLabel(login.ru.code.label, { exact: true }).fill(codes[0]!);
  await page.getByRole('button', { name: login.ru.submitCode }).click();
  await expect(page).toHaveURL(/\/$/);

  // A recovery code works once.
  await logout(page);
  await fillCredentials(page, PROFILE_DEMO_EMAILS.profile, DEMO_PASSWORD);
  await page.getByLabel(login.ru.code.label, { exact: true }).fill(codes[0]!);
  await page.getByRole('button', { name: login.ru.submitCode }).click();
  await expect(page.getByRole('alert')).toHaveText('Неверный код');
});
