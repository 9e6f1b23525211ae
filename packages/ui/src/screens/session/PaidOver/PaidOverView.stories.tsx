import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_WORD } from '../../../components/storySupport/narrow.tsx';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { PaidOverView } from './PaidOverView.tsx';

// The props-only modal of spec §4/§8 in each variant; RouteGuard's stories reach it through the mock server.
const meta = {
  title: 'Screens/Session/PaidOverView',
  component: PaidOverView,
  args: {
    kind: 'trial',
    user: { name: 'Oleg Operator', email: 'operator@demo.local' },
    onLogout: fn(),
    loggingOut: false,
    onCheckAgain: fn(),
    checking: false,
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <>
        <main style={{ padding: 24 }}>
          <h1>Комментарии</h1>
        </main>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof PaidOverView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name });

export const Trial: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const dialog = await dialogOf(canvasElement, t('guards:paidOver.trialTitle'));
    await expect(dialog).toHaveTextContent(t('guards:paidOver.text'));
  },
};

export const Paid: Story = {
  tags: ['shot-variants'],
  args: { kind: 'paid' },
  play: async ({ canvasElement, globals }) => {
    await expect(await dialogOf(canvasElement, storyT(globals)('guards:paidOver.paidTitle'))).toBeInTheDocument();
  },
};

export const TrialInEnglish: Story = {
  tags: ['shot'],
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Trial period is over');
    await expect(dialog).toHaveTextContent('wait for your administrator to pay');
  },
};

export const PaidInEnglish: Story = {
  tags: ['shot'],
  args: { kind: 'paid' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await dialogOf(canvasElement, 'Paid period is over')).toBeInTheDocument();
  },
};

export const LogsOutWhenAsked: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals);
    const dialog = await dialogOf(canvasElement, t('guards:paidOver.trialTitle'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('guards:paidOver.logout') }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const ChecksThePaymentWhenAsked: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals);
    const dialog = await dialogOf(canvasElement, t('guards:paidOver.trialTitle'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('guards:paidOver.checkAgain') }));
    await expect(args.onCheckAgain).toHaveBeenCalledOnce();
  },
};

export const LoggingOut: Story = {
  tags: ['shot'],
  args: { loggingOut: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const dialog = await dialogOf(canvasElement, t('guards:paidOver.trialTitle'));
    await expect(within(dialog).getByRole('button', { name: t('guards:paidOver.logout') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const WrapsAVeryLongName: Story = {
  args: { user: { name: LONG_WORD, email: `${LONG_WORD}@demo.local` } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const dialog = await dialogOf(canvasElement, t('guards:paidOver.trialTitle'));
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
