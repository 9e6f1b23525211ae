import { expect, test, type Page } from '@playwright/test';
import ruLogin from '../../../locales/ru/login.json' with { type: 'json' };
import ruSocial from '../../../locales/ru/social.json' with { type: 'json' };
import ruProfile from '../../../locales/ru/profile.json' with { type: 'json' };
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../server/src/seed.ts';
import { DEMO_DELETE_REQUESTS, DEMO_OAUTH_CLIENT, demoOAuthPath } from '../../server/src/seed/social.ts';
import { ServerProcess } from './serverProcess.ts';
import { expectSignedInAs, fillCredentials, storedToken } from './support.ts';

// Social sign-in through the reference server's sandbox identity provider, end to end in Chromium: a seeded
// user with a linked login, a new user creating an account, the no-email branch, the denied branch, and linking from
// the profile. Own server and database (fresh seed); serial: they share it.
const server = new ServerProcess({ port: 31522 });
test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

const SANDBOX = {
  account: 'ID аккаунта у провайдера',
  name: 'Имя',
  email: 'Email',
  noEmail: 'Не сообщать email',
  allow: 'Разрешить',
  deny: 'Отказать',
};
const signInWith = (provider: keyof typeof ruLogin.social.providers) =>
  ruLogin.social.signInWith.replace('{{provider}}', ruLogin.social.providers[provider]);

/** The sandbox authorization page: who the person is at the provider, then Allow or Deny. */
async function authorize(
  page: Page,
  provider: string,
  choice: { account?: string; name?: string; email?: string; noEmail?: boolean; deny?: boolean },
) {
  await expect(page).toHaveURL(new RegExp(`/sandbox/social/${provider}/authorize\\?.*response_type=code.*scope=email`));
  if (choice.account) await page.getByLabel(SANDBOX.account).fill(choice.account);
  if (choice.name) await page.getByLabel(SANDBOX.name).fill(choice.name);
  if (choice.email) await page.getByLabel(SANDBOX.email, { exact: true }).fill(choice.email);
  if (choice.noEmail) await page.getByLabel(SANDBOX.noEmail).check();
  await page.getByRole('button', { name: choice.deny ? SANDBOX.deny : SANDBOX.allow }).click();
}

