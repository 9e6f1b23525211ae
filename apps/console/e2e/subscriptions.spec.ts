import { expect, test } from '@playwright/test';
import alerts from '../../../locales/ru/alerts.json' with { type: 'json' };
import notifications from '../../../locales/ru/notifications.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { TEST_CLOCK_PATH } from '../../server/src/clock/testClock.ts';
import { signInAs } from './itemsSupport.ts';
import { ServerProcess } from './serverProcess.ts';

// settings/subscriptions (spec §2.4): an hourly email alert on the saved filter 'Новые'; a sandbox comment matches it,
// the server's clock moves an hour (docs/testing.md "The server's clock"), and the digest is in the sandbox outbox
// with a link to the comment; an alert in the console 'at once' shows its toast as a comment arrives, no clock moved.
// Its own server makes sandbox comments (the config's servers make none), two a second in each space: more than one a
// second is what the watermark of 'at once' alerts is for (docs/socket.md).
const server = new ServerProcess({
  port: 28510,
  env: { SANDBOX_ITEMS_PER_MINUTE: '120', SANDBOX_CHATS_PER_MINUTE: '0', TEST_CLOCK: '1' },
});
test.beforeAll(async () => server.start());
test.afterAll(async () => server.stop());

const HOUR_MS = 3_600_000;
const texts = alerts.subscriptions;

// spec §3 'at once', §7, §9: an alert in the console fires when a matching comment arrives, with no clock moved: the
// sandbox's next comment queues it and the job runner sends the notify, shown as a toast (120 s).
test('an alert in the console at once shows its toast as soon as a matching comment arrives', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO_EMAILS.admin, server.url);
  await page.goto(`${server.url}/settings/subscriptions`);
  const form = page.getByRole('region', { name: texts.add });
  await form.getByRole('combobox', { name: texts.filter }).selectOption({ label: 'Новые' });
  await form.getByRole('combobox', { name: texts.channel }).selectOption({ label: texts.channels.in_app });
  await form.getByRole('combobox', { name: texts.frequency }).selectOption({ label: notifications.frequencies.instant });
  await form.getByRole('button', { name: texts.create }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();
  await expect(page.getByText(/^Новые: новых \d+/).first()).toBeVisible({ timeout: 15_000 });
});

// Last: it moves the server's clock hours ahead, after which a sign-in signed with this machine's time is refused.
test('an hourly email alert on a saved filter sends its digest of the new comments', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, DEMO_EMAILS.admin, server.url);
  await page.goto(`${server.url}/settings/subscriptions`);
  const form = page.getByRole('region', { name: texts.add });
  await form.getByRole('combobox', { name: texts.filter }).selectOption({ label: 'Новые' });
  await form.getByRole('combobox', { name: texts.channel }).selectOption({ label: texts.channels.email });
  await form.getByRole('combobox', { name: texts.frequency }).selectOption({ label: notifications.frequencies.hourly });
  // The 'at once' alert of the test before is on the same filter: one article more.
  const alertsOnIt = page.getByRole('article', { name: 'Новые' });
  const before = await alertsOnIt.count();
  await form.getByRole('button', { name: texts.create }).click();
  await expect(alertsOnIt).toHaveCount(before + 1);
  await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();

  // New comments from the sandbox networks (two a second on this server), then the hour passes.
  const outbox = `${server.url}/sandbox/outbox?to=${encodeURIComponent(DEMO_EMAILS.admin)}`;
  const digest = page.getByRole('article').filter({ hasText: /^Новые: новых \d+/ });
  await page.goto(outbox);
  await expect(digest).toHaveCount(0);
  await expect
    .poll(async () => {
      const moved = await page.request.post(`${server.url}${TEST_CLOCK_PATH}`, { data: { advance_ms: HOUR_MS } });
      expect(moved.ok()).toBe(true);
      await page.goto(outbox);
      return digest.count();
    })
    .toBeGreaterThan(0);
  await expect(
    digest
      .first()
      .getByText(new RegExp(`${server.url}/items/\\d+`))
      .first(),
  ).toBeVisible();
});
