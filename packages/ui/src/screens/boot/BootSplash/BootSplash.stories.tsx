import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BootSplash } from './BootSplash.tsx';

const meta = {
  tags: ['shot-variants'],
  title: 'Screens/Boot/BootSplash',
  component: BootSplash,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BootSplash>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};
