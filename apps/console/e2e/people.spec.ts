import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Item } from '@console/api/contract';
import ruItems from '../../../locales/ru/items.json' with { type: 'json' };
import ruSignup from '../../../locales/ru/signup.json' with { type: 'json' };
import ruShell from '../../../locales/ru/shell.json' with { type: 'json' };
import ruUsers from '../../../locales/ru/users.json' with { type: 'json' };
import ruServer from '../../../locales/ru/server.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { USERGROUP_NAMES } from '../../server/src/seed/usergroups.ts';
import { apiGet } from './itemsSupport.ts';
import { openSignedIn, signInByApi } from './support.ts';

// People and access end to end (spec §1, §2.4 settings/users): an administrator invites a colleague who signs up by
// the letter and gets only their access; the plan's limit counts pending invitations; blocking a signed-in user drops
// their open console to 'No access' at once (docs/socket.md access.changed). Sign-ups hash with scrypt: longer limit.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const u = ruUsers;
const bearerOf = async (request: APIRequestContext, email: string) => ({
  authorization: `Bearer ${(JSON.parse(await signInByApi(request, email)) as { access_token: string }).access_token}`,
});
const firstSpaceOf = async (request: APIRequestContext, headers: Record<string, string>) =>
  ((await (await request.get('/v1/config?ts=1', { headers })).json()) as { spaces: { id: number }[] }).spaces[0]!.id;

// spec §1: the invited colleague sees only what their role and their user group allow.
test('an administrator invites a colleague without private messages, limited to one group; the letter’s sign-up gives exactly that', async ({
  page,
  browser,
}) => {
  const email = `colleague-${Date.now()}@example.com`;
  const [otherGroup, group] = USERGROUP_NAMES;
  await openSignedIn(page, DEMO_EMAILS.admin, '/settings/users/new');
  await page.getByRole('textbox', { name: u.form.email }).fill(email);
  await page.getByRole('main').getByText(u.flags.messages, { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: u.flags.messages })).not.toBeChecked();
  await page.getByRole('main').getByText(group, { exact: true }).click();
  await page.getByRole('main').getByText(u.form.limited, { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: group })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: u.form.limited })).toBeChecked();
  await page.getByRole('button', { name: u.form.send }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();

  const colleague = await browser.newPage();
  await colleague.goto(`/sandbox/outbox?to=${encodeURIComponent(email)}`);
  await colleague
    .getByRole('link', { name: /\/signup\// })
    .first()
    .click();
  await colleague.getByRole('textbox', { name: ruSignup.signup.name.label }).fill('Коллега Приглашённый');
  await colleague.getByLabel(ruSignup.signup.password.label, { exact: true }).fill('pass-word-1');
  await colleague.getByText(ruSignup.signup.consent).click();
  await colleague.getByRole('button', { name: ruSignup.signup.submit }).click();
  await expect(colleague).toHaveURL(/\/$/);
  // The messages flag is off: no Private messages entry, and the chats are refused by the server too (docs/roles.md).
  await colleague.goto('/items');
  await expect(colleague.getByRole('navigation').first()).toBeVisible();
  await expect(colleague.getByRole('link', { name: ruShell.titles.chatsPage })).toHaveCount(0);
  await colleague.goto('/chats');
  await expect(colleague.getByText(ruShell.noAccess.default)).toBeVisible();
  // The group limit: the colleague's comments are only those assigned to their group, where the administrator's list
  // holds the other group's too; the list shows each row's group.
  const groupsOf = async (who: Page) =>
    new Set((await apiGet<{ items: Item[] }>(who, 'v1/items?limit=100')).items.map((item) => item.usergroup?.name ?? null));
  expect([...(await groupsOf(colleague))]).toEqual([group]);
  expect(await groupsOf(page)).toContain(otherGroup);
  await colleague.goto('/items');
  const rowGroups = colleague.getByRole('main').getByText(new RegExp(`^${ruItems.row.usergroup.replace('{{name}}', '')}`));
  await expect(rowGroups.first()).toBeVisible();
  await expect(rowGroups.filter({ hasNotText: group })).toHaveCount(0);
  await colleague.close();
});

test('inviting past the plan’s user limit is refused with the billing text, pending invitations counted', async ({ page }) => {
  const admin = await bearerOf(page.request, 'soon-admin@demo.local');
  const spaceId = await firstSpaceOf(page.request, admin);
  const grant = {
    space_id: spaceId,
    role: 'operator',
    roles: { messages: true, items: true, settings: false, templates: true, stats: false },
    usergroup_ids: [],
    limited_to_groups: false,
  };
  // Standard holds 15: the administrator and fourteen pending invitations.
  for (let n = 1; n <= 14; n += 1) {
    const answer = await page.request.post('/v1/invitations', {
      headers: admin,
      data: { ...grant, email: `limit-${n}-${Date.now()}@example.com` },
    });
    expect(answer.status()).toBe(200);
  }
  await openSignedIn(page, 'soon-admin@demo.local', '/settings/users/new');
  const limitText = ruServer.usersLimitReached.replace('{limit}', '15');
  await expect(page.getByRole('status').filter({ hasText: u.limitReached.split('(')[0]!.trim() })).toBeVisible();
  await page.getByRole('textbox', { name: u.form.email }).fill(`one-more-${Date.now()}@example.com`);
  await page.getByRole('button', { name: u.form.send }).click();
  await expect(page.getByRole('alert').filter({ hasText: limitText })).toBeVisible();
});

test('blocking a signed-in user sends their open console to No access at once; unblocking restores it', async ({
  page,
  browser,
}) => {
  const blocked = await browser.newPage();
  await openSignedIn(blocked, DEMO_EMAILS.analyst, '/settings/profile');
  await expect(blocked.getByRole('heading', { level: 1 })).toBeVisible();
  const admin = await bearerOf(page.request, DEMO_EMAILS.admin);
  const spaceId = await firstSpaceOf(page.request, admin);
  const analyst = (
    (await (await blocked.request.get('/v1/me', { headers: await bearerOf(blocked.request, DEMO_EMAILS.analyst) })).json()) as {
      id: number;
    }
  ).id;
  try {
    const answer = await page.request.post(`/v1/members/${analyst}/block`, { headers: admin, data: { space_id: spaceId } });
    expect(answer.status()).toBe(200);
    await expect(blocked.getByText(ruShell.noAccess.default)).toBeVisible({ timeout: 10_000 });
  } finally {
    await page.request.delete(`/v1/members/${analyst}/block?space_id=${spaceId}`, { headers: admin });
    await blocked.close();
  }
});