async function me(page: Page) {
  const token = await storedToken(page);
  const answer = await page.request.get(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${token?.access_token}` } });
  return (await answer.json()) as { email: string; name: string; email_status: number };
}

test('a seeded user signs in with a linked VK login and lands on the redirect of the login page', async ({ page }) => {
  await page.goto(`${server.url}/login?redirect=%2Fsettings%2Fprofile`);
  await page.getByRole('link', { name: signInWith('vk') }).click();
  await authorize(page, 'vk', { account: 'vk-demo-41' });
  await expect(page).toHaveURL(`${server.url}/settings/profile`);
  expect((await me(page)).email).toBe('profile@demo.local');
});

test('a new user signs up with Google: an account with a 14-day trial, signed in on the statistics list', async ({ page }) => {
  await page.goto(`${server.url}/login`);
  await page.getByRole('link', { name: signInWith('google') }).click();
  await authorize(page, 'google', { name: 'Галина Гуглова', email: 'galina@sandbox.example' });
  await expect(page).toHaveURL(`${server.url}/`);
  await expectSignedInAs(page, 'Галина Гуглова');
  expect(await me(page)).toMatchObject({ email: 'galina@sandbox.example', email_status: 1 });
});

test('a provider that shares no email: the email entry form completes the sign-up', async ({ page }) => {
  await page.goto(`${server.url}/login`);
  await page.getByRole('link', { name: signInWith('facebook') }).click();
  await authorize(page, 'facebook', { name: 'Фёдор Безпочтов', noEmail: true });
  await expect(page.getByRole('heading', { level: 1, name: ruSocial.email.title })).toBeVisible();
  await page.getByRole('textbox', { name: ruSocial.email.label }).fill(DEMO_EMAILS.admin);
  await page.getByRole('button', { name: ruSocial.email.submit }).click();
  // An address with an account already: the server's text, and the form stays.
  await expect(page.getByRole('alert')).toContainText('Учётная запись с этим email уже есть');
  await page.getByRole('textbox', { name: ruSocial.email.label }).fill(' fedor@sandbox.example ');
  await page.getByRole('button', { name: ruSocial.email.submit }).click();
  await expect(page).toHaveURL(`${server.url}/`);
  // The address is the person's word: unconfirmed until the mailed link is followed.
  expect(await me(page)).toMatchObject({ email: 'fedor@sandbox.example', name: 'Фёдор Безпочтов', email_status: 0 });
});

test('the user denies access: the spec text, then back to login after 5 s', async ({ page }) => {
  await page.goto(`${server.url}/login`);
  await page.getByRole('link', { name: signInWith('yandex') }).click();
  await authorize(page, 'yandex', { deny: true });
  await expect(page.getByRole('alert')).toHaveText(ruSocial.error.denied);
  await expect(page).toHaveURL(`${server.url}/login`, { timeout: 8000 });
  expect(await storedToken(page)).toBeNull();
});

test('a signed-in user links Facebook from the profile and sees it listed', async ({ page }) => {
  await page.goto(`${server.url}/login?redirect=%2Fsettings%2Fprofile`);
  await fillCredentials(page, DEMO_EMAILS.operator, DEMO_PASSWORD);
  await expect(page).toHaveURL(`${server.url}/settings/profile`);
  const section = page.getByRole('region', { name: ruProfile.social.title });
  await section.getByRole('link', { name: ruLogin.social.linkWith.replace('{{provider}}', 'Facebook') }).click();
  await authorize(page, 'facebook', { account: 'fb-oleg', name: 'Oleg on Facebook' });
  await expect(page).toHaveURL(`${server.url}/settings/profile`);
  await expect(page.getByRole('region', { name: ruProfile.social.title })).toContainText('Oleg on Facebook');
  // Now Oleg can sign in with it.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`${server.url}/login`);
  await page.getByRole('link', { name: signInWith('facebook') }).click();
  await authorize(page, 'facebook', { account: 'fb-oleg' });
  await expect(page).toHaveURL(`${server.url}/`);
  expect((await me(page)).email).toBe(DEMO_EMAILS.operator);
});

test('a callback link opened by someone signed in, without having asked to link, links nothing', async ({ page }) => {
  await page.goto(`${server.url}/login`);
  await fillCredentials(page, DEMO_EMAILS.admin, DEMO_PASSWORD);
  await expect(page).toHaveURL(`${server.url}/`);
  await page.goto(`${server.url}/login/vk?code=someone-elses-code`);
  await expect(page.getByRole('alert')).toHaveText(ruSocial.error.generic);
});

test('the data deletion request page shows the seeded request’s status, and a clear message for an unknown one', async ({
  page,
}) => {
  await page.goto(`${server.url}/deleterequest/${DEMO_DELETE_REQUESTS.completed}`);
  await expect(page.getByText(ruSocial.deleteRequest.statuses.completed)).toBeVisible();
  await page.goto(`${server.url}/deleterequest/no-such-request`);
  await expect(page.getByRole('alert')).toHaveText('Запрос на удаление данных не найден');
});

test('the demo OAuth client asks for access; the signed-in user allows it and the client receives a code', async ({ page }) => {
  await page.route('https://partner.example/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'partner' }));
  await page.goto(`${server.url}/login?redirect=${encodeURIComponent(demoOAuthPath('st-42'))}`);
  await fillCredentials(page, DEMO_EMAILS.operator, DEMO_PASSWORD);
  await expect(
    page.getByText(`${DEMO_OAUTH_CLIENT.name} просит доступ к вашей учётной записи ${DEMO_EMAILS.operator}.`),
  ).toBeVisible();
  await page.getByRole('button', { name: ruSocial.oauth.approve }).click();
  await expect(page).toHaveURL(/^https:\/\/partner\.example\/oauth\/callback\?code=[\w-]{32}&state=st-42$/);
});

test('/callback/tiktok forwards to the opener’s host among the three configured and hands the code over there', async ({
  page,
}) => {
  const local = `http://localhost:${new URL(server.url).port}`;
  await page.goto(`${server.url}/callback/tiktok?code=tt-code&state=${encodeURIComponent(local)}`);
  await expect(page).toHaveURL(`${local}/callback/tiktok?code=tt-code&state=${encodeURIComponent(local)}`);
  await expect(page.getByRole('status')).toHaveText(ruSocial.tiktok.done);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('callback_tiktok') ?? '{}').code)).toBe('tt-code');
  await page.goto(`${local}/callback/tiktok?code=tt-code&state=${encodeURIComponent('https://evil.example')}`);
  await expect(page.getByRole('alert')).toHaveText(ruSocial.tiktok.hostNotAllowed);
});
