import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StatsOverall, StatsPosts } from '@console/api/contract';
import { scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { localeOf } from '../../../storySupport/location.ts';
import { recordedStats, recordedStatsParameters, withRecordedNow } from '../../../storySupport/recordedStats.tsx';
import { ExportScreen } from './ExportScreen.tsx';
import { shareText } from '../posts/shareText.ts';
import { PREVIEW_ROWS } from './previewTable.ts';

// The refusal of a period over 366 days, in the story's language (the `statsExport` recording).
const refusal = (language: 'ru' | 'en') =>
  recordedStats<{ error: string }>('statsExport', {
    where: (step) =>
      step.status === 400 && (step.language ?? 'ru') === language && (step.body as { table: string }).table === 'overall',
  }).error;
// The posts of the stories' period: more than the preview shows (the `statsHoursPosts` recording).
const POSTS = recordedStats<StatsPosts>('statsHoursPosts', { path: '/v1/stats/posts', from: '2026-10-24', filter: null });

// /stats/export against the recorded server (the `statsExport` recording, docs/stats.md "Export"): the stories' clock
// (22 November 2026) makes the default period the recorded one. The preview reads the table's own endpoint, the answers
// its screen's stories replay (`statsOverall`, `statsHoursPosts`). Download itself leaves the page for the file: the e2e
// test follows it (apps/console/e2e/stats-export.spec.ts).
const meta = {
  title: 'Screens/Stats/Export',
  component: ExportScreen,
  parameters: recordedStatsParameters('/stats/export', 'statsExport', 'statsOverall', 'statsHoursPosts'),
  decorators: [withRecordedNow],
} satisfies Meta<typeof ExportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const previewOf = async (canvasElement: HTMLElement, t: (key: string) => string) =>
  within(
    (await within(canvasElement).findByRole('heading', { level: 2, name: t('stats:export.preview.title') })).closest('section')!,
  );

// The preview while the table's answer is on its way: the table picker and the download stay usable.
export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.statsOverall.slow),
  play: async ({ canvasElement, globals }) => {
    const preview = await previewOf(canvasElement, storyT(globals));
    await expect(await preview.findByRole('progressbar')).toBeInTheDocument();
  },
};

// The posts table: its row count and first rows with the CSV's columns, each post's text as text (the network's: no
// markup), then the file the download names.
export const Ready: Story = {
  tags: ['shot', 'shot-variants'],
  parameters: { route: '/stats/export?table=posts' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('shell:titles.statsExport') })).toBeInTheDocument();
    await expect(await canvas.findByRole('combobox', { name: t('stats:export.table') }, { timeout: 5000 })).toHaveValue('posts');
    const preview = await previewOf(canvasElement, t);
    const table = await preview.findByRole('table', {}, { timeout: 5000 });
    await expect(
      preview.getByText(new RegExp(`^${t('stats:export.preview.rows', { count: POSTS.posts.length })}`)),
    ).toBeVisible();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      t('stats:posts.columns.post'),
      t('stats:export.columns.url'),
      t('stats:posts.columns.received'),
      t('stats:posts.columns.negative_share'),
      t('stats:posts.columns.reply_rate'),
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(Math.min(PREVIEW_ROWS, POSTS.posts.length));
    const cells = within(rows[0]!).getAllByRole('cell');
    const first = cells[0]!;
    await expect(first.textContent).toBe(POSTS.posts[0]!.text);
    await expect(first.children).toHaveLength(0);
    // The shares as the posts' table shows them ("67 %"), not the file's fractions (0.6666666666666666).
    const post = POSTS.posts[0]!;
    await expect(cells[3]!.textContent).toBe(shareText(post.negative_share, localeOf(globals)));
    await expect(cells[4]!.textContent).toBe(shareText(post.reply_rate, localeOf(globals)));
    await expect(cells[4]!.textContent).toMatch(/%$/);
    await expect(canvas.getByText('posts_2026-10-24_2026-11-22.csv')).toBeInTheDocument();
    const download = canvas.getByRole('button', { name: t('stats:export.download') });
    await waitFor(() => expect(download).toBeEnabled(), { timeout: 5000 });
  },
};

// A network in the URL (`provider[]=vk`) over the last three days: the preview is the overall table under that filter,
// the days as the server counted them for VK alone (the `statsOverall` recording), which the file will hold too.
export const Filtered: Story = {
  parameters: { route: '/stats/export?table=overall&from=2026-11-20&to=2026-11-22&provider[]=vk' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const filtered = recordedStats<StatsOverall>('statsOverall', {
      path: '/v1/stats/overall',
      from: '2026-11-20',
      filter: ['provider[]', 'vk'],
    });
    const preview = await previewOf(canvasElement, t);
    const table = await preview.findByRole('table', {}, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(filtered.days.length);
    // The received column after the date, day by day (the whole space got 60, 58 and 198 of them).
    await expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(
      filtered.days.map((day) => String(day.received)),
    );
  },
};

// A period without posts: the preview says the file holds the headers only.
export const Empty: Story = {
  tags: ['shot'],
  parameters: { route: '/stats/export?table=posts&from=2025-01-01&to=2025-01-31' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const preview = await previewOf(canvasElement, t);
    await expect(await preview.findByText(t('stats:export.preview.empty'), {}, { timeout: 5000 })).toBeVisible();
    await expect(preview.queryByRole('table')).toBeNull();
  },
};

// A period the server refuses (over 366 days, from the URL): the preview says so, and the download's refusal is the
// server's text under the button.
export const Error: Story = {
  tags: ['shot'],
  parameters: { route: '/stats/export?from=2024-01-01&to=2026-11-22' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const preview = await previewOf(canvasElement, t);
    await expect(await preview.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(t('stats:overall.invalidPeriod'));
    const download = await canvas.findByRole('button', { name: t('stats:export.download') });
    await waitFor(() => expect(download).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(download);
    await expect(await canvas.findByText(refusal(localeOf(globals)), {}, { timeout: 5000 })).toHaveAttribute('role', 'alert');
  },
};

export const Phone: Story = {
  tags: ['shot'],
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('shell:titles.statsExport') })).toBeInTheDocument();
    await expect(await (await previewOf(canvasElement, t)).findByRole('table', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: t('stats:export.download') })).toBeInTheDocument();
  },
};
