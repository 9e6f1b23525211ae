import { expect, test, type Page } from '@playwright/test';
import ruIssues from '../../../locales/ru/issues.json' with { type: 'json' };
import type { Issue } from '@console/api/contract';
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { browserOf } from './itemsSupport.ts';
import { storedToken } from './support.ts';

// The issues list end to end (docs/issues.md "Screens: list"): filtering by status through the URL, closing two
// issues at once from the bulk bar, and another browser's list following both changes live (issues.changed).
const t = ruIssues.list;

async function createIssue(page: Page, body: Record<string, unknown>): Promise<Issue> {
  const token = await storedToken(page);
  const config = await page.request.get('/v1/config', { headers: { authorization: `Bearer ${token!.access_token}` } });
  const spaceId = ((await config.json()) as { spaces: { id: number }[] }).spaces[0]!.id;
  const answer = await page.request.post('/v1/issues', {
    headers: { authorization: `Bearer ${token!.access_token}` },
    data: { space_id: spaceId, ...body },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as Issue;
}

const listOf = (page: Page) => page.getByRole('region', { name: t.label });
const rowOf = (page: Page, issue: Issue) => listOf(page).getByRole('listitem').filter({ hasText: issue.title });

test('filters by status, closes two issues at once, and the other browser’s list follows live', async ({ browser }) => {
  test.setTimeout(60_000);
  const operator = await browserOf(browser, DEMO_EMAILS.operator);
  const admin = await browserOf(browser, DEMO_EMAILS.admin);
  try {
    await operator.goto('/issues');
    await admin.goto('/issues');
    await expect(listOf(operator)).toBeVisible();
    await expect(listOf(admin)).toBeVisible();
    // Made by the admin elsewhere: the operator's open list shows them without a reload.
    const stamp = Date.now();
    const waiting = await createIssue(admin, { title: `Ждёт ответа ${stamp}`, status: 'waiting' });
    const fresh = await createIssue(admin, { title: `Новая задача ${stamp}` });
    await expect(rowOf(operator, waiting)).toBeVisible();
    await expect(rowOf(operator, fresh)).toBeVisible();

    // Only 'waiting': the URL holds the filter in the API's names; the new one leaves the list.
    const statuses = operator.getByRole('group', { name: t.filters.status });
    for (const status of ['new', 'inprogress', 'delayed'] as const)
      await statuses.getByText(ruIssues.status[status], { exact: true }).click();
    await expect(operator).toHaveURL(/\/issues\?status%5B%5D=waiting$/);
    await expect(rowOf(operator, waiting)).toBeVisible();
    await expect(rowOf(operator, fresh)).toHaveCount(0);
    await operator.goto('/issues');

    // Both selected, closed from the bulk bar: they leave the operator's list and, live, the admin's.
    await expect(rowOf(admin, waiting)).toBeVisible();
    await expect(rowOf(admin, fresh)).toBeVisible();
    for (const issue of [waiting, fresh])
      await rowOf(operator, issue)
        .getByRole('checkbox', { name: t.row.select.replace('{{number}}', String(issue.number)) })
        .check();
    const bar = operator.getByRole('region', { name: t.bulk.title });
    await bar.getByLabel(t.bulk.status).selectOption('closed');
    await bar.getByRole('button', { name: t.bulk.apply }).click();
    await expect(operator.getByText(t.bulk.done_few.replace('{{count}}', '2'))).toBeVisible();
    await expect(rowOf(operator, waiting)).toHaveCount(0);
    await expect(rowOf(operator, fresh)).toHaveCount(0);
    await admin.mouse.move(0, 0);
    await expect(rowOf(admin, waiting)).toHaveCount(0);
    await expect(rowOf(admin, fresh)).toHaveCount(0);
  } finally {
    await operator.context().close();
    await admin.context().close();
  }
});
