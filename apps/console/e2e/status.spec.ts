import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { OFFLINE_DEMO_USER } from '../../server/src/seed/status.ts';
import status from '../../../locales/ru/status.json' with { type: 'json' };
import { expectSignedInAs, openSignedIn, signIn, storedToken } from './support.ts';

// The forced-status dialog and the top-bar status menu against the reference server
// (spec §4 "User status", §5, §7 PUT v1/me/status, §7 socket message status).

type StatusAnswer = { status: number | null };
type ConfigAnswer = { user_statuses: { id: number; name: string; offline: boolean }[] };

async function api<T>(page: Page, path: string): Promise<T> {
  const token = await storedToken(page);
  const response = await page.request.get(`/${path}`, { headers: { authorization: `Bearer ${token?.access_token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const forcedDialog = (page: Page) => page.getByRole('alertdialog', { name: status.forced.title });

test('an offline user is blocked by the forced dialog until a working status is chosen, in every tab', async ({
  page,
  context,
}) => {
  await signIn(page, OFFLINE_DEMO_USER.email);
  const dialog = forcedDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Не в сети');
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Nothing under it can be reached: Escape does not close it, the keyboard stays inside, a click outside does nothing.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="alertdialog"]') !== null)).toBe(true);
  }
  const menuTrigger = page.getByRole('button', { name: /^Мой статус:/ });
  expect(await menuTrigger.evaluate((element) => element.closest('[inert]') !== null)).toBe(true);
  await menuTrigger.click({ force: true });
  await page.mouse.click(5, 5);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(dialog).toBeVisible();

  // A second tab of the same session is blocked too.
  const second = await context.newPage();
  await second.goto('/');
  await expect(forcedDialog(second)).toBeVisible();

  // spec §7: the forced dialog sends only the status.
  const put = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/v1/me/status'));
  await dialog.getByText('В сети', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'В сети' })).toBeChecked();
  await dialog.getByRole('button', { name: status.forced.save }).click();
  const body = (await put).postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['status']);
  await expect(dialog).toHaveCount(0);
  await expectSignedInAs(page, OFFLINE_DEMO_USER.name);

  // The server has it, the other tab closed its dialog through the socket, and a reload keeps it.
  const config = await api<ConfigAnswer>(page, 'v1/config');
  const online = config.user_statuses.find((s) => s.name === 'В сети')!;
  expect(body['status']).toBe(online.id);
  expect(await api<StatusAnswer>(page, 'v1/me/status')).toEqual({ status: online.id });
  await expect(forcedDialog(second)).toHaveCount(0);
  await page.reload();
  await expectSignedInAs(page, OFFLINE_DEMO_USER.name);
  await expect(page.getByRole('button', { name: 'Мой статус: В сети' })).toBeVisible();
  await expect(forcedDialog(page)).toHaveCount(0);
});

test('the operator chooses a status from the menu: PUT with the space, then the socket is told', async ({ page }) => {
  const sent: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', (frame) => typeof frame.payload === 'string' && sent.push(frame.payload)),
  );
  await openSignedIn(page, DEMO_EMAILS.operator);
  await expectSignedInAs(page, 'Oleg Operator');
  const trigger = page.getByRole('button', { name: 'Мой статус: В сети' });
  await expect(trigger).toBeVisible();

  // Keyboard only: open, move to 'Занят', choose.
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: 'В сети', exact: true })).toHaveAttribute('aria-checked', 'true');
  const put = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/v1/me/status'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const body = (await put).postDataJSON() as { status: number; space_id: number };

  const config = await api<ConfigAnswer & { spaces: { id: number }[] }>(page, 'v1/config');
  const busy = config.user_statuses.find((s) => s.name === 'Занят')!;
  expect(body).toEqual({ status: busy.id, space_id: config.spaces[0]!.id });
  await expect(page.getByRole('button', { name: 'Мой статус: Занят' })).toBeVisible();
  await expect.poll(() => sent).toContain(JSON.stringify({ method: 'status', status: busy.id }));
  expect(await api<StatusAnswer>(page, 'v1/me/status')).toEqual({ status: busy.id });

  await page.reload();
  await expect(page.getByRole('button', { name: 'Мой статус: Занят' })).toBeVisible();
});
