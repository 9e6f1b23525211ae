import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { StatsEmotions } from '@console/api/contract';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { queriesParam, recordedStats, recordedStatsParameters, withRecordedNow } from '../../../storySupport/recordedStats.tsx';
import { EmotionsScreen } from './EmotionsScreen.tsx';

const TEXTS = {
  ru: { title: 'Эмоции', perDay: 'По дням', negative: 'Негатив' },
  en: { title: 'Emotions', perDay: 'Per day', negative: 'Negative' },
} as const;

/** The recorded answer for a period starting `from`, with the tag filter or without (figures from the recording). */
const recorded = (from: string, tagged: boolean) =>
  recordedStats<StatsEmotions>('statsTagsEmotions', {
    path: '/v1/stats/emotions',
    from,
    where: (step) => queriesParam(step, 'tag_id[]') === tagged,
  });
const MONTH = recorded('2026-10-24', false);
const route = (query: string) => `/stats/emotions?${query}`;

// /stats/emotions against the recorded server (the `statsTagsEmotions` recording, docs/stats.md "Screens"): the test
// seed's last 30 days up to the stories' clock (22 November 2026), in the frame's default zone (Europe/Moscow).
const meta = {
  title: 'Screens/Stats/Emotions',
  component: EmotionsScreen,
  parameters: recordedStatsParameters('/stats/emotions', 'statsTagsEmotions'),
  decorators: [withRecordedNow],
} satisfies Meta<typeof EmotionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.statsEmotions);

export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// The totals per sentiment (each opens the comments received with it) and the per-day chart with its table.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.perDay }, { timeout: 5000 })).toBeInTheDocument();
    const negative = canvas.getByText(texts.negative, { selector: 'span' }).parentElement!;
    await expect(within(negative).getByRole('link', { name: String(MONTH.totals.negative) })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/items\?event=received&event_from=2026-10-24&event_to=2026-11-22&.*sentiment%5B%5D=negative$/),
    );
    const table = canvas.getByRole('table', { name: texts.perDay });
    await expect(within(table).getAllByRole('row')).toHaveLength(MONTH.days.length + 1);
  },
};

// A period before the seed's history: every total 0 and the chart's empty days.
export const EmptyPeriod: Story = {
  tags: ['shot'],
  parameters: { route: route('from=2025-01-01&to=2025-01-31') },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.perDay }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: '0' })).toHaveLength(4);
  },
};

// The tag filter in the URL: the sentiments of that tag's comments, and the links keep the tag.
export const Filtered: Story = {
  parameters: { route: route('from=2026-10-24&to=2026-11-22&tag_id[]=1') },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const filtered = recorded('2026-10-24', true);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.perDay }, { timeout: 5000 })).toBeInTheDocument();
    const negative = canvas.getByText(texts.negative, { selector: 'span' }).parentElement!;
    await expect(within(negative).getByRole('link', { name: String(filtered.totals.negative) })).toHaveAttribute(
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
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.perDay }, { timeout: 5000 })).toBeInTheDocument();
  },
};
