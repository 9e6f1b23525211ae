import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteSkeleton } from './RouteSkeleton.tsx';

// A route's code still loading on a slow network: the inbox's pages in their shape, other pages the splash.
const meta = {
  title: 'Screens/Boot/RouteSkeleton',
  component: RouteSkeleton,
  parameters: { layout: 'fullscreen' },
  args: { route: 'items-page' },
} satisfies Meta<typeof RouteSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CommentsList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(1);
  },
};

export const CommentOpen: Story = {
  tags: ['shot'],
  args: { route: 'item-page' },
  play: async ({ canvasElement }) => {
    // The list and the item, each in its shape.
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(2);
  },
};

export const ChatOpen: Story = {
  args: { route: 'chat-page' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(2);
  },
};

export const OtherPage: Story = {
  args: { route: 'stats-page' },
  play: async ({ canvasElement }) => {
    // Not an inbox page: the splash, one progress indicator with no list shape.
    const loading = within(canvasElement).getByRole('progressbar');
    await expect(loading.children.length).toBeLessThan(3);
  },
};
