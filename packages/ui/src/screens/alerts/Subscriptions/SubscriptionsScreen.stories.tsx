import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { SubscriptionsScreen } from './SubscriptionsScreen.tsx';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';

const newAlert = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name }, { timeout: 5000 });

// /settings/subscriptions against the recorded server (docs/mocks.md: the subscriptions script, after a Slack app was
// connected by slackOn).
const meta = {
  title: 'Screens/Alerts/Subscriptions',
  component: SubscriptionsScreen,
  parameters: { layout: 'fullscreen', route: '/settings/subscriptions', session: 'signedIn', recorded: ['subscriptions'] },
} satisfies Meta<typeof SubscriptionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.subscriptions);

export const Loading: Story = states.Loading;

export const Error: Story = states.Error;

export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.subscriptions.empty),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(await within(canvasElement).findByText(t('alerts:subscriptions.empty'))).toBeInTheDocument();
  },
};

// One alert by email; Telegram is not connected (said, with the way to integrations), Slack is.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('article', { name: 'Новые' }, { timeout: 5000 });
    await expect(within(alert).getByRole('combobox', { name: t('alerts:subscriptions.channel') })).toHaveValue('email');
    await expect(canvas.getByRole('link', { name: t('alerts:subscriptions.integrationsLink') })).toHaveAttribute(
      'href',
      '/settings/integrations',
    );
  },
};

export const AddsAnAlertBySlackAtOnce: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const form = await newAlert(canvasElement, t('alerts:subscriptions.add'));
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: t('alerts:subscriptions.channel') }), 'slack');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: t('alerts:subscriptions.frequency') }), 'instant');
    await userEvent.click(within(form).getByRole('button', { name: t('alerts:subscriptions.create') }));
    await expect(await within(canvasElement).findByText(t('alerts:subscriptions.saved'))).toBeInTheDocument();
    await expect(within(canvasElement).getAllByRole('article', { name: 'Новые' })).toHaveLength(2);
  },
};

export const RefusesASecondAlertByTheSameChannel: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const form = await newAlert(canvasElement, t('alerts:subscriptions.add'));
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: t('alerts:subscriptions.channel') }), 'email');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: t('alerts:subscriptions.frequency') }), 'hourly');
    await userEvent.click(within(form).getByRole('button', { name: t('alerts:subscriptions.create') }));
    const refusal =
      globals['locale'] === 'en'
        ? 'This filter already has an alert by this channel'
        : 'Для этого фильтра уже есть подписка в этом канале';
    await expect(await within(canvasElement).findByText(refusal)).toBeInTheDocument();
  },
};

// A row saves on change (docs/error-types.md conflict): the email alert was changed in another tab (every 12 hours)
// after this page showed it (daily); choosing weekly here is refused with the server's text, and the row shows the alert
// as it is now.
export const RefusesAChangeBegunBeforeAnotherTabs: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('article', { name: 'Новые' }, { timeout: 5000 });
    const frequency = within(alert).getByRole('combobox', { name: t('alerts:subscriptions.frequency') });
    await expect(frequency).toHaveValue('daily');
    await userEvent.selectOptions(frequency, 'weekly');
    const changedMeanwhile =
      globals['locale'] === 'en' ? 'this alert was changed in another tab or window' : 'эту подписку изменили в другой вкладке';
    await expect(await canvas.findByText(changedMeanwhile, { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(frequency).toHaveValue('every_12_hours'));
    await expect(canvas.queryByText(t('alerts:subscriptions.saved'))).toBeNull();
  },
};

// Deleting an alert is asked first (the recording deletes another alert, so the story stops at the question).
export const AsksBeforeDeletingAnAlert: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('article', { name: 'Новые' }, { timeout: 5000 });
    await userEvent.click(within(alert).getByRole('button', { name: /Новые/ }));
    const asking = await screen.findByRole('alertdialog', { name: t('alerts:subscriptions.deleteTitle', { filter: 'Новые' }) });
    await userEvent.click(within(asking).getByRole('button', { name: t('alerts:subscriptions.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('article', { name: 'Новые' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: /Новые/ }));
    await expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  },
};
