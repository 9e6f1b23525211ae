import { expect, test, type Page } from '@playwright/test';
import ruBilling from '../../../locales/ru/billing.json' with { type: 'json' };
import ruShell from '../../../locales/ru/shell.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { PARTNER_DEMO_USER, PARTNER_PROMOCODE, REFERRED_DEMO_SPACES } from '../../server/src/seed/referral.ts';
import { openSignedIn } from './support.ts';

// settings/referral (spec §2.4 referral, §2.5 user dropdown, §6 partners only): the partner opens it from the user
// dropdown and sees the sign-up link and a workspace signed up with the code; anyone else has no entry and no access.
const openUserMenu = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /Меню пользователя/ })
    .click();

test('the partner opens the referral page from the user dropdown and sees the link and a referred workspace', async ({
  page,
  baseURL,
}) => {
  await openSignedIn(page, PARTNER_DEMO_USER.email);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: ruShell.titles.referralPage }).click();
  await expect(page).toHaveURL(/\/settings\/referral$/);
  const label = ruBilling.referral.link.label.replace('{{code}}', PARTNER_PROMOCODE);
  await expect(page.getByRole('textbox', { name: label })).toHaveValue(`${baseURL}/signup?code=${PARTNER_PROMOCODE}`);
  const workspaces = page.getByRole('table', { name: ruBilling.referral.workspaces.title });
  await expect(workspaces.getByRole('cell', { name: REFERRED_DEMO_SPACES[0].name })).toBeVisible();
});

test('a user who is not a partner has no entry, and the page refuses them', async ({ page }) => {
  await openSignedIn(page, DEMO_EMAILS.admin);
  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: ruShell.userMenu.logout })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: ruShell.titles.referralPage })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/settings/referral');
  await expect(page.getByRole('heading', { level: 1, name: ruShell.noAccess.title })).toBeVisible();
});
