import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RECORDINGS, scenarios } from '@console/api/mocks';
import type { ReferralResponse } from '@console/api/contract';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { ConsoleOriginProvider } from '../../../data/referral.ts';
import { signInAsRecorded } from '../../../storySupport/recordedSession.ts';
import { ReferralScreen } from './ReferralScreen.tsx';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';

// A fixed origin: the static Storybook of the shots is served on a random port.
const ORIGIN = 'https://console.example';
const recorded = RECORDINGS.referral.steps.find((step) => step.as === 'partner')!.answer as ReferralResponse;

// /settings/referral as the test seed's partner, against the recorded server (the referral script).
const meta = {
  title: 'Screens/Referral/Referral',
  component: ReferralScreen,
  parameters: { layout: 'fullscreen', route: '/settings/referral', session: 'signedOut', recorded: ['referral'] },
  beforeEach: ({ loaded }) => void signInAsRecorded(loaded, 'partner'),
  decorators: [
    (Story) => (
      <ConsoleOriginProvider origin={ORIGIN}>
        <Story />
      </ConsoleOriginProvider>
    ),
  ],
} satisfies Meta<typeof ReferralScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkField = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).findByRole(
    'textbox',
    { name: storyT(globals)('billing:referral.link.label', { code: 'PARTNER15' }) },
    { timeout: 5000 },
  );

const states = settingsPageStates<Story>(scenarios.referral);

// Tags written here: Storybook's indexer reads a story's tags from its literal, not from a spread.
export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// A code nobody has signed up with yet: the link, the terms and 'no sign-ups yet'.
export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.referral.empty),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(await linkField(canvasElement, globals)).toHaveValue(`${ORIGIN}/signup?code=PARTNER15`);
    await expect(within(canvasElement).getByText(t('billing:referral.workspaces.empty'))).toBeInTheDocument();
    await expect(within(canvasElement).getByText(t('billing:referral.code.unlimited'))).toBeInTheDocument();
  },
};

// spec §2.4 referral: the sign-up link (spec §2.1 /signup?code=), the code's terms, two workspaces and three payments.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(await linkField(canvasElement, globals)).toHaveValue(`${ORIGIN}/signup?code=PARTNER15`);
    await expect(canvas.getByText(t('billing:referral.code.percentOff', { percent: 15 }))).toBeInTheDocument();
    await expect(canvas.getByText(t('billing:referral.code.usesLeft', { count: 48, max: 50 }))).toBeInTheDocument();
    const workspaces = canvas.getByRole('table', { name: t('billing:referral.workspaces.title') });
    for (const workspace of recorded.workspaces) await expect(within(workspaces).getByText(workspace.name)).toBeInTheDocument();
    const payments = canvas.getByRole('table', { name: t('billing:referral.payments.title') });
    await expect(within(payments).getAllByRole('row')).toHaveLength(recorded.payments.length + 2); // head and total
  },
};

export const CopiesTheLink: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const copied: string[] = [];
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    try {
      await linkField(canvasElement, globals);
      await userEvent.click(within(canvasElement).getByRole('button', { name: t('billing:referral.link.copy') }));
      await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(t('billing:referral.link.copied'));
      await expect(copied).toEqual([`${ORIGIN}/signup?code=PARTNER15`]);
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  },
};

export const SaysWhenTheBrowserRefusesToCopy: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    try {
      await linkField(canvasElement, globals);
      await userEvent.click(within(canvasElement).getByRole('button', { name: t('billing:referral.link.copy') }));
      await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(t('billing:referral.link.copyFailed'));
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  },
};

// spec §6: the page is for partners only. The route's gate keeps others out of the console's page (e2e referral.spec.ts);
// should a non-partner reach the screen anyway, the server's refusal is shown as it sent it, with Retry.
export const ServerRefusesANonPartner: Story = {
  tags: ['shot'],
  beforeEach: ({ loaded }) => void signInAsRecorded(loaded, 'administrator'),
  play: async ({ canvasElement }) => {
    const refusal = RECORDINGS.referral.steps.find((step) => step.as === 'administrator')!.answer as { error: string };
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(refusal.error);
  },
};
