import { expect, type Page } from '@playwright/test';
import ruLogin from '../../../locales/ru/login.json' with { type: 'json' };
import enLogin from '../../../locales/en/login.json' with { type: 'json' };
import ruShell from '../../../locales/ru/shell.json' with { type: 'json' };
import { DEMO_OTP_SECRET, DEMO_PASSWORD } from '../../server/src/seed.ts';
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
