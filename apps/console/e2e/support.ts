import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TOKEN_PATH } from '@console/api/contract';
import { antiBotSign } from '../../../packages/api/src/client/sign.ts';
import ruLogin from '../../../locales/ru/login.json' with { type: 'json' };
import enLogin from '../../../locales/en/login.json' with { type: 'json' };
import ruShell from '../../../locales/ru/shell.json' with { type: 'json' };
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, DEMO_OTP_SECRET, DEMO_PASSWORD } from '../../server/src/seed.ts';
import { currentTotp } from '../../server/src/auth/totp.ts';

export const login = { ru: ruLogin, en: enLogin } as const;
export type Lng = keyof typeof login;

export async function fillCredentials(page: Page, email: string, password: string, lng: Lng = 'ru') {
  await page.getByLabel(login[lng].email.label, { exact: true }).fill(email);
  await page.getByLabel(login[lng].password.label, { exact: true }).fill(password);
  await page.getByRole('button', { name: login[lng].submit }).click();
}

export async function signIn(page: Page, email: string, lng: Lng = 'ru') {
  await page.goto(lng === 'en' ? '/login?locale=en' : '/login');
  await fillCredentials(page, email, DEMO_PASSWORD, lng);
}

/** spec §7: POST v1/oauth2/token, the password grant with the anti-bot sign; answers what id_token keeps (spec §3). */
export async function signInByApi(request: APIRequestContext, email: string, origin = ''): Promise<string> {
  const answer = await request.post(`${origin}/${TOKEN_PATH}`, {
    data: {
      client_id: DEFAULT_CLIENT_ID,
      client_secret: DEFAULT_CLIENT_SECRET,
      grant_type: 'password',
      username: email,
      password: DEMO_PASSWORD,
      sign: await antiBotSign(email, DEMO_PASSWORD, Date.now() / 1000),
    },
  });
  expect(answer.ok(), `sign-in of ${email}: ${answer.status()}`).toBe(true);
  const token = (await answer.json()) as { expires_in: number };
  return JSON.stringify({ ...token, expires_at: Date.now() + token.expires_in * 1000 });
}

/**
 * Opens `path` with `email` signed in through the token endpoint, its own session stored under id_token as the login
 * page leaves it: for the tests whose subject is not the sign-in (the login page's own tests go through the form).
 * docs/testing.md: a form sign-in costs a page load and the login chunk for each test.
 */
export async function openSignedIn(page: Page, email: string, path = '/', origin = '') {
  const token = await signInByApi(page.request, email, origin);
  // Any page of the origin gives access to its storage; the health check is the smallest.
  await page.goto(`${origin}/healthz`);
  await page.evaluate((value) => window.localStorage.setItem('id_token', value), token);
  await page.goto(`${origin}${path}`);
}

// The current one-time code of the seeded two-factor user (the same secret `npm run seed:otp` reads).
export const currentOtp = () => currentTotp(DEMO_OTP_SECRET);

export const storedToken = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(window.localStorage.getItem('id_token') ?? 'null') as {
        access_token: string;
        refresh_token: string;
        expires_at: number;
      } | null,
  );

export async function expectSignedInAs(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
}

// spec §2.5: logging out is in the top bar's user dropdown, on every signed-in page (Russian interface).
export async function logOutFromTopBar(page: Page) {
  const trigger = new RegExp(`^${ruShell.userMenu.trigger.replace('{{name}}', '')}`);
  await page.getByRole('banner').getByRole('button', { name: trigger }).click();
  await page.getByRole('menuitem', { name: ruShell.userMenu.logout }).click();
}
