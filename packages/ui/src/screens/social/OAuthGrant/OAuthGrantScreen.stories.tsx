import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { fieldOf, recordedStep } from '../../../storySupport/recordedPublic.ts';
import { OAuthGrantScreen } from './OAuthGrantScreen.tsx';

const TEXTS = {
  ru: {
    approve: 'Разрешить',
    deny: 'Отказать',
    asks: 'Demo Partner App просит доступ к вашей учётной записи admin@demo.local.',
    unknown: 'Неизвестное приложение',
    incomplete: 'Запрос неполный',
    internal: 'Внутренняя ошибка сервера',
  },
  en: {
    approve: 'Allow',
    deny: 'Deny',
    asks: 'Demo Partner App asks for access to your account admin@demo.local.',
    unknown: 'Unknown application',
    incomplete: 'The request is incomplete',
    internal: 'Internal server error',
  },
};
// The test seed's demo client as the recording asked for it, and where each decision sent the browser.
const asked = recordedStep('oauthGrant', '/v1/oauth2/authorize', (step) => step.method === 'GET' && step.status === 200);
const CLIENT_ID = new URLSearchParams(asked.query).get('client_id') ?? '';
const REDIRECT_URI = fieldOf(asked.answer, 'redirect_uri');
const sentTo = (decision: string) =>
  fieldOf(
    recordedStep(
      'oauthGrant',
      '/v1/oauth2/authorize',
      (step) => (step.body as { decision?: string } | undefined)?.decision === decision,
    ).answer,
    'redirect_to',
  );
const query = (clientId = CLIENT_ID) =>
  `/oauth?${new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', state: 'xyz' }).toString()}`;

const meta = {
  title: 'Screens/Social/OAuthGrant',
  component: OAuthGrantScreen,
  args: { go: fn() },
  parameters: { layout: 'fullscreen', route: query(), session: 'signedIn', recorded: ['oauthGrant'] },
} satisfies Meta<typeof OAuthGrantScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(TEXTS[localeOf(globals)].asks)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.oauthRequest.slow),
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByRole('progressbar')).toBeInTheDocument(),
};

export const ApprovingSendsTheCodeToTheClient: Story = {
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: TEXTS[localeOf(globals)].approve }));
    // The one-use code the server gave goes to the client's registered address with the state (spec §2.2).
    await expect(sentTo('approve')).toMatch(/\?code=[^&]+&state=xyz$/);
    await waitFor(() => expect(args.go).toHaveBeenCalledWith(sentTo('approve')));
  },
};

export const DenyingSendsTheRefusal: Story = {
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: TEXTS[localeOf(globals)].deny }));
    await waitFor(() => expect(args.go).toHaveBeenCalledWith(`${REDIRECT_URI}?error=access_denied&state=xyz`));
  },
};

export const UnknownClient: Story = {
  tags: ['shot'],
  parameters: { route: query('someone') },
  play: async ({ canvasElement, globals }) =>
    waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(TEXTS[localeOf(globals)].unknown)),
};

export const IncompleteRequest: Story = {
  tags: ['shot'],
  parameters: { route: '/oauth' },
  play: async ({ canvasElement, globals }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent(TEXTS[localeOf(globals)].incomplete),
};

export const DecisionFails: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.oauthDecision.serverError500),
  play: async ({ canvasElement, globals, args }) => {
    const texts = TEXTS[localeOf(globals)];
    await userEvent.click(await within(canvasElement).findByRole('button', { name: texts.approve }));
    await waitFor(() => expect(within(canvasElement).getAllByRole('alert').at(-1)).toHaveTextContent(texts.internal));
    await expect(args.go).not.toHaveBeenCalled();
  },
};
