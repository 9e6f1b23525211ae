import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { BrowserNotificationsSection } from './BrowserNotificationsSection.tsx';

// My settings' browser notifications (per browser, off by default): each state the browser's permission allows.
const meta = {
  title: 'Screens/Profile/BrowserNotificationsSection',
  component: BrowserNotificationsSection,
  args: { state: 'off', onChange: fn() },
} satisfies Meta<typeof BrowserNotificationsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

// Off by default; turning it on asks (the browser's prompt comes from the data layer).
export const Default: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals);
    const box = within(canvasElement).getByRole('checkbox', { name: t('settings:browserNotifications.label') });
    await expect(box).not.toBeChecked();
    await expect(within(canvasElement).getByText(t('settings:browserNotifications.off'))).toBeVisible();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Granted: Story = {
  args: { state: 'on' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
    await expect(within(canvasElement).getByText(t('settings:browserNotifications.on'))).toBeVisible();
  },
};

// The browser blocks them: the switch cannot help, so it is disabled and the text says where to allow them.
export const Denied: Story = {
  tags: ['shot'],
  args: { state: 'denied' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('settings:browserNotifications.denied'));
  },
};

export const Unsupported: Story = { args: { state: 'unsupported' } };
