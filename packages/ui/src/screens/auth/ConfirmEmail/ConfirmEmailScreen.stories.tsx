import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { DEMO_COMPANIES, MOCK_TEXTS, scenarios } from '@console/api/mocks';
import { expectNavigatedTo, historyOf, localeOf } from '../../storySupport/location.ts';
import { SIGNUP_TEXTS } from '../signupStorySupport.ts';
import { ConfirmEmailScreen } from './ConfirmEmailScreen.tsx';

const meta = {
  tags: ['shot'],
  title: 'Screens/Auth/ConfirmEmail',
  component: ConfirmEmailScreen,
  parameters: { layout: 'fullscreen', route: '/confirm_email/some-link-hash' },
} satisfies Meta<typeof ConfirmEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.confirmEmail.slow),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(SIGNUP_TEXTS[localeOf(globals)].waiting)).toBeInTheDocument();
  },
};

// spec §2.1: the server's message and the good wishes; with no token, to the root after 2.5 s.
export const ConfirmedWithoutAToken: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.confirmEmail.noToken),
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(MOCK_TEXTS[locale].emailConfirmed);
    await expect(canvas.getByText(SIGNUP_TEXTS[locale].wishes)).toBeInTheDocument();
    await expect(historyOf(loaded)).toEqual(['/confirm_email/some-link-hash']);
    // spec §9: 2.5 s.
    await expectNavigatedTo(loaded, '/', 5000);
  },
};

// With a token: signed in; no accounts and one company: the add-account page with the company query.
export const ConfirmedAndSignedIn: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ msw }) =>
    void msw.use(
      ...scenarios.confirmEmail.withToken,
      http.get('*/v1/objects', () => HttpResponse.json({ items: [], companies: [DEMO_COMPANIES[0]] })),
    ),
  play: async ({ loaded }) => {
    await expectNavigatedTo(loaded, `/settings/accounts/add?company=${DEMO_COMPANIES[0]?.id}`);
    await expect(localStorage.getItem('id_token')).toContain('access_token');
  },
};

// spec §8: 'Email confirmation failed' / 'Please make sure the link is correct'.
export const Failed: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.confirmEmail.failed),
  play: async ({ canvasElement, globals }) => {
    const texts = SIGNUP_TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.confirmFailed })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.confirmFailedText);
  },
};
