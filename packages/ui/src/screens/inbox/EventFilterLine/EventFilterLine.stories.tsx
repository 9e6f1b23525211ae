import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EventFilterLine } from './EventFilterLine.tsx';

// The drilled list's line (docs/stats.md "Drill-down"): which event the list holds, by whom, in which days; one press
// takes the filter off. Props only.
const meta = {
  title: 'Screens/Inbox/EventFilterLine',
  component: EventFilterLine,
  args: {
    filter: { event: 'received', from: '2026-12-01', to: '2026-12-07', tz: null, userId: null },
    userName: null,
    onRemove: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EventFilterLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

// An operator's count in another zone, on one day; the name is shown as text.
export const ByAnOperator: Story = {
  args: {
    filter: { event: 'replied', from: '2026-12-03', to: '2026-12-03', tz: 'Asia/Tokyo', userId: '5' },
    userName: '<b>Anna</b>',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group).toHaveTextContent('<b>Anna</b>');
    await expect(group).toHaveTextContent('Asia/Tokyo');
  },
};
