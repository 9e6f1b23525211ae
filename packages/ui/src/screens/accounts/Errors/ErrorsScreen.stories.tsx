import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ObjectsResponse } from '@console/api/contract';
import { objectsAnswer, recordedRead, scenarios } from '@console/api/mocks';
import type { OpenPopup } from '../popup.ts';
import { accountsTexts } from '../accountsStorySupport.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { ErrorsScreen } from './ErrorsScreen.tsx';

// /settings/errors replaying the administrator's accounts (the world: the Instagram account's token expired).
const meta = {
  title: 'Screens/Accounts/Errors',
  component: ErrorsScreen,
  args: { openPopup: fn<OpenPopup>(() => null) },
  parameters: { layout: 'fullscreen', route: '/settings/errors', session: 'signedIn', recorded: ['accountAdd'] },
} satisfies Meta<typeof ErrorsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const OBJECTS = recordedRead<ObjectsResponse>('administrator', '/v1/objects').items;
const BROKEN = OBJECTS.find((object) => object.error !== null)!;

const states = settingsPageStates<Story>(scenarios.objects);

// Tags written here: Storybook's indexer reads a story's tags from its literal, not from a spread.
export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// Every account works: the page says so and links the accounts.
export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.objects.noErrors),
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    await expect(await within(canvasElement).findByText(t('errors.none'))).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: t('errors.toAccounts') })).toHaveAttribute(
      'href',
      '/settings/accounts',
    );
  },
};

// The account in error, its known error in the console's language, and its reconnect button; working ones are not listed.
export const List: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const { t, shell } = accountsTexts(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(BROKEN.name)).toBeVisible();
    await expect(canvas.getByText(new RegExp(shell('networkError.tokenExpired')))).toBeVisible();
    // The button comes with the providers' answer (where each one's popup opens), after the list.
    await expect(
      await canvas.findByRole('button', { name: `${t('list.reconnect')}: ${BROKEN.name}` }, { timeout: 5000 }),
    ).toBeVisible();
    const working = OBJECTS.find((object) => object.error === null)!;
    await expect(canvas.queryByText(working.name)).toBeNull();
  },
};

// An error the console does not know is the network's own words, shown as text (untrusted).
export const UnknownErrorAsText: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(objectsAnswer([{ ...BROKEN, error: '<b>Ошибка #190</b> ‮ сеть' }])),
  play: async ({ canvasElement, globals }) => {
    const { shell } = accountsTexts(globals);
    const text = shell('networkError.own', { text: '<b>Ошибка #190</b> ‮ сеть' });
    await expect(await within(canvasElement).findByText(text, { exact: false })).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

// Reconnect opens the provider's popup signing in as the same account (the accounts page's reconnect).
export const ReconnectOpensThePopup: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const { t } = accountsTexts(globals);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `${t('list.reconnect')}: ${BROKEN.name}` }));
    const url = new URL(String((args.openPopup as ReturnType<typeof fn>).mock.calls[0]?.[0]));
    await expect(url.pathname).toBe(`/sandbox/connect/${BROKEN.provider}`);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('add.popupBlocked'));
  },
};
