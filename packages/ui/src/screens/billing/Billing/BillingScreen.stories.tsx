import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import { DEMO_PLANS, MOCK_TEXTS, scenarios } from '@console/api/mocks';
import { expectNavigatedTo } from '../../storySupport/location.ts';
import { atFixtureNow, billingTexts, mockStateOf, NEED_PAYMENT, spaceExpiringIn } from '../billingStorySupport.tsx';
import { formatMoney } from '../format.ts';
import { ReportScreen } from '../Report/ReportScreen.tsx';
import { BillingScreen } from './BillingScreen.tsx';

const START = { id: 1, name: 'Start' };
const premium = DEMO_PLANS[2]!;
const standard = DEMO_PLANS[1]!;
const money = (amount: number, locale: string) => formatMoney(amount, 'RUB', locale);

// /settings/billing against the mock server (its billing state is `loaded.mockState.billing`), at the fixtures' now.
const meta = {
  title: 'Screens/Billing/Billing',
  component: BillingScreen,
  args: { openConfirmation: fn() },
  decorators: [atFixtureNow],
  parameters: { layout: 'fullscreen', route: '/settings/billing', session: 'signedIn' },
} satisfies Meta<typeof BillingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);
const ready = async (canvasElement: HTMLElement, name = 'Demo workspace') =>
  canvasOf(canvasElement).findByRole('heading', { level: 2, name });

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.billingSpaces.slow),
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.billingSpaces.serverError500),
  play: async ({ canvasElement, globals }) => {
    const { t } = billingTexts(globals);
    await expect(await canvasOf(canvasElement).findByRole('alert')).toHaveTextContent(t('page.loadFailed'));
  },
};

export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ loaded }) => void (mockStateOf(loaded).billing.spaces = []),
  play: async ({ canvasElement, globals }) => {
    await expect(await canvasOf(canvasElement).findByText(billingTexts(globals).t('page.noSpaces'))).toBeVisible();
  },
};

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const { t } = billingTexts(globals);
    const canvas = canvasOf(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Premium/ })).toBeChecked();
    // The demo space has 6 users: Start (5) cannot hold it.
    await expect(canvas.getByRole('radio', { name: /Start/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /^30/ })).toBeChecked();
    const history = await canvas.findByRole('table', { name: t('history.title') });
    await expect(within(history).getAllByRole('row')).toHaveLength(4);
    await expect(within(history).getAllByRole('link')[0]).toHaveAttribute('href', '/settings/billing/report/3');
  },
};

export const ExpiredSpace: Story = {
  tags: ['shot'],
  beforeEach: ({ loaded }) => void (mockStateOf(loaded).billing.spaces = [spaceExpiringIn(-2)]),
  play: async ({ canvasElement, globals }) => {
    const { t, locale } = billingTexts(globals);
    const section = (await ready(canvasElement)).closest('section')!;
    await expect(section).toHaveTextContent(NEED_PAYMENT[locale]);
    // spec §4: a paid space is deleted 7 days after expiry (expired on 20 November → 27 November).
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(Date.UTC(2026, 10, 27, 9));
    await expect(within(section).getByRole('status')).toHaveTextContent(t('space.deletion', { date }));
  },
};

export const TrialSpace: Story = {
  tags: ['shot'],
  beforeEach: ({ loaded }) =>
    void (mockStateOf(loaded).billing.spaces = [
      spaceExpiringIn(10, { name: 'Trial workspace', is_trial: true, tariff: START, usage: { users: 3, accounts: 0 } }),
    ]),
  play: async ({ canvasElement, globals }) => {
    const { t } = billingTexts(globals);
    const section = (await ready(canvasElement, 'Trial workspace')).closest('section')!;
    await expect(section).toHaveTextContent(t('space.daysLeft', { count: 10 }));
    await expect(section.querySelector('[data-colour]')).toHaveAttribute('data-colour', 'blue');
    await expect(canvasOf(canvasElement).getByRole('radio', { name: /Start/ })).toBeChecked();
  },
};

export const LimitReached: Story = {
  tags: ['shot'],
  beforeEach: ({ loaded }) =>
    void (mockStateOf(loaded).billing.spaces = [spaceExpiringIn(20, { tariff: START, usage: { users: 5, accounts: 3 } })]),
  play: async ({ canvasElement, globals }) => {
    const { t } = billingTexts(globals);
    const section = (await ready(canvasElement)).closest('section')!;
    // spec §8: account limit and user limit of the current billing plan reached.
    await expect(section).toHaveTextContent(t('usage.usersLimitReached'));
    await expect(section).toHaveTextContent(t('usage.accountsLimitReached'));
  },
};

