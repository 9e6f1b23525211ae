import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { StatsTags, TagsManageResponse } from '@console/api/contract';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { recordedStats, recordedStatsParameters, withRecordedNow } from '../../../storySupport/recordedStats.tsx';
import { TagsScreen } from './TagsScreen.tsx';

const TEXTS = {
  ru: {
    title: 'Теги',
    perTag: 'По тегам',
    trend: 'Получено по дням, самые частые теги',
    empty: 'За этот период комментариев с тегами нет',
  },
  en: {
    title: 'Tags',
    perTag: 'Per tag',
    trend: 'Received per day, most frequent tags',
    empty: 'No tagged comments in this period',
  },
} as const;

/** The recorded tags of the last 30 days, unfiltered, and the tags' names (ids, names and figures from the recording). */
const MONTH = recordedStats<StatsTags>('statsTagsEmotions', {
  path: '/v1/stats/tags',
  from: '2026-10-24',
  where: (step) => step.query.length === 4,
});
const TAGS = recordedStats<TagsManageResponse>('statsTagsEmotions', { path: '/v1/tags/manage' }).tags;
const route = (query: string) => `/stats/tags?${query}`;

// /stats/tags against the recorded server (the `statsTagsEmotions` recording, docs/stats.md "Screens"): the test seed's
// last 30 days up to the stories' clock (22 November 2026), in the frame's default zone (Europe/Moscow).
const meta = {
  title: 'Screens/Stats/Tags',
  component: TagsScreen,
  parameters: recordedStatsParameters('/stats/tags', 'statsTagsEmotions'),
  decorators: [withRecordedNow],
} satisfies Meta<typeof TagsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.statsTags);

export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// The administrator: each tag with its colour and counts, received opening its comments; the top tags' trend.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.perTag }, { timeout: 5000 })).toBeInTheDocument();
    const top = MONTH.tags[0]!;
    const name = TAGS.find((tag) => tag.id === top.tag_id)!.name;
    const row = canvas.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(within(row).getByRole('link', { name: String(top.received) })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/items\?event=received&event_from=2026-10-24&event_to=2026-11-22&.*tag_id%5B%5D=1/),
    );
    // The trend's table is in the page for screen readers: one row per day and the header.
    const trend = canvas.getByRole('table', { name: texts.trend });
    await expect(within(trend).getAllByRole('row')).toHaveLength(MONTH.days.length + 1);
  },
};

// A period before the seed's history: no tag has a figure, so neither the table nor the trend.
export const EmptyPeriod: Story = {
  tags: ['shot'],
  parameters: { route: route('from=2025-01-01&to=2025-01-31') },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.empty, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: texts.trend })).toBeNull();
  },
};

// A tag in the URL (`tag_id[]=1`): only that tag's row, and its received link keeps the filter.
export const Filtered: Story = {
  parameters: { route: route('from=2026-10-24&to=2026-11-22&tag_id[]=1') },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const filtered = recordedStats<StatsTags>('statsTagsEmotions', { path: '/v1/stats/tags', filter: ['tag_id[]', '1'] });
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.perTag }, { timeout: 5000 })).toBeInTheDocument();
    const [only] = filtered.tags;
    const name = TAGS.find((tag) => tag.id === only!.tag_id)!.name;
    await expect(filtered.tags).toHaveLength(1);
    const row = canvas.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(within(row).getByRole('link', { name: String(only!.received) })).toHaveAttribute(
      'href',
      expect.stringContaining('tag_id%5B%5D=1'),
    );
  },
};

export const Phone: Story = {
  tags: ['shot'],
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.title }, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.trend }, { timeout: 5000 })).toBeInTheDocument();
  },
};
