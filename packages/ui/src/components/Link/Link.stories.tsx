import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectNoHorizontalOverflow, LONG_WORD, narrow } from '../storySupport/narrow.tsx';
import { Link } from './Link.tsx';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/', children: 'To dashboard page' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  tags: ['shot'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'To dashboard page' })).toHaveAttribute('href', '/');
  },
};

export const Standalone: Story = { tags: ['shot'], args: { variant: 'standalone' } };

export const Disabled: Story = {
  tags: ['shot'],
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WrapsAVeryLongWordAt320px: Story = {
  args: { children: LONG_WORD },
  decorators: [narrow],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