export const PromoValid: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const { t, locale } = billingTexts(globals);
    const canvas = canvasOf(canvasElement);
    await ready(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('checkout.promocode') }), 'welcome10');
    await userEvent.click(canvas.getByRole('button', { name: t('checkout.apply') }));
    await expect(await canvas.findByText(new RegExp(t('checkout.promoApplied', { code: 'WELCOME10' })))).toBeVisible();
    const total = money(Math.round(premium.prices[0]!.amount * 0.9), locale);
    await expect(canvas.getByRole('button', { name: t('checkout.pay', { total }) })).toBeEnabled();
  },
};

// The space was signed up with WELCOME10; the server gives its 10 % to the first paid payment.
const withSignupPromo = ({ loaded }: { loaded: Record<string, unknown> }) => {
  const state = mockStateOf(loaded);
  state.billing.spaces[0]!.signup_promocode = { code: 'WELCOME10', percent_off: 10, extra_days: 0, valid_until: null };
  state.billing.payments = []; // a space just signed up has paid nothing yet
};

export const SignupPromoApplied: Story = {
  tags: ['shot'],
  beforeEach: withSignupPromo,
  play: async ({ canvasElement, globals }) => {
    const { t, locale } = billingTexts(globals);
    const canvas = canvasOf(canvasElement);
    await ready(canvasElement);
    // Shown where a checkout code is shown, with its name; the field stays for a code that would apply instead.
    const applied = await canvas.findByText(new RegExp(t('checkout.signupPromoApplied', { code: 'WELCOME10' })));
    await expect(applied.closest('[role="status"]')).toHaveTextContent(t('checkout.promoPercent', { percent: 10 }));
    await expect(canvas.getByRole('textbox', { name: t('checkout.promocode') })).toBeEnabled();
    const total = money(Math.round(premium.prices[0]!.amount * 0.9), locale);
    await expect(canvas.getByRole('button', { name: t('checkout.pay', { total }) })).toBeEnabled();
  },
};

export const ACheckoutCodeWinsOverTheSignupPromo: Story = {
  beforeEach: withSignupPromo,
  play: async ({ canvasElement, globals }) => {
    const { t, locale } = billingTexts(globals);
    const canvas = canvasOf(canvasElement);
    await ready(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('checkout.promocode') }), 'spring25');
    await userEvent.click(canvas.getByRole('button', { name: t('checkout.apply') }));
    await expect(await canvas.findByText(new RegExp(t('checkout.promoApplied', { code: 'SPRING25' })))).toBeVisible();
    await expect(canvas.queryByText(new RegExp(t('checkout.signupPromoApplied', { code: 'WELCOME10' })))).toBeNull();
    const total = money(Math.round(premium.prices[0]!.amount * 0.75), locale);
    await expect(canvas.getByRole('button', { name: t('checkout.pay', { total }) })).toBeEnabled();
  },
};

export const PromoInvalid: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const { t, locale } = billingTexts(globals);
    const canvas = canvasOf(canvasElement);
    await ready(canvasElement);
    const field = canvas.getByRole('textbox', { name: t('checkout.promocode') });
    await userEvent.type(field, 'EXPIRED15{Enter}');
    // The server's text, inline under the field.
    await expect(await canvas.findByText(MOCK_TEXTS[locale].promocodeExpired)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Paying: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.billingPay.slow),
  play: async ({ canvasElement, globals, args }) => {
    const { t, locale } = billingTexts(globals);
    const canvas = canvasOf(canvasElement);
    await ready(canvasElement);
    const pay = canvas.getByRole('button', { name: t('checkout.pay', { total: money(premium.prices[0]!.amount, locale) }) });
    await userEvent.click(pay);
    await waitFor(() => expect(pay).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('radio', { name: /Standard/ })).toBeDisabled();
    await expect(args.openConfirmation).not.toHaveBeenCalled();
  },
};

export const ChoosesAPlanAndAPeriod: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const { t, locale } = billingTexts(globals);
    const canvas = canvasOf(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Standard/ }));
    await userEvent.click(canvas.getByRole('radio', { name: /^365/ }));
    const total = money(standard.prices[2]!.amount, locale);
    await userEvent.click(canvas.getByRole('button', { name: t('checkout.pay', { total }) }));
    await waitFor(() => expect(args.openConfirmation).toHaveBeenCalledOnce());
    await expect(String((args.openConfirmation as ReturnType<typeof fn>).mock.calls[0]?.[0])).toMatch(/\/sandbox\/pay\//);
    await expect(await canvas.findByText(t('checkout.redirecting'))).toBeVisible();
  },
};

