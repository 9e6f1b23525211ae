import { expect, test, type Page } from '@playwright/test';
import ruStats from '../../../locales/ru/stats.json' with { type: 'json' };
import type { ItemsPage } from '@console/api/contract';
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { apiGet, browserOf } from './itemsSupport.ts';
import { storedToken } from './support.ts';

// /stats/overall end to end (docs/stats.md "Screens"): the figures come from the rollups the writes keep, so an
// operator's reply shows on the next load in the space's figures and in their own (/stats/my, /stats/users/{id} as the
// administrator sees it), and the count links to the items list of the period.
const t = ruStats.overall;

// The replies' count of the comments (the totals are split by channel: each channel's count opens its list).
const commentsLabel = ruStats.channels.comments.replace('{{value}}', '');
const repliesLink = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${t.counts.replies}`) })
    .getByRole('link', { name: new RegExp(`^${commentsLabel}`) });

const repliesOf = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(repliesLink(page)).toBeVisible({ timeout: 15_000 });
  return Number((await repliesLink(page).textContent())!.replace(/\D/g, ''));
};
const shown = (count: number) => `${commentsLabel}${new Intl.NumberFormat('ru').format(count)}`;

test("an operator's reply shows in their figures", async ({ browser }) => {
  test.setTimeout(90_000);
  const operator = await browserOf(browser, DEMO_EMAILS.operator);
  const admin = await browserOf(browser, DEMO_EMAILS.admin);
  try {
    const me = await apiGet<{ id: number }>(operator, 'v1/me');
    const own = await repliesOf(operator, '/stats/my');
    const asAdmin = await repliesOf(admin, `/stats/users/${me.id}`);
    await operator.goto('/stats/overall');
    await expect(operator.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const before = Number((await repliesLink(operator).textContent())!.replace(/\D/g, ''));
    await expect(repliesLink(operator)).toHaveAttribute(
      'href',
      /^\/items\?event=replies&event_from=\d{4}-\d{2}-\d{2}&event_to=\d{4}-\d{2}-\d{2}&event_tz=/,
    );

    const page = await apiGet<ItemsPage>(operator, 'v1/items?status[]=new');
    const item = page.items[0]!;
    const token = await storedToken(operator);
    const answer = await operator.request.post(`/v1/items/${item.id}/reply`, {
      headers: { authorization: `Bearer ${token!.access_token}` },
      data: { text: `Статистика ${Date.now()}` },
    });
    expect(answer.ok(), await answer.text()).toBe(true);

    await operator.reload();
    await expect(repliesLink(operator)).toHaveText(shown(before + 1));
    await operator.goto('/stats/my');
    await expect(repliesLink(operator)).toHaveText(shown(own + 1));
    await expect(repliesLink(operator)).toHaveAttribute('href', new RegExp(`event_user_id=${me.id}`));
    await admin.goto(`/stats/users/${me.id}`);
    await expect(repliesLink(admin)).toHaveText(shown(asAdmin + 1));
  } finally {
    await operator.context().close();
    await admin.context().close();
  }
});
