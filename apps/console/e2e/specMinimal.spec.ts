import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { OFFLINE_DEMO_USER } from '../../server/src/seed/status.ts';
import { PROFILE_DEMO_EMAILS } from '../../server/src/seed/profile.ts';
import { WORKSPACE_DEMO_EMAILS } from '../../server/src/seed/workspaces.ts';
import chats from '../../../locales/ru/chats.json' with { type: 'json' };
import filters from '../../../locales/ru/filters.json' with { type: 'json' };
import guards from '../../../locales/ru/guards.json' with { type: 'json' };
import profile from '../../../locales/ru/profile.json' with { type: 'json' };
import status from '../../../locales/ru/status.json' with { type: 'json' };
import { ServerProcess } from './serverProcess.ts';
import { expectSignedInAs, openSignedIn, signIn } from './support.ts';

// docs/answers.md "The spec-minimal scenario": the console against a reference server that answers v1/config, v1/me,
// v1/objects and the other answers of spec §3 with the spec's fields only (SPEC_MINIMAL_ANSWERS=1, loopback only).
const server = new ServerProcess({ port: 31600, env: { SPEC_MINIMAL_ANSWERS: '1', SANDBOX_CHATS_PER_MINUTE: '0' } });
test.use({ baseURL: server.url });
test.describe.configure({ mode: 'serial', timeout: 60_000 });
// The first paint after a page load on a busy machine (chats.spec.ts).
const LOADED = { timeout: 25_000 };

test.beforeAll(async () => {
  test.setTimeout(90_000); // ServerProcess.start waits up to 60 s for a healthy server
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

const configAnswer = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/config' && response.ok());

test('signs in through the form; the config it reads carries no field outside spec §3', async ({ page }) => {
  const config = configAnswer(page);
  await signIn(page, DEMO_EMAILS.operator);
  const answer = (await (await config).json()) as { user: Record<string, unknown>; loaded?: number };
  expect([answer.user['role'], answer.user['otp_enabled'], answer.user['time_zone'], answer.loaded]).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
  await expectSignedInAs(page, 'Oleg Operator');
});

test('the guards of spec §4: billing for an expired trial’s administrator, the paid-over modal, the two-factor redirect', async ({
  page,
}) => {
  await openSignedIn(page, WORKSPACE_DEMO_EMAILS.trialAdmin, '/items');
  await expect(page).toHaveURL(/\/settings\/billing$/, LOADED);
  await openSignedIn(page, WORKSPACE_DEMO_EMAILS.trialOperator);
  await expect(page.getByRole('alertdialog', { name: guards.paidOver.trialTitle })).toBeVisible(LOADED);
  await openSignedIn(page, WORKSPACE_DEMO_EMAILS.otpRequired, '/items');
  await expect(page).toHaveURL(/\/settings\/profile$/, LOADED);
});

test('the email dialog for an unconfirmed user and the forced-status dialog for an offline one (spec §4)', async ({ page }) => {
  await openSignedIn(page, PROFILE_DEMO_EMAILS.unconfirmed);
  await expect(page.getByRole('dialog', { name: profile.emailDialog.title })).toBeVisible(LOADED);
  await openSignedIn(page, OFFLINE_DEMO_USER.email);
  const forced = page.getByRole('alertdialog', { name: status.forced.title });
  await expect(forced).toBeVisible(LOADED);
  await forced.getByText('В сети', { exact: true }).click();
  await forced.getByRole('button', { name: status.forced.save }).click();
  await expect(forced).toHaveCount(0);
});

test('without user.role the operator starts a chat by phone (spec §5, §7 POST v1/chats)', async ({ page }) => {
  await openSignedIn(page, DEMO_EMAILS.operator, '/chats');
  const open = page.getByRole('button', { name: chats.newChat.open, exact: true });
  await expect(open).toBeVisible(LOADED);
  const dialog = page.getByRole('dialog', { name: chats.newChat.title });
  // Pressed again if the dialog did not come: one CI run lost the first press (the dialog's chunk was never asked
  // for; under investigation, see the stop's note), and this test is about the spec-minimal answers, not that.
  await expect(async () => {
    if (!(await dialog.isVisible())) await open.click();
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  }).toPass(LOADED);
  const account = dialog.getByRole('combobox', { name: chats.newChat.account, exact: true });
  await expect.poll(() => account.getByRole('option').count(), LOADED).toBeGreaterThan(1);
  const values = await account.getByRole('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  await account.selectOption(values.find((value) => Number(value) > 0)!);
  await dialog.getByRole('textbox', { name: chats.newChat.phone, exact: true }).fill(`7999${String(Date.now()).slice(-7)}`);
  await dialog.getByRole('button', { name: chats.newChat.add, exact: true }).click();
  await expect(page).toHaveURL(/\/chats\/\d+/, LOADED);
});

test('saved filters: the seeded one is listed and a new one is saved (spec §3, §7)', async ({ page }) => {
  await openSignedIn(page, DEMO_EMAILS.operator, '/?period=14d');
  await expectSignedInAs(page, 'Oleg Operator');
  await page.getByRole('button', { name: filters.menu.title }).click();
  const panel = page.getByRole('dialog', { name: filters.menu.title });
  await expect(panel.getByRole('link', { name: 'Последние 7 дней' })).toBeVisible();
  await panel.getByRole('button', { name: filters.menu.save }).click();
  const dialog = page.getByRole('dialog', { name: filters.save.title });
  await dialog.getByLabel(filters.save.name).fill('Две недели');
  await dialog.getByLabel(filters.save.name).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('link', { name: 'Две недели' })).toBeVisible();
});
