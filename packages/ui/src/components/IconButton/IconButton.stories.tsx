import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton.tsx';

const meta = {
  tags: ['shot'],
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: 'menu', label: 'Open the menu', onPress: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open the menu' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const WithABadge: Story = {
  args: { icon: 'filter', label: 'Filters, 2 applied', badge: 2 },
  play: async ({ canvasElement }) => {
    // The number is in the name; the visible badge is not read twice.
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('Filters, 2 applied');
  },
};

export const Danger: Story = { args: { icon: 'warning', label: '1 account with an error', badge: 1, tone: 'danger' } };

export const PressedWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
