import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { StatsReplies } from '@console/api/contract';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { recordedStats, recordedStatsParameters, withRecordedNow } from '../../../storySupport/recordedStats.tsx';
import { RepliesScreen } from './RepliesScreen.tsx';

const TEXTS = {
  ru: { title: 'Ответы', operators: 'По сотрудникам', accounts: 'По аккаунтам', empty: 'За этот период ответов нет' },
  en: { title: 'Replies', operators: 'Per operator', accounts: 'Per account', empty: 'No replies in this period' },
} as const;

/** The recorded answer `who` got for a period starting `from`, with one filter or none (figures from the recording). */
const recordedReplies = (who: string, from: string, filter?: readonly [string, string]) =>
  recordedStats<StatsReplies>('statsReplies', { as: who, from, filter: filter ?? null });
const ADMIN_MONTH = recordedReplies('administrator', '2026-10-24');
const route = (query: string) => `/stats/replies?${query}`;

// /stats/replies against the recorded server (the `statsReplies` recording, docs/stats.md "Screens"): the test seed's
// last 30 days up to the stories' clock (22 November 2026), in the frame's default zone (Europe/Moscow).
const meta = {
  title: 'Screens/Stats/Replies',
  component: RepliesScreen,
  parameters: recordedStatsParameters('/stats/replies', 'statsReplies'),
  decorators: [withRecordedNow],
} satisfies Meta<typeof RepliesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.statsReplies);

export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// The administrator: the period's figures, the team's table and the accounts' table, every count a link to its comments.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    const operators = await canvas.findByRole('region', { name: texts.operators }, { timeout: 5000 });
    await expect(canvas.getAllByRole('link', { name: String(ADMIN_MONTH.overall.replies) })[0]).toHaveAttribute(
      'href',
      expect.stringContaining('/items?event=replies&event_from=2026-10-24&event_to=2026-11-22'),
    );
    // An operator's row opens what that operator did; an account's row, that account's comments.
    const [operator] = ADMIN_MONTH.operators!;
    const operatorRows = within(operators).getAllByRole('row');
    await expect(operatorRows).toHaveLength(ADMIN_MONTH.operators!.length + 1);
    await expect(within(operatorRows[1]!).getAllByRole('link')[1]).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`event=replied&.*event_user_id=${operator!.user_id}`)),
    );
    const accounts = canvas.getByRole('region', { name: texts.accounts });
    const accountRows = within(accounts).getAllByRole('row');
    await expect(accountRows).toHaveLength(ADMIN_MONTH.accounts.length + 1);
    await expect(within(accountRows[1]!).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringContaining(`object_id%5B%5D=${ADMIN_MONTH.accounts[0]!.object_id}`),
    );
    // The account is named with its network's icon.
    await expect(within(accountRows[1]!).getByRole('img')).toBeInTheDocument();
  },
};

// An operator gets no team figures: no per-operator table, the accounts' one still.
export const ForAnOperator: Story = {
  parameters: { session: { email: 'operator@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: texts.accounts }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: texts.operators })).toBeNull();
  },
};

// A period before the seed's history: zero counts, dashes for the times, and no rows.
export const EmptyPeriod: Story = {
  tags: ['shot'],
  parameters: { route: route('from=2025-01-01&to=2025-01-31') },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: texts.accounts }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getAllByText(texts.empty)).toHaveLength(2);
    await expect(canvas.getAllByRole('link', { name: '0' })).toHaveLength(2);
  },
};

// The network filter in the URL: VK's figures, its links keep the filter.
export const Filtered: Story = {
  parameters: { route: route('from=2026-10-24&to=2026-11-22&provider[]=vk') },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const filtered = recordedReplies('administrator', '2026-10-24', ['provider[]', 'vk']);
    const canvas = within(canvasElement);
    const accounts = await canvas.findByRole('region', { name: texts.accounts }, { timeout: 5000 });
    await expect(within(accounts).getAllByRole('row')).toHaveLength(filtered.accounts.length + 1);
    await expect(canvas.getAllByRole('link', { name: String(filtered.overall.replies) })[0]).toHaveAttribute(
      'href',
      expect.stringContaining('provider%5B%5D=vk'),
    );
  },
};

export const Phone: Story = {
  tags: ['shot'],
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: texts.accounts }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
  },
};
