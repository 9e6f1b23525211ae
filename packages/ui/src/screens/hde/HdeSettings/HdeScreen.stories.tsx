import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { HdeScreen } from './HdeScreen.tsx';

// The recording's desk (apps/server/src/recording/scripts/hde.ts): the sandbox takes this key, and one with "bad".
const DESK = { domain: 'zerno.helpdeskeddy.com', email: 'support@zerno.example', key: 'hde-sandbox-0123456789abcdef0123456789' };
const BAD_KEY = 'bad-0123456789abcdef0123456789abc';

const desk = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'HelpDeskEddy' }, { timeout: 5000 });

// /settings/hde/{id} against the recorded server (docs/hde.md; the hde and hdeOn scripts).
const meta = {
  title: 'Screens/Hde/Settings',
  component: HdeScreen,
  parameters: { layout: 'fullscreen', route: '/settings/hde/1', session: 'signedIn', recorded: ['hde'] },
} satisfies Meta<typeof HdeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.hde);

export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

async function fill(canvasElement: HTMLElement, t: ReturnType<typeof storyT>, key: string) {
  const region = await desk(canvasElement);
  await userEvent.type(within(region).getByLabelText(t('issues:hde.domain'), { exact: false }), DESK.domain);
  await userEvent.type(within(region).getByLabelText(t('issues:hde.email'), { exact: false }), DESK.email);
  await userEvent.type(within(region).getByLabelText(t('issues:hde.apiKey'), { exact: false }), key);
  await userEvent.click(within(region).getByRole('button', { name: t('issues:hde.connect') }));
  return region;
}

// Not connected: the form, with what each field is.
export const NotConnected: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const region = await desk(canvasElement);
    await expect(within(region).getByText(t('issues:hde.notConnected'))).toBeInTheDocument();
    await expect(within(region).getByText(t('issues:hde.apiKeyAbout'))).toBeInTheDocument();
    await expect(within(region).getByText(t('issues:hde.domainAbout'))).toBeInTheDocument();
  },
};

export const AsksForEveryField: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const region = await desk(canvasElement);
    await userEvent.click(within(region).getByRole('button', { name: t('issues:hde.connect') }));
    await expect(within(region).getAllByText(t('issues:hde.required'))).toHaveLength(3);
  },
};

export const ShowsWhyTheDeskRefusedTheKey: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const region = await fill(canvasElement, t, BAD_KEY);
    const refusal =
      globals['locale'] === 'en'
        ? 'The desk did not accept this email and API key'
        : 'HelpDeskEddy не принял этот email и API-ключ';
    await expect(await within(region).findByText(refusal, {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

// Connected with the sandbox's key, then disconnected after the confirmation.
export const ConnectsAndDisconnects: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const region = await fill(canvasElement, t, DESK.key);
    await expect(await within(region).findByText(t('issues:hde.connected'), {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(within(region).getByText(t('issues:hde.desk', { domain: DESK.domain }))).toBeInTheDocument();
    await expect(within(region).queryByText(DESK.key)).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: t('issues:hde.disconnect') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('issues:hde.disconnectTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('issues:hde.disconnect') }));
    await expect(await within(region).findByText(t('issues:hde.notConnected'), {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

// A desk connected (hdeOn): the address, the agent, since when, how statuses come back.
export const Connected: Story = {
  tags: ['shot'],
  parameters: { recorded: ['hdeOn'] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const region = await desk(canvasElement);
    await expect(await within(region).findByText(t('issues:hde.connected'))).toBeInTheDocument();
    await expect(within(region).getByText(t('issues:hde.agent', { email: DESK.email }))).toBeInTheDocument();
    await expect(within(region).getByRole('button', { name: t('issues:hde.disconnect') })).toBeInTheDocument();
  },
};
