import { expect, test } from '@playwright/test';
import { DEMO_USERS, DEMO_EMAILS } from '../../server/src/seed.ts';
import { currentOtp, expectSignedInAs, fillCredentials, login, logOutFromTopBar, signIn, storedToken } from './support.ts';

// Sign-in through every layer against the running server (spec §2.1, §4, §5, §7, §8).
test.describe('sign-in', () => {
  for (const user of DEMO_USERS.filter((u) => !u.otp)) {
    test(`${user.role} signs in and sees their name from v1/me`, async ({ page }) => {
      await signIn(page, user.email);
      await expect(page).toHaveURL(/\/$/);
      await expectSignedInAs(page, user.name);
      await expect(page.getByText('Demo workspace')).toBeVisible();
      await expect(page).toHaveTitle('Статистика — Omnidesk Console');
    });
  }

  test('a reload keeps the session', async ({ page }) => {
    await signIn(page, DEMO_EMAILS.admin);
    await expectSignedInAs(page, 'Anna Admin');
    await page.reload();
    await expectSignedInAs(page, 'Anna Admin');
  });

  test('the two-factor user is asked for the code and signs in with it', async ({ page }) => {
    await signIn(page, DEMO_EMAILS.otp);
    const code = page.getByLabel(login.ru.code.label, { exact: true });
    await expect(code).toBeVisible();
    await expect(page.getByLabel(login.ru.password.label, { exact: true })).toHaveCount(0);
    await expect(code).toHaveAttribute('maxlength', '7');
    await code.fill(await currentOtp());
    await page.getByRole('button', { name: login.ru.submitCode }).click();
    await expectSignedInAs(page, 'Tanya Twofactor');
  });

  test('a wrong password shows the server text inline', async ({ page }) => {
    await page.goto('/login');
    await fillCredentials(page, DEMO_EMAILS.operator, 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('Неверный email или пароль');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown user shows the server text in English with an English browser', async ({ page }) => {
    await page.goto('/login?locale=en');
    await fillCredentials(page, 'nobody@demo.local', 'whatever-1', 'en');
    await expect(page.getByRole('alert')).toHaveText('User not found');
  });

  test('the validation messages of spec §5 appear before any call', async ({ page }) => {
    await page.goto('/login?locale=en');
    let tokenCalls = 0;
    page.on('request', (r) => r.url().includes('v1/oauth2/token') && tokenCalls++);
    await page.getByRole('button', { name: login.en.submit }).click();
    await expect(page.getByText('Enter email')).toBeVisible();
    await fillCredentials(page, 'not-an-email', 'short', 'en');
    await expect(page.getByText('Please specify a valid email')).toBeVisible();
    await expect(page.getByText('Use 8 characters or more for your password')).toBeVisible();
    expect(tokenCalls).toBe(0);
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US' });
    test('the login page adds locale=en', async ({ page }) => {
      await page.goto('/login');
      await expect(page).toHaveURL(/[?&]locale=en/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    });
  });
});

test.describe('redirects', () => {
  test('the redirect query is honoured after sign-in', async ({ page }) => {
    await page.goto('/nowhere/else?tab=2');
    await expect(page).toHaveURL(/redirect=/);
    await fillCredentials(page, DEMO_EMAILS.admin, 'demo-pass-1');
    await expect(page).toHaveURL(/\/nowhere\/else\?tab=2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
    await page.getByRole('link', { name: 'На главную страницу' }).click();
    await expectSignedInAs(page, 'Anna Admin');
  });

  for (const foreign of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
    test(`a foreign redirect ${foreign} is not followed`, async ({ page, baseURL }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(foreign)}`);
      await fillCredentials(page, DEMO_EMAILS.admin, 'demo-pass-1');
      await expectSignedInAs(page, 'Anna Admin');
      expect(page.url()).toBe(`${baseURL}/`);
    });
  }

  test('a signed-in user who opens /login is sent to the root', async ({ page }) => {
    await signIn(page, DEMO_EMAILS.reader);
    await expectSignedInAs(page, 'Ирина Читаева');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });
});

test('logout returns to exactly /login, never "Session expired", and the old token no longer works', async ({
  page,
  request,
  baseURL,
}) => {
  let live = false;
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => String(frame.payload).includes('"ready"') && (live = true)),
  );
  await signIn(page, DEMO_EMAILS.operator);
  await expectSignedInAs(page, 'Oleg Operator');
  // The live connection is up: the revoke ends it on the server (close 4401), which must not look like an expiry.
  await expect.poll(() => live).toBe(true);
  const token = await storedToken(page);
  expect(token?.access_token).toBeTruthy();
  const before = await request.get('/v1/me', { headers: { authorization: `Bearer ${token!.access_token}` } });
  expect(before.status()).toBe(200);
  // The server acts on the revoke at once; its answer reaches the page a second later (a slow network), so the
  // socket's close comes while the logout still runs.
  await page.route('**/v1/oauth2/revoke', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fulfill({ response });
  });
  await logOutFromTopBar(page);
  await expect(page.getByRole('heading', { level: 1, name: login.ru.title })).toBeVisible();
  // Long enough for a socket refresh with the revoked token to have come back, had one been made.
  await page.waitForTimeout(1500);
  expect(page.url()).toBe(`${baseURL}/login`);
  await expect(page.getByText(/Session expired|Сессия истекла/)).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
  const after = await request.get('/v1/me', { headers: { authorization: `Bearer ${token!.access_token}` } });
  expect(after.status()).toBe(401);
});
