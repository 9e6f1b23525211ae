import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectNoHorizontalOverflow, LONG_WORD, narrow } from '../storySupport/narrow.tsx';
import { LinkCard } from './LinkCard.tsx';

const meta = {
  title: 'Components/LinkCard',
  component: LinkCard,
  args: { href: '/stats/overall', title: 'Общая статистика', description: 'Входящие и исходящие, время первого ответа' },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['shot'],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Общая статистика/ });
    await expect(link).toHaveAttribute('href', '/stats/overall');
    await expect(link).toHaveAccessibleName(/время первого ответа/);
  },
};

export const TitleOnly: Story = { tags: ['shot'], args: { description: undefined } };

export const WithACountBesideTheTitle: Story = {
  tags: ['shot'],
  args: { title: 'Задачи', description: undefined, layout: 'inline', children: <strong style={{ fontSize: 24 }}>12</strong> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName('Задачи 12');
  },
};

export const IsReachedWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};

export const WrapsAVeryLongWordAt320px: Story = {
  args: { title: LONG_WORD, description: LONG_WORD },
  decorators: [narrow],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
