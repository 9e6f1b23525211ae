import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ISSUES_PATH, ITEMS_PATH, type Issue, type ItemsPage } from '@console/api/contract';
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { LIMITED_DEMO_USER, USERGROUP_NAMES } from '../../server/src/seed/usergroups.ts';
import ruIssues from '../../../locales/ru/issues.json' with { type: 'json' };
import ruShell from '../../../locales/ru/shell.json' with { type: 'json' };
import { installClocks, moveClocks, ownClockServer, serverNow } from './clocks.ts';
import { openSignedIn, signInByApi } from './support.ts';

// Issues end to end (docs/issues.md "Screens: issue page"): an issue made from a comment through the API; an
// operator assigns it to a colleague, who is notified in another browser and opens it from the notification; its
// due time passes on the server's test clock and the menu shows the expired count in red; a moderator closes it; the
// history shows each step; a user limited to another user group gets 'not found'.

// It moves the server's clock: on a server of its own.
ownClockServer(31800);
const page_ = ruIssues.page;
const MODERATOR = 'Мария Модератор';
const OPERATOR = 'Oleg Operator';

async function api(request: APIRequestContext, email: string) {
  const token = (JSON.parse(await signInByApi(request, email)) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string) => {
      const answer = await request.get(`/${path}`, { headers });
      expect(answer.ok(), `GET ${path}: ${answer.status()}`).toBe(true);
      return (await answer.json()) as T;
    },
    post: async <T>(path: string, data: unknown) => {
      const answer = await request.post(`/${path}`, { headers, data });
      expect(answer.ok(), `POST ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
      return (await answer.json()) as T;
    },
  };
}

// The Issues entry of the main menu: its accessible name ends with the expired count (shell menu.expired).
const issuesEntry = (page: Page) => page.getByRole('navigation', { name: ruShell.menu.label }).locator('a[href="/issues"]');
async function expiredCount(page: Page): Promise<number> {
  const name = (await issuesEntry(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) просроч/.exec(name)?.[1] ?? 0);
}

test('an issue from a comment: assigned, notified, overdue, closed, with its history; hidden from another group', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  // A top-level comment of the group the limited user is not in: the issue made from it belongs to that group.
  const admin = await api(page.request, DEMO_EMAILS.admin);
  const items = await admin.get<ItemsPage>(`${ITEMS_PATH}?limit=100&status[]=new&status[]=inprogress&status[]=closed`);
  const source = items.items.find((item) => item.parent_id === null && item.usergroup?.name === USERGROUP_NAMES[1]);
  expect(source, 'a comment of the other group').toBeDefined();
  const now = await serverNow(page);
  const created = await admin.post<Issue>(ISSUES_PATH, {
    item_id: source!.id,
    title: 'Вернуть деньги за заказ',
    priority: 'high',
    assignee_id: null,
    due_at: Math.floor(now / 1000) + 10 * 60,
  });
  const path = `/issues/${created.id}`;

  // A user limited to the other user group: the issue does not exist for them (before the clocks move: a sign-in
  // carries the browser's time).
  const limitedContext = await browser.newContext();
  try {
    const limited = await limitedContext.newPage();
    await openSignedIn(limited, LIMITED_DEMO_USER.email, path);
    await expect(limited.getByRole('alert')).toHaveText(page_.notFound);
  } finally {
    await limitedContext.close();
  }

  // The moderator, in another browser, sees the menu with its counts.
  const moderatorContext = await browser.newContext();
  const moderator = await moderatorContext.newPage();
  try {
    await installClocks(moderator);
    await openSignedIn(moderator, DEMO_EMAILS.moderator, '/');
    await expect(issuesEntry(moderator)).toBeVisible();
    const expiredBefore = await expiredCount(moderator);

    // The operator opens the issue: the linked comment inline, and assigns it to the moderator.
    await installClocks(page);
    await openSignedIn(page, DEMO_EMAILS.operator, path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Вернуть деньги за заказ');
    await expect(page.getByRole('link', { name: page_.linked.open }).first()).toHaveAttribute('href', `/items/${source!.id}`);
    await page.getByRole('combobox', { name: page_.fields.assignee, exact: true }).selectOption({ label: MODERATOR });
    await expect(page.getByText(`${OPERATOR} установил(а) ${page_.history.fields.assignee}: ${MODERATOR}`)).toBeVisible();

    // The moderator is told, and opens the issue from the notification.
    const open = moderator.getByRole('link', { name: ruShell.live.openIssue });
    await expect(open).toBeVisible();
    await open.click();
    await expect(moderator).toHaveURL(new RegExp(`${path}$`));
    await expect(moderator.getByRole('heading', { level: 1 })).toContainText('Вернуть деньги за заказ');

    // The due time passes on the server's clock: the job marks it expired and notifies the assignee, whose menu
    // shows one more expired issue, in red.
    await moveClocks(moderator, 11 * 60 * 1000);
    await page.clock.fastForward(11 * 60 * 1000);
    await expect.poll(() => expiredCount(moderator), { timeout: 30_000 }).toBe(expiredBefore + 1);
    const red = await issuesEntry(moderator)
      .locator('span[aria-hidden="true"] > span')
      .last()
      .evaluate((node) => getComputedStyle(node).color);
    const [r, g, b] = (red.match(/\d+/g) ?? []).map(Number);
    expect(r!, `the expired count's colour ${red}`).toBeGreaterThan(Math.max(g!, b!));
    await expect(moderator.getByText(`${page_.history.system}: срок истёк`)).toBeVisible();

    // The moderator closes it; the history shows each step, the creation last (newest first).
    await moderator
      .getByRole('combobox', { name: page_.fields.status, exact: true })
      .selectOption({ label: ruIssues.status.closed });
    const history = moderator.getByRole('list', { name: page_.history.title });
    // Closing also clears the expiry (docs/issues.md "Statuses"): two entries of one change.
    await expect(
      history.getByRole('listitem').filter({ hasText: `${MODERATOR} изменил(а) ${page_.history.fields.status}` }),
    ).toContainText(ruIssues.status.closed);
    await expect(history).toContainText(`${page_.history.system}: срок истёк`);
    await expect(history).toContainText(`${OPERATOR} установил(а) ${page_.history.fields.assignee}: ${MODERATOR}`);
    await expect(history.getByRole('listitem').last()).toContainText('Anna Admin создал(а) задачу');
  } finally {
    await moderatorContext.close();
  }
});
