import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TFunction } from 'i18next';
import { expect, within } from 'storybook/test';
import { COMMENT_STATUSES, PRIORITIES, SENTIMENTS } from '@console/api/contract';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { PriorityBadge, SentimentBadge, StatusBadge } from './TriageBadges.tsx';

// Triage at a glance: every status, priority and sentiment in its own look, with its words (never colour alone).
function EveryValue({ t }: { t: TFunction }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {COMMENT_STATUSES.map((status) => (
          <StatusBadge key={status} status={status} label={t(`items:status.${status}`)} />
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {PRIORITIES.map((priority) => (
          <PriorityBadge key={priority} priority={priority} label={t(`items:priority.${priority}`)} />
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {SENTIMENTS.map((sentiment) => (
          <SentimentBadge key={sentiment} sentiment={sentiment} label={t(`items:sentiment.${sentiment}`)} />
        ))}
      </div>
    </div>
  );
}

const meta = { title: 'Screens/Inbox/TriageBadges' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  tags: ['shot-variants'],
  render: (_args, { globals }) => <EveryValue t={storyT(globals)} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    for (const status of COMMENT_STATUSES) await expect(canvas.getByText(t(`items:status.${status}`))).toBeInTheDocument();
    for (const priority of PRIORITIES) await expect(canvas.getByText(t(`items:priority.${priority}`))).toBeInTheDocument();
    for (const sentiment of SENTIMENTS) await expect(canvas.getByText(t(`items:sentiment.${sentiment}`))).toBeInTheDocument();
  },
};