export const AppliesAPromoCodeWhenPayIsPressed: Story = {
  play: async ({ canvasElement, globals, args, loaded }) => {
    const { t } = billingTexts(globals);
    const canvas = canvasOf(canvasElement);
    await ready(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('checkout.promocode') }), 'SPRING25');
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('checkout.pay', { total: '' }).trim()) }));
    await waitFor(() => expect(args.openConfirmation).toHaveBeenCalledOnce());
    await expect(mockStateOf(loaded).billing.payments[0]).toMatchObject({ promocode: 'SPRING25', status: 'pending' });
  },
};

export const APlanBelowTheUsageCannotBeChosen: Story = {
  // A smaller plan whose limits are below the usage is refused; the page says why before anyone tries.
  beforeEach: ({ loaded }) =>
    void (mockStateOf(loaded).billing.spaces = [
      spaceExpiringIn(20, { tariff: { id: 2, name: 'Standard' }, usage: { users: 16, accounts: 0 } }),
    ]),
  play: async ({ canvasElement, globals }) => {
    const { t } = billingTexts(globals);
    const canvas = canvasOf(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Standard/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /Premium/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Standard/ }).closest('label')).toHaveTextContent(
      t('checkout.tooSmallUsers', { count: 16, limit: standard.users_limit }),
    );
  },
};

export const SwitchesToAnotherSpace: Story = {
  beforeEach: ({ loaded }) =>
    void (mockStateOf(loaded).billing.spaces = [
      spaceExpiringIn(29),
      spaceExpiringIn(2, { id: 2, name: 'Expires soon', usage: { users: 2, accounts: 1 } }),
    ]),
  play: async ({ canvasElement, loaded }) => {
    const canvas = canvasOf(canvasElement);
    // The most urgent space opens first.
    await ready(canvasElement, 'Expires soon');
    await userEvent.click(canvas.getByRole('link', { name: /Demo workspace/ }));
    await expectNavigatedTo(loaded, '/settings/billing?space_id=1');
    await ready(canvasElement, 'Demo workspace');
    await expect(canvas.getByRole('link', { name: /Demo workspace/ })).toHaveAttribute('aria-current', 'page');
  },
};

export const PaysAndLandsOnTheReport: Story = {
  render: (args, { loaded }) => {
    const state = mockStateOf(loaded);
    const location = loaded['location'] as { navigate: (to: string) => void };
    // The person pays on the sandbox page, which sends them back to the report.
    const payOnSandbox = (url: string) => {
      args.openConfirmation?.(url);
      const sandboxId = new URL(url).pathname.split('/').at(-1)!;
      const payment = state.billing.paymentBySandboxId(sandboxId)!;
      state.billing.settle(sandboxId, 'pay', state.now);
      location.navigate(`/settings/billing/report/${payment.id}`);
    };
    return (
      <Switch>
        <Route path="/settings/billing/report/:id">
          <ReportScreen />
        </Route>
        <Route>
          <BillingScreen openConfirmation={payOnSandbox} />
        </Route>
      </Switch>
    );
  },
  play: async ({ canvasElement, globals, loaded }) => {
    const { t } = billingTexts(globals);
    const canvas = canvasOf(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^180/ }));
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('checkout.pay', { total: '' }).trim()) }));
    await expectNavigatedTo(loaded, '/settings/billing/report/4');
    await expect(await canvas.findByRole('heading', { level: 2, name: t('report.paidTitle') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('report.title', { id: 4 }));
  },
};

// Paying with the sign-up discount; the report names the sign-up promo code.
export const PaysWithTheSignupPromo: Story = {
  beforeEach: withSignupPromo,
  render: PaysAndLandsOnTheReport.render,
  play: async ({ canvasElement, globals, loaded }) => {
    const { t, locale } = billingTexts(globals);
    const canvas = canvasOf(canvasElement);
    await ready(canvasElement);
    const total = money(Math.round(premium.prices[0]!.amount * 0.9), locale);
    await userEvent.click(canvas.getByRole('button', { name: t('checkout.pay', { total }) }));
    await expectNavigatedTo(loaded, '/settings/billing/report/1');
    await expect(await canvas.findByRole('heading', { level: 2, name: t('report.paidTitle') })).toBeVisible();
    await expect(canvasElement.querySelector('dl')!).toHaveTextContent(
      t('report.signupPromoValue', { code: 'WELCOME10', percent: 10 }),
    );
  },
};
