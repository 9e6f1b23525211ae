import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { HdeView } from './HdeView.tsx';

// A desk whose key was refused since it was connected (the hde.sync job or a send marked it): no request of the
// recordings can reach this state (connecting checks the key), so the view is given it (docs/mocks.md).
const meta = {
  title: 'Screens/Hde/SettingsView',
  component: HdeView,
  args: {
    desk: {
      space_id: 1,
      connected: true,
      domain: 'zerno.helpdeskeddy.com',
      email: 'support@zerno.example',
      status: 'error',
      connected_at: 1795338060,
    },
    onConnect: fn(async () => null),
    onDisconnect: fn(async () => null),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HdeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyRefusedSince: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('issues:hde.failing'))).toBeInTheDocument();
    await expect(canvas.getByText(t('issues:hde.failingText'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('issues:hde.reconnect') })).toBeInTheDocument();
  },
};
