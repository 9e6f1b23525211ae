import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { IntegrationsScreen } from './IntegrationsScreen.tsx';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';

const card = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name }, { timeout: 5000 });

// /settings/integrations against the recorded server (docs/mocks.md: the integrations scripts).
const meta = {
  title: 'Screens/Alerts/Integrations',
  component: IntegrationsScreen,
  parameters: { layout: 'fullscreen', route: '/settings/integrations', session: 'signedIn', recorded: ['integrations'] },
} satisfies Meta<typeof IntegrationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.integrations);

export const Loading: Story = states.Loading;

export const Error: Story = states.Error;

// Nothing connected: one card per channel, each with its connection form.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    for (const kind of ['telegram', 'slack'] as const) {
      const region = await card(canvasElement, t(`alerts:integrations.kinds.${kind}.name`));
      await expect(within(region).getByText(t('alerts:integrations.notConnected'))).toBeInTheDocument();
      await expect(within(region).getByRole('button', { name: t('alerts:integrations.connect') })).toBeInTheDocument();
    }
  },
};

// Slack connected: where it posts and as whom, never its token; a test message and Disconnect.
export const Connected: Story = {
  tags: ['shot'],
  parameters: { recorded: ['slackOn'] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const slack = await card(canvasElement, t('alerts:integrations.kinds.slack.name'));
    await expect(await within(slack).findByText(t('alerts:integrations.connected'))).toBeInTheDocument();
    await expect(within(slack).getByText(/#support/)).toBeInTheDocument();
    await userEvent.click(within(slack).getByRole('button', { name: t('alerts:integrations.test') }));
    await expect(await within(slack).findByText(t('alerts:integrations.tested'))).toBeInTheDocument();
  },
};

export const ShowsWhyTheServiceRefusedTheToken: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const telegram = await card(canvasElement, t('alerts:integrations.kinds.telegram.name'));
    await userEvent.type(
      within(telegram).getByLabelText(t('alerts:integrations.kinds.telegram.token'), { exact: false }),
      'not-a-token',
    );
    await userEvent.type(
      within(telegram).getByLabelText(t('alerts:integrations.kinds.telegram.target'), { exact: false }),
      '@zerno_alerts',
    );
    await userEvent.click(within(telegram).getByRole('button', { name: t('alerts:integrations.connect') }));
    const refusal = globals['locale'] === 'en' ? 'The service did not accept this token' : 'Сервис не принял этот токен';
    await expect(await within(telegram).findByText(refusal)).toBeInTheDocument();
  },
};

// Connecting with empty fields says what is missing in the interface's language (the browser's bubble spoke English).
export const SaysWhatIsMissing: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const slack = await card(canvasElement, t('alerts:integrations.kinds.slack.name'));
    await userEvent.click(within(slack).getByRole('button', { name: t('alerts:integrations.connect') }));
    await expect(await within(slack).findByText(t('alerts:integrations.tokenRequired'))).toBeInTheDocument();
    await expect(within(slack).getByText(t('alerts:integrations.targetRequired'))).toBeInTheDocument();
    await userEvent.type(within(slack).getByLabelText(t('alerts:integrations.kinds.slack.target'), { exact: false }), '#alerts');
    await expect(within(slack).queryByText(t('alerts:integrations.targetRequired'))).toBeNull();
    await expect(within(slack).getByText(t('alerts:integrations.tokenRequired'))).toBeInTheDocument();
  },
};

export const ConnectsTestsAndDisconnectsTelegram: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const telegram = await card(canvasElement, t('alerts:integrations.kinds.telegram.name'));
    const token = within(telegram).getByLabelText(t('alerts:integrations.kinds.telegram.token'), { exact: false });
    await userEvent.type(token, '123456789:AAH-sandbox-token-0123456789abcdefghij');
    await userEvent.type(
      within(telegram).getByLabelText(t('alerts:integrations.kinds.telegram.target'), { exact: false }),
      '@zerno_alerts',
    );
    await userEvent.click(within(telegram).getByRole('button', { name: t('alerts:integrations.connect') }));
    await expect(await within(telegram).findByText(/@zerno_alerts/)).toBeInTheDocument();
    await userEvent.click(within(telegram).getByRole('button', { name: t('alerts:integrations.test') }));
    await expect(await within(telegram).findByText(t('alerts:integrations.tested'))).toBeInTheDocument();
    // Disconnecting is asked first: Cancel keeps the channel, the dialog's Disconnect removes it.
    await userEvent.click(within(telegram).getByRole('button', { name: t('alerts:integrations.disconnect') }));
    const asking = await screen.findByRole('alertdialog', {
      name: t('alerts:integrations.disconnectTitle', { name: t('alerts:integrations.kinds.telegram.name') }),
    });
    await userEvent.click(within(asking).getByRole('button', { name: t('alerts:integrations.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(within(telegram).getByText(/@zerno_alerts/)).toBeInTheDocument();
    await userEvent.click(within(telegram).getByRole('button', { name: t('alerts:integrations.disconnect') }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: t('alerts:integrations.disconnect') }));
    await expect(await within(telegram).findByText(t('alerts:integrations.notConnected'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

// Two administrators (docs/error-types.md conflict): this page was opened while Telegram was not connected, another
// administrator connected it; connecting here is refused with the server's text, and the form keeps what was typed.
export const RefusesAConnectBegunBeforeAnothers: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const telegram = await card(canvasElement, t('alerts:integrations.kinds.telegram.name'));
    const token = within(telegram).getByLabelText(t('alerts:integrations.kinds.telegram.token'), { exact: false });
    const target = within(telegram).getByLabelText(t('alerts:integrations.kinds.telegram.target'), { exact: false });
    await userEvent.type(token, '123456789:AAH-sandbox-token-0123456789abcdefghij');
    await userEvent.type(target, '@zerno_support');
    await userEvent.click(within(telegram).getByRole('button', { name: t('alerts:integrations.connect') }));
    const changedMeanwhile =
      globals['locale'] === 'en'
        ? 'another administrator connected or changed this channel'
        : 'другой администратор подключил или изменил этот канал';
    await expect(await within(telegram).findByText(changedMeanwhile, { exact: false })).toBeInTheDocument();
    await expect(target).toHaveValue('@zerno_support');
    await expect(token).toHaveValue('123456789:AAH-sandbox-token-0123456789abcdefghij');
    await expect(within(telegram).getByText(t('alerts:integrations.notConnected'))).toBeInTheDocument();
  },
};

// The question before disconnecting, for the eye (the Connected recording: Slack posts to a channel).
export const AsksBeforeDisconnecting: Story = {
  tags: ['shot'],
  parameters: { recorded: ['slackOn'] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const slack = await card(canvasElement, t('alerts:integrations.kinds.slack.name'));
    await userEvent.click(await within(slack).findByRole('button', { name: t('alerts:integrations.disconnect') }));
    const asking = await screen.findByRole('alertdialog', {
      name: t('alerts:integrations.disconnectTitle', { name: t('alerts:integrations.kinds.slack.name') }),
    });
    await expect(within(asking).getByText(t('alerts:integrations.disconnectText'))).toBeInTheDocument();
  },
};

// The HelpDeskEddy desk has its own page (docs/hde.md): a link for the chosen workspace.
export const LinksToHelpDeskEddy: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const link = await within(canvasElement).findByRole('link', { name: new RegExp(t('issues:hde.link')) }, { timeout: 5000 });
    await expect(link).toHaveAttribute('href', '/settings/hde/1');
  },
};
