import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConfigResponse, Space } from '@console/api/contract';
import { DEMO_SPACE, FIXTURE_NOW, recordedRead, requestLocale, scenarios } from '@console/api/mocks';
import { atFixtureNow, NEED_PAYMENT } from '../../billing/billingStorySupport.tsx';
import { signInAsRecorded } from '../../../storySupport/recordedSession.ts';
import { localeOf } from '../../../storySupport/location.ts';
import { BillingMenu } from './BillingMenu.tsx';

const DAY_S = 86_400;
const at = (days: number, extra: Partial<Space> = {}): Space => ({
  ...DEMO_SPACE,
  expires_at: FIXTURE_NOW / 1000 + days * DAY_S,
  ...extra,
});
const withSpaces = (user: 'administrator' | 'reader', spaces: Space[]) =>
  http.get('*/v1/config', ({ request }) =>
    HttpResponse.json({ ...recordedRead<ConfigResponse>(user, '/v1/config', requestLocale(request)), spaces }),
  );

// The top bar's billing dropdown with its data: the spaces of v1/config, links for the settings role only.
const meta = {
  tags: ['shot'],
  title: 'Screens/Session/BillingMenu',
  component: BillingMenu,
  decorators: [atFixtureNow],
  // The spaces of the recorded config (the world); the several-spaces states answer a fixed config.
  parameters: { layout: 'padded', session: 'signedIn', recorded: true },
} satisfies Meta<typeof BillingMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.config.slow),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button');
    await expect(trigger).toHaveAttribute('data-colour', 'white');
    await userEvent.click(trigger);
    const item = await within(document.body).findByRole('menuitem', { name: /Demo workspace/ });
    await expect(item).toHaveAttribute('href', '/settings/billing?space_id=1');
  },
};

// The test seed's expired trial, as its administrator (spec §4: red, 'Need Payment').
export const ExpiredTrial: Story = {
  parameters: { session: 'signedOut' },
  beforeEach: ({ loaded }) => void signInAsRecorded(loaded, 'trialAdmin'),
  play: async ({ canvasElement, globals }) => {
    const trigger = await within(canvasElement).findByRole('button');
    await expect(trigger).toHaveTextContent(NEED_PAYMENT[localeOf(globals)]);
    await expect(trigger).toHaveAttribute('data-colour', 'red');
  },
};

// The test seed's space expiring in two days, as its administrator (spec §4: yellow).
export const ExpiresSoon: Story = {
  parameters: { session: 'signedOut' },
  beforeEach: ({ loaded }) => void signInAsRecorded(loaded, 'soonAdmin'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button')).toHaveAttribute('data-colour', 'yellow');
  },
};

export const ExpiredTrialFirst: Story = {
  beforeEach: ({ msw }) =>
    void msw.use(
      withSpaces('administrator', [
        at(29),
        at(-1, { id: 2, name: 'Expired trial', is_trial: true }),
        at(6, { id: 3, name: 'Marketing' }),
      ]),
    ),
  play: async ({ canvasElement, globals }) => {
    const trigger = await within(canvasElement).findByRole('button');
    await expect(trigger).toHaveTextContent(NEED_PAYMENT[localeOf(globals)]);
    await expect(trigger).toHaveAttribute('data-colour', 'red');
    await userEvent.click(trigger);
    await expect(await within(document.body).findAllByRole('menuitem')).toHaveLength(3);
  },
};

export const WithoutTheSettingsRole: Story = {
  parameters: { session: { email: 'reader@demo.local' } },
  beforeEach: ({ msw }) => void msw.use(withSpaces('reader', [at(2), at(40, { id: 2, name: 'Second space' })])),
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button');
    await expect(trigger).toHaveAttribute('data-colour', 'yellow');
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Second space')).toBeVisible());
    await expect(within(dialog).queryAllByRole('link')).toEqual([]);
  },
};
