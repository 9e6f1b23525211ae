import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoHorizontalOverflow, LONG_WORD, narrow } from '../storySupport/narrow.tsx';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Sign in', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { tags: ['shot'] };

export const Secondary: Story = { tags: ['shot'], args: { variant: 'secondary', children: 'Cancel' } };

export const Ghost: Story = { tags: ['shot'], args: { variant: 'ghost', children: 'Back' } };

export const Danger: Story = { tags: ['shot'], args: { variant: 'danger', children: 'Log out' } };

export const Disabled: Story = {
  tags: ['shot'],
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  tags: ['shot'],
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = { tags: ['shot'], args: { fullWidth: true }, decorators: [narrow] };

export const CallsOnPressWhenClicked: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const WrapsAVeryLongWordAt320px: Story = {
  args: { children: LONG_WORD, fullWidth: true },
  decorators: [narrow],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
