import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route } from 'wouter';
import { billingPaymentAnswers, MOCK_TEXTS, scenarios } from '@console/api/mocks';
import { atFixtureNow, billingTexts, recordedPaying, recordedPaymentsOf } from '../billingStorySupport.tsx';
import { ReportScreen } from './ReportScreen.tsx';

// /settings/billing/report/{id} replaying what the server answered (the `billing` recording): the demo space's history
// (Premium paid, Premium declined) and a payment just opened, pending.
const [paid, declined] = recordedPaymentsOf(1);
const pending = recordedPaying('administrator', { space_id: 1, tariff_id: 3, period: 30 }).payment;

const meta = {
  title: 'Screens/Billing/Report',
  component: ReportScreen,
  decorators: [
    atFixtureNow,
    (Story) => (
      <Route path="/settings/billing/report/:id">
        <Story />
      </Route>
    ),
  ],
  parameters: { layout: 'fullscreen', route: `/settings/billing/report/${paid!.id}`, session: 'signedIn', recorded: ['billing'] },
} satisfies Meta<typeof ReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { level: 2, name });

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.billingPayment.slow),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.billingPayment.serverError500),
  play: async ({ canvasElement, globals }) => {
    const { t } = billingTexts(globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('report.loadFailed'));
  },
};

export const NotFound: Story = {
  tags: ['shot'],
  parameters: { route: '/settings/billing/report/987' },
  play: async ({ canvasElement, globals }) => {
    const { locale } = billingTexts(globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(MOCK_TEXTS[locale].notFound);
  },
};

export const Paid: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const { t } = billingTexts(globals);
    const canvas = within(canvasElement);
    await title(canvasElement, t('report.paidTitle'));
    const details = canvasElement.querySelector('dl')!;
    await expect(details).toHaveTextContent('Premium');
    await expect(details).toHaveTextContent('WELCOME10');
    await expect(canvas.getByRole('link', { name: t('report.toBilling') })).toHaveAttribute(
      'href',
      '/settings/billing?space_id=1',
    );
  },
};

// The payment got the sign-up promo code's percent.
export const PaidWithTheSignupPromo: Story = {
  tags: ['shot'],
  // The test seed has no payment with a sign-up code: the recorded paid one, as if it had.
  beforeEach: ({ msw }) => void msw.use(billingPaymentAnswers({ ...paid!, signup_promocode: true })),
  play: async ({ canvasElement, globals }) => {
    const { t } = billingTexts(globals);
    await title(canvasElement, t('report.paidTitle'));
    await expect(canvasElement.querySelector('dl')!).toHaveTextContent(
      t('report.signupPromoValue', { code: 'WELCOME10', percent: 10 }),
    );
  },
};

export const Failed: Story = {
  tags: ['shot-variants'],
  parameters: { route: `/settings/billing/report/${declined!.id}` },
  play: async ({ canvasElement, globals }) => {
    const { t } = billingTexts(globals);
    const canvas = within(canvasElement);
    await title(canvasElement, t('report.failedTitle'));
    await expect(canvas.getByText(t('failure.declined'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('report.tryAgain') })).toBeVisible();
  },
};

export const Pending: Story = {
  tags: ['shot-variants'],
  parameters: { route: `/settings/billing/report/${pending.id}` },
  play: async ({ canvasElement, globals }) => {
    const { t } = billingTexts(globals);
    await title(canvasElement, t('report.pendingTitle'));
    await expect(within(canvasElement).getByRole('button', { name: t('report.refresh') })).toBeEnabled();
  },
};

// Not in visual regression: it ends as Paid does.
export const APendingPaymentTurnsPaidWhileWaiting: Story = {
  // The provider confirms on its own page (not recorded): the server's pending answer, then the same payment paid.
  parameters: { route: `/settings/billing/report/${pending.id}` },
  beforeEach: ({ msw }) =>
    void msw.use(
      billingPaymentAnswers(pending, {
        ...pending,
        status: 'paid',
        finished_at: paid!.finished_at,
        expires_at: paid!.expires_at,
      }),
    ),
  play: async ({ canvasElement, globals }) => {
    const { t } = billingTexts(globals);
    await title(canvasElement, t('report.pendingTitle'));
    // The page asks again by itself (every 2 s) until the payment is final.
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: t('report.paidTitle') }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const RefreshesOnRequest: Story = {
  parameters: { route: `/settings/billing/report/${pending.id}` },
  play: async ({ canvasElement, globals }) => {
    const { t } = billingTexts(globals);
    await title(canvasElement, t('report.pendingTitle'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('report.refresh') }));
    await expect(await title(canvasElement, t('report.pendingTitle'))).toBeVisible();
  },
};
