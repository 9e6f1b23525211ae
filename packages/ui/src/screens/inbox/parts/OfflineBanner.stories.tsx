import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { resources } from '@console/locales';
import { localeOf } from '../../../storySupport/location.ts';
import { OfflineBanner } from './OfflineBanner.tsx';

const meta = { title: 'Screens/Items/OfflineBanner', component: OfflineBanner } satisfies Meta<typeof OfflineBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

// Offline is obvious: the item and chat pages say so above the thread while the browser has no network.
export const Offline: Story = {
  tags: ['shot'],
  play: async ({ globals }) => {
    const texts = resources[localeOf(globals)].composer.offlineBanner;
    await expect(await screen.findByRole('status')).toHaveTextContent(texts.title);
  },
};
