import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { StatsPost, StatsPosts } from '@console/api/contract';
import { HOSTILE_TEXTS, scenarios, statsPostsAnswer } from '@console/api/mocks';
import { isMobileWidth } from '../../../components/storySupport/storyLocale.ts';
import { localeOf } from '../../../storySupport/location.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { recordedStats, recordedStatsParameters, withRecordedNow } from '../../../storySupport/recordedStats.tsx';
import { PostsScreen } from './PostsScreen.tsx';

const TEXTS = {
  ru: {
    title: 'Публикации',
    table: 'Публикации по комментариям',
    received: 'Получено',
    replyRate: 'Доля ответов',
    open: 'Открыть публикацию',
    showAll: 'Показать полностью',
    empty: 'За этот период комментариев к публикациям нет',
  },
  en: {
    title: 'Posts',
    table: 'Posts by comments',
    received: 'Received',
    replyRate: 'Reply rate',
    open: 'Open the post',
    showAll: 'Show all',
    empty: 'No comments on posts in this period',
  },
} as const;

/** The recorded answer for a period starting `from`, with one filter or none. */
const recorded = (from: string, filter?: readonly [string, string]) =>
  recordedStats<StatsPosts>('statsHoursPosts', { path: '/v1/stats/posts', from, filter: filter ?? null });
const MONTH = recorded('2026-10-24');
const route = (query: string) => `/stats/posts?${query}`;
const table = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('table', { name }, { timeout: 5000 });

/** The recorded posts with the hostile corpus's texts (the test seed's posts hold none) and a javascript: link. */
const HOSTILE_POSTS: StatsPost[] = HOSTILE_TEXTS.map((text, n) => ({
  ...MONTH.posts[n % MONTH.posts.length]!,
  post_id: 9000 + n,
  text,
  url: n === 0 ? 'javascript:window.__hostile=true' : n === 1 ? 'https://vk.com/zerno_coffee?post=1' : null,
}));

// /stats/posts against the recorded server (the `statsHoursPosts` recording, docs/stats.md "Screens"): the test seed's
// last 30 days up to the stories' clock (22 November 2026), in the frame's default zone (Europe/Moscow).
const meta = {
  title: 'Screens/Stats/Posts',
  component: PostsScreen,
  parameters: recordedStatsParameters('/stats/posts', 'statsHoursPosts'),
  decorators: [withRecordedNow],
} satisfies Meta<typeof PostsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.statsPosts);

export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// The posts, most received first; received opens the account's comments of the period (there is no post filter).
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const rows = within(await table(canvasElement, texts.table)).getAllByRole('row');
    await expect(rows).toHaveLength(MONTH.posts.length + 1);
    const first = MONTH.posts[0]!;
    await expect(within(rows[1]!).getByText(first.text)).toBeInTheDocument();
    await expect(within(rows[1]!).getByRole('link', { name: String(first.received) })).toHaveAttribute(
      'href',
      expect.stringContaining(`/items?event=received&event_from=2026-10-24&event_to=2026-11-22`),
    );
    await expect(within(rows[1]!).getByRole('link', { name: String(first.received) })).toHaveAttribute(
      'href',
      expect.stringContaining(`object_id%5B%5D=${first.object_id}&post_id%5B%5D=${first.post_id}`),
    );
    if (first.url) await expect(within(rows[1]!).getByRole('link', { name: texts.open })).toHaveAttribute('href', first.url);
  },
};

// A column's header sorts by it: the best reply rate first, then the worst.
export const SortsByReplyRate: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const posts = await table(canvasElement, texts.table);
    await userEvent.click(within(posts).getByRole('button', { name: texts.replyRate }));
    const best = Math.max(...MONTH.posts.map((post) => post.reply_rate ?? 0));
    await expect(within(posts).getByRole('columnheader', { name: texts.replyRate })).toHaveAttribute('aria-sort', 'descending');
    const cells = () => within(within(posts).getAllByRole('row')[1]!).getAllByRole('cell');
    const percent = new Intl.NumberFormat(localeOf(globals), { style: 'percent' }).format(best);
    await expect(cells().at(-1)).toHaveTextContent(percent.replace(/\s/g, ' '));
    await userEvent.click(within(posts).getByRole('button', { name: texts.replyRate }));
    await expect(within(posts).getByRole('columnheader', { name: texts.replyRate })).toHaveAttribute('aria-sort', 'ascending');
  },
};

// Post texts are the networks' (quality.md): markup, scripts, right-to-left and a 32,768-character word shown as text,
// the long ones cut with the whole one press away; a javascript: link is no link.
export const HostilePosts: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...statsPostsAnswer(MONTH, HOSTILE_POSTS)),
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const posts = await table(canvasElement, texts.table);
    await expect(within(posts).getByText(HOSTILE_TEXTS[0]!)).toBeInTheDocument();
    await expect(canvasElement.querySelector('table script, table svg[onload], table img[onerror]')).toBeNull();
    await expect((window as { __hostile?: boolean }).__hostile).toBeUndefined();
    await expect(within(posts).getAllByRole('link', { name: texts.open })).toHaveLength(1);
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
    const [showAll] = within(posts).getAllByRole('button', { name: texts.showAll });
    await userEvent.click(showAll!);
    await expect(showAll).toHaveAttribute('aria-expanded', 'true');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// A period before the seed's history: no post got a comment.
export const EmptyPeriod: Story = {
  tags: ['shot'],
  parameters: { route: route('from=2025-01-01&to=2025-01-31') },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await expect(await within(canvasElement).findByText(texts.empty, {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

// The network filter in the URL: VK's posts only, and their drill-down keeps the filter.
export const Filtered: Story = {
  parameters: { route: route('from=2026-10-24&to=2026-11-22&provider[]=vk') },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const filtered = recorded('2026-10-24', ['provider[]', 'vk']);
    const rows = within(await table(canvasElement, texts.table)).getAllByRole('row');
    await expect(rows).toHaveLength(filtered.posts.length + 1);
    await expect(within(rows[1]!).getByRole('link', { name: String(filtered.posts[0]!.received) })).toHaveAttribute(
      'href',
      expect.stringContaining('provider%5B%5D=vk'),
    );
  },
};

// At 375 px the columns scroll inside their box; the page itself does not scroll sideways.
export const Phone: Story = {
  tags: ['shot'],
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const posts = await table(canvasElement, texts.table);
    const box = posts.parentElement!;
    if (isMobileWidth()) await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
