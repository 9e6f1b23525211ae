import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { NotificationsScreen } from './NotificationsScreen.tsx';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';

const TEXTS = {
  ru: {
    csi: 'Получена оценка CSI',
    save: 'Сохранить',
    saved: 'Уведомления сохранены',
    note: 'не чаще раза в 5 минут',
    retry: 'Повторить',
  },
  en: {
    csi: 'CSI rating received',
    save: 'Save',
    saved: 'Notifications saved',
    note: 'at most every 5 minutes',
    retry: 'Try again',
  },
} as const;

const ready = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name }, { timeout: 5000 });

// /settings/notifications against the mock server.
const meta = {
  title: 'Screens/Profile/Notifications',
  component: NotificationsScreen,
  parameters: { layout: 'fullscreen', route: '/settings/notifications', session: 'signedIn', recorded: ['profile'] },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.notifications);

// Tags written here: Storybook's indexer reads a story's tags from its literal, not from a spread.
export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// Telegram and Slack are not connected: disabled, with why; the email note of spec §9.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const csi = await ready(canvasElement, texts.csi);
    const selects = within(csi).getAllByRole('combobox');
    await expect(selects).toHaveLength(4);
    await expect(selects[1]).toBeDisabled();
    await expect(selects[2]).toBeDisabled();
    await expect(within(canvasElement).getByText(texts.note, { exact: false })).toBeInTheDocument();
  },
};

// The profile user's save, as recorded (docs/mocks.md).
export const SavesAFrequency: Story = {
  parameters: { session: { email: 'profile@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const csi = await ready(canvasElement, texts.csi);
    await userEvent.selectOptions(within(csi).getAllByRole('combobox')[0]!, 'weekly');
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.save }));
    await expect(await within(canvasElement).findByText(texts.saved)).toBeInTheDocument();
    await expect(within(csi).getAllByRole('combobox')[0]).toHaveValue('weekly');
  },
};

export const ShowsTheServerTextWhenSavingFails: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.notifications.saveFailed),
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await ready(canvasElement, texts.csi);
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(
        within(canvasElement)
          .getAllByRole('alert')
          .some((a) => a.textContent !== ''),
      ).toBe(true),
    );
  },
};
