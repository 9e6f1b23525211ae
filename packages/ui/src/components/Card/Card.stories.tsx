import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectNoHorizontalOverflow, LONG_WORD, narrow } from '../storySupport/narrow.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { children: <p style={{ margin: 0 }}>Demo workspace · Premium</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['shot'] };

export const Raised: Story = { tags: ['shot'], args: { raised: true, padding: 'lg' } };

export const WrapsAVeryLongWordAt320px: Story = {
  args: { children: <p style={{ margin: 0 }}>{LONG_WORD}</p>, padding: 'lg' },
  decorators: [narrow],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
