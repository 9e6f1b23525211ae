import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import billing from '../../../locales/ru/billing.json' with { type: 'json' };
import { ServerProcess } from './serverProcess.ts';
import { openSignedIn, storedToken } from './support.ts';

// The administrator pays for the demo space through the sandbox provider, with a promo code; a declined
// payment fails; an invalid promo code shows the server's text. The server has its own database (fresh seed).
const server = new ServerProcess({ port: 31000 });
const DAY_S = 86_400;

test.beforeAll(async () => {
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

async function openBilling(page: Page) {
  await openSignedIn(page, DEMO_EMAILS.admin, '/settings/billing', server.url);
  await expect(page).toHaveURL(`${server.url}/settings/billing`);
  await expect(page.getByRole('heading', { level: 2, name: 'Demo workspace' })).toBeVisible();
}

async function demoSpace(page: Page) {
  const token = await storedToken(page);
  const answer = await fetch(`${server.url}/v1/billing/spaces`, { headers: { authorization: `Bearer ${token?.access_token}` } });
  const { items } = (await answer.json()) as { items: Array<{ id: number; name: string; expires_at: number }> };
  return items.find((space) => space.name === 'Demo workspace')!;
}

// As the console writes it: in the demo space's time zone, whatever the machine's zone.
const dateTime = (seconds: number) =>
  new Intl.DateTimeFormat('ru', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Moscow' }).format(seconds * 1000);
const t = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

test('the administrator chooses a plan and a period, applies a promo code and pays on the sandbox page', async ({ page }) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && cspViolations.push(message.text()));
  await openBilling(page);
  const before = await demoSpace(page);

  await page.getByRole('radio', { name: /Premium/ }).check({ force: true });
  await page.getByRole('radio', { name: /^180/ }).check({ force: true });
  await page.getByRole('textbox', { name: billing.checkout.promocode }).fill('spring25');
  await page.getByRole('button', { name: billing.checkout.apply }).click();
  await expect(page.getByText(t(billing.checkout.promoApplied, { code: 'SPRING25' }))).toBeVisible();
  await expect(page.getByText(t(billing.checkout.newExpiry, { date: '' }).trim(), { exact: false })).toBeVisible();
  await page.getByRole('button', { name: /^Оплатить/ }).click();

  // The sandbox provider's own page on the server, under its strict CSP.
  await expect(page).toHaveURL(new RegExp(`^${server.url}/sandbox/pay/[\\w-]+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Тестовая оплата' })).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить' }).click();

  await expect(page).toHaveURL(new RegExp(`^${server.url}/settings/billing/report/\\d+$`));
  await expect(page.getByRole('heading', { level: 2, name: billing.report.paidTitle })).toBeVisible();
  const until = dateTime(before.expires_at + (180 + 7) * DAY_S);
  await expect(page.getByRole('status').filter({ hasText: billing.report.paidTitle })).toContainText(
    t(billing.space.paidUntil, { date: until }),
  );
  await expect(page.getByText('SPRING25, скидка 25 %')).toBeVisible();

  await page.getByRole('link', { name: billing.report.toBilling }).click();
  await expect(page).toHaveURL(`${server.url}/settings/billing?space_id=${before.id}`);
  const space = page.getByRole('region', { name: 'Demo workspace' });
  await expect(space).toContainText(t(billing.space.tariff, { name: 'Premium' }));
  await expect(space).toContainText(t(billing.space.paidUntil, { date: until }));
  await expect(page.getByRole('table', { name: billing.history.title }).getByRole('row').nth(1)).toContainText(
    billing.status.paid,
  );
  expect(cspViolations).toEqual([]);
});

test('a payment declined on the sandbox page is reported as failed and changes nothing', async ({ page }) => {
  await openBilling(page);
  const before = await demoSpace(page);
  await page.getByRole('radio', { name: /Premium/ }).check({ force: true });
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Отказаться' }).click();

  await expect(page).toHaveURL(/\/settings\/billing\/report\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: billing.report.failedTitle })).toBeVisible();
  await expect(page.getByText(billing.failure.declined)).toBeVisible();
  await page.getByRole('link', { name: billing.report.tryAgain }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Demo workspace' })).toBeVisible();
  expect((await demoSpace(page)).expires_at).toBe(before.expires_at);
});

test('an invalid promo code shows the server’s text under the field', async ({ page }) => {
  await openBilling(page);
  const field = page.getByRole('textbox', { name: billing.checkout.promocode });
  await field.fill('EXPIRED15');
  await field.press('Enter');
  await expect(page.getByText('Срок действия промокода истёк')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('NOSUCHCODE');
  await page.getByRole('button', { name: billing.checkout.apply }).click();
  await expect(page.getByText('Такого промокода нет')).toBeVisible();
});
