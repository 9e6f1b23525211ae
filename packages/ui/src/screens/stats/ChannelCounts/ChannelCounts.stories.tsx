import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import type { StatsChannels, StatsCounts } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { table } from '../../../components/Chart/Chart.css.ts';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { drillHref, type DrillChannel, type DrillEvent } from '../drill.ts';
import { figure, figureLabel, figureValue } from '../overall/OverallView.css.ts';
import { defaultStatsLists } from '../statsFilters.ts';
import { channelsIn, ChannelCells, ChannelHeaders, CountLinks } from './ChannelCounts.tsx';

const counts = (received: number, replies: number, replied: number): StatsCounts => ({
  received,
  replies,
  replied,
  closed_with_reply: Math.floor(replied / 2),
  closed_without_reply: 3,
});
const TOTAL = counts(1520, 1184, 1040);
const SPLIT: StatsChannels = { comments: counts(1200, 904, 800), chats: counts(320, 280, 240) };
const OPERATORS = [
  {
    user_id: 3,
    name: 'Мария Модератор',
    ...counts(0, 700, 610),
    channels: { comments: counts(0, 520, 450), chats: counts(0, 180, 160) },
  },
  {
    user_id: 4,
    name: 'Oleg Operator',
    ...counts(0, 484, 430),
    channels: { comments: counts(0, 384, 350), chats: counts(0, 100, 80) },
  },
];
const COLUMNS: readonly DrillEvent[] = ['replies', 'replied'];
const PERIOD = { from: '2026-11-01', to: '2026-11-30' };
const hrefOf = (column: DrillEvent, userId?: number) => (channel: DrillChannel) =>
  drillHref(column, PERIOD, { ...defaultStatsLists(null), user_id: userId ? [String(userId)] : [] }, 'Europe/Moscow', channel);

type Split = 'both' | 'comments' | 'none';
const only = (channels: StatsChannels, split: Split): StatsChannels | undefined =>
  split === 'both' ? channels : split === 'comments' ? { comments: channels.comments! } : undefined;

// A stats screen's counts as the overall screen lays them out: a total in a card, the operators' counts in a table.
function Counts({ split }: { split: Split }) {
  const { t } = useTranslation('stats');
  const channels = channelsIn(only(SPLIT, split));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, padding: 16, maxWidth: 720 }}>
      <Card className={figure}>
        <span className={figureLabel}>{t('overall.counts.received')}</span>
        <CountLinks
          counts={{ ...TOTAL, channels: only(SPLIT, split) }}
          column="received"
          href={hrefOf('received')}
          className={figureValue}
        />
      </Card>
      <Card>
        <table className={table}>
          <thead>
            <ChannelHeaders first={t('overall.operator')} columns={COLUMNS} channels={channels} />
          </thead>
          <tbody>
            {OPERATORS.map((operator) => (
              <tr key={operator.user_id}>
                <th scope="row">{operator.name}</th>
                {COLUMNS.map((column) => (
                  <ChannelCells
                    key={column}
                    counts={{ ...operator, channels: only(operator.channels, split) }}
                    column={column}
                    href={hrefOf(column, operator.user_id)}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}

// docs/stats.md "Drill-down": each channel's count is a link to its list and the sum is text; an answer without the
// split (another backend) keeps the sum as the comments' link.
const meta = {
  title: 'Screens/Stats/ChannelCounts',
  component: Counts,
  args: { split: 'both' },
} satisfies Meta<typeof Counts>;

export default meta;
type Story = StoryObj<typeof meta>;

const number = (globals: Record<string, unknown>) => new Intl.NumberFormat((globals['locale'] as string | undefined) ?? 'ru');

export const BothChannels: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const format = number(globals);
    // The sum is text; each channel's count links to its list.
    await expect(canvas.queryByRole('link', { name: format.format(TOTAL.received) })).not.toBeInTheDocument();
    // getByText reads the figure's grouping space as a plain one.
    await expect(canvas.getByText(format.format(TOTAL.received).replace(/\s/gu, ' '))).toBeInTheDocument();
    const comments = canvas.getByRole('link', { name: t('stats:channels.comments', { value: format.format(1200) }) });
    await expect(comments.getAttribute('href')).toMatch(/^\/items\?/);
    const chats = canvas.getByRole('link', { name: t('stats:channels.chats', { value: format.format(320) }) });
    await expect(chats.getAttribute('href')).toMatch(/^\/chats\?/);
    // Two header rows: the counts, then each count's channels; two links a count in each operator's row.
    const header = canvas.getAllByRole('rowgroup')[0]!;
    await expect(within(header).getAllByRole('row')).toHaveLength(2);
    await expect(within(header).getAllByRole('columnheader', { name: t('stats:channels.short.chats') })).toHaveLength(
      COLUMNS.length,
    );
    const row = canvas.getByRole('row', { name: /Oleg Operator/ });
    const links = within(row).getAllByRole('link');
    await expect(links).toHaveLength(COLUMNS.length * 2);
    await expect(links[1]!.getAttribute('href')).toMatch(/^\/chats\?.*event_user_id=4/);
  },
};

// The answer splits the counts but has no chats (no messages flag): the comments' links alone.
export const CommentsOnly: Story = {
  args: { split: 'comments' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const format = number(globals);
    await expect(
      canvas.getByRole('link', { name: t('stats:channels.comments', { value: format.format(1200) }) }),
    ).toBeInTheDocument();
    await expect(
      canvas.queryByRole('link', { name: new RegExp(t('stats:channels.chats', { value: '' })) }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: t('stats:channels.short.chats') })).not.toBeInTheDocument();
    const row = canvas.getByRole('row', { name: /Oleg Operator/ });
    await expect(within(row).getAllByRole('link')).toHaveLength(COLUMNS.length);
  },
};

// Another backend answers without `channels`: the sum links to the comments, one header row.
export const WithoutSplit: Story = {
  tags: ['shot'],
  args: { split: 'none' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const format = number(globals);
    const sum = canvas.getByRole('link', { name: format.format(TOTAL.received) });
    await expect(sum.getAttribute('href')).toMatch(/^\/items\?/);
    await expect(within(canvas.getAllByRole('rowgroup')[0]!).getAllByRole('row')).toHaveLength(1);
    await expect(canvas.getByRole('columnheader', { name: t('stats:overall.counts.replies') })).toBeInTheDocument();
    const row = canvas.getByRole('row', { name: /Oleg Operator/ });
    await expect(
      within(row)
        .getByRole('link', { name: format.format(484) })
        .getAttribute('href'),
    ).toMatch(/^\/items\?/);
  },
};
