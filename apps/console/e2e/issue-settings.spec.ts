import { expect, test, type Page } from '@playwright/test';
import {
  CONFIG_PATH,
  ISSUE_DEPARTMENTS_PATH,
  ISSUE_SETTINGS_PATH,
  ISSUES_PATH,
  type Issue,
  type IssueSettings,
} from '@console/api/contract';
import ruIssues from '../../../locales/ru/issues.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { apiGet, signInAs } from './itemsSupport.ts';
import { storedToken } from './support.ts';

const texts = ruIssues.settings;
const OPERATOR = 'Oleg Operator'; // the demo operator (seed.ts DEMO_USERS)
const HOUR = 3600;

async function api(page: Page, method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const token = (await storedToken(page))!.access_token;
  const answer = await page.request.fetch(`/${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return answer.json() as Promise<unknown>;
}

// settings/issues end to end (docs/issues.md "Screens: settings/issues"): the administrator adds a status and marks it
// closing, sets a deadline and creates a department with a member; after a reload the page shows them, and a new issue
// made through the API gets the deadline. The settings are put back and the department deleted for the other specs.
test('an administrator adds a closing status, a deadline and a department; they stay, and a new issue gets the deadline', async ({
  page,
}) => {
  const status = `e2e_${Date.now().toString(36)}`;
  const department = `E2E отдел ${Date.now()}`;
  await signInAs(page, DEMO_EMAILS.admin);
  const [space] = (await apiGet<{ spaces: { id: number }[] }>(page, CONFIG_PATH)).spaces;
  const before = await apiGet<{ items: IssueSettings[] }>(page, `${ISSUE_SETTINGS_PATH}?space_id=${space!.id}`);
  const original = before.items[0]!;
  let departmentId: number | null = null;
  try {
    await page.goto('/settings/issues');
    await page.getByRole('textbox', { name: texts.statuses.newLabel }).fill(status);
    await page.getByRole('button', { name: texts.statuses.add }).click();
    const row = page.getByRole('listitem').filter({ hasText: status });
    await row.getByText(texts.statuses.closes).click();
    await expect(row.getByRole('checkbox')).toBeChecked();
    await page.getByRole('textbox', { name: texts.deadlines.high }).fill('5');
    await page.getByRole('button', { name: texts.save }).click();
    await expect(page.getByText(texts.saved)).toBeVisible();

    await page.getByRole('button', { name: texts.departments.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: texts.departments.name }).fill(department);
    await dialog.getByRole('button', { name: new RegExp(`${texts.departments.membersLabel}$`) }).click();
    await page.getByRole('listbox').getByRole('option', { name: OPERATOR }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: texts.departments.create }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.reload();
    const saved = page.getByRole('listitem').filter({ hasText: status });
    await expect(saved.getByRole('checkbox')).toBeChecked();
    await expect(page.getByRole('textbox', { name: texts.deadlines.high })).toHaveValue('5');
    const departmentRow = page.getByRole('listitem').filter({ hasText: department });
    await expect(departmentRow).toContainText(texts.departments.members_one.replace('{{count}}', '1'));
    const after = await apiGet<{ departments: { id: number; name: string; user_ids: number[] }[] }>(
      page,
      `${ISSUE_SETTINGS_PATH}?space_id=${space!.id}`,
    );
    departmentId = after.departments.find((one) => one.name === department)?.id ?? null;

    // docs/issues.md: a new issue's due time is now + its priority's deadline hours.
    const issue = (await api(page, 'POST', ISSUES_PATH, {
      space_id: space!.id,
      title: 'E2E deadline',
      priority: 'high',
    })) as Issue;
    expect(issue.due_at).toBe(issue.created_at + 5 * HOUR);
  } finally {
    await api(page, 'PUT', ISSUE_SETTINGS_PATH, {
      space_id: space!.id,
      statuses: original.statuses,
      closing: original.closing,
      assigned_to: original.assigned_to,
      deadlines: original.deadlines,
    });
    if (departmentId !== null) await api(page, 'DELETE', `${ISSUE_DEPARTMENTS_PATH}/${departmentId}`);
  }
});
