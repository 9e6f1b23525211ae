import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import type { PaymentCreated } from '@console/api/contract';
import { billingSpacesAnswer, MOCK_TEXTS, RECORDINGS, scenarios } from '@console/api/mocks';
import { expectNavigatedTo } from '../../../storySupport/location.ts';
import { signInAsRecorded } from '../../../storySupport/recordedSession.ts';
import {
  atFixtureNow,
  billingTexts,
  NEED_PAYMENT,
  priceOf,
  RECORDED_PLANS,
  recordedPaying,
  recordedPaymentsOf,
  recordedSpaceOf,
  spaceExpiringIn,
} from '../billingStorySupport.tsx';
import { formatMoney } from '../format.ts';
import { ReportScreen } from '../Report/ReportScreen.tsx';
import { BillingScreen } from './BillingScreen.tsx';

const START = { id: 1, name: 'Start' };
const standard = RECORDED_PLANS.find((plan) => plan.name === 'Standard')!;
const premium30 = priceOf('Premium', 30);
const demoSpace = recordedSpaceOf('administrator');
const money = (amount: number, locale: string) => formatMoney(amount, 'RUB', locale);

// /settings/billing replaying what the server answered the administrator (the `billing` recording), at the fixtures'
// now; the "N days left" states the recording's fixed clock cannot show answer a fixed list of spaces.
const meta = {
  title: 'Screens/Billing/Billing',
  component: BillingScreen,
  args: { openConfirmation: fn() },
  decorators: [atFixtureNow],
  parameters: { layout: 'fullscreen', route: '/settings/billing', session: 'signedIn', recorded: ['billing'] },
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
  beforeEach: ({ msw }) => void msw.use(...scenarios.billingSpaces.empty),
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
    // The demo space has more users than Start holds.
    await expect(canvas.getByRole('radio', { name: /Start/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /^30/ })).toBeChecked();
    const history = await canvas.findByRole('table', { name: t('history.title') });
    const payments = recordedPaymentsOf(demoSpace.id);
    await expect(within(history).getAllByRole('row')).toHaveLength(payments.length + 1);
    await expect(within(history).getAllByRole('link')[0]).toHaveAttribute('href', `/settings/billing/report/${payments[0]!.id}`);
  },
};

// The test seed's expired trial, as its administrator.
export const ExpiredSpace: Story = {
  tags: ['shot'],
  parameters: { session: 'signedOut' },
  beforeEach: ({ loaded }) => void signInAsRecorded(loaded, 'trialAdmin'),
  play: async ({ canvasElement, globals }) => {
    const { t, locale } = billingTexts(globals);
    const trial = recordedSpaceOf('trialAdmin');
    const section = (await ready(canvasElement, trial.name)).closest('section')!;
    await expect(section).toHaveTextContent(NEED_PAYMENT[locale]);
    // spec §4: the server's deletion date of the expired trial.
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(trial.deletion_at * 1000);
    await expect(within(section).getByRole('status')).toHaveTextContent(t('space.deletion', { date }));
  },
};

export const TrialSpace: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) =>
    void msw.use(
      billingSpacesAnswer([
        spaceExpiringIn(10, { name: 'Trial workspace', is_trial: true, tariff: START, usage: { users: 3, accounts: 0 } }),
      ]),
    ),
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
  beforeEach: ({ msw }) =>
    void msw.use(billingSpacesAnswer([spaceExpiringIn(20, { tariff: START, usage: { users: 5, accounts: 3 } })])),
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
    const total = money(Math.round(premium30 * 0.9), locale);
    await expect(canvas.getByRole('button', { name: t('checkout.pay', { total }) })).toBeEnabled();
  },
};

// A space signed up with WELCOME10 that has paid nothing yet (the test seed has none): the server gives its 10 % to
// the first paid payment.
const withSignupPromo: Story['beforeEach'] = ({ msw }) =>
  void msw.use(
    billingSpacesAnswer([
      { ...demoSpace, signup_promocode: { code: 'WELCOME10', percent_off: 10, extra_days: 0, valid_until: null } },
    ]),
    ...scenarios.billingPayments.empty,
  );

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
    const total = money(Math.round(premium30 * 0.9), locale);
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
    const total = money(Math.round(premium30 * 0.75), locale);
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
    const pay = canvas.getByRole('button', { name: t('checkout.pay', { total: money(premium30, locale) }) });
    await userEvent.click(pay);
    await waitFor(() => expect(pay).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('radio', { name: /Standard/ })).toBeDisabled();
    await expect(args.openConfirmation).not.toHaveBeenCalled();
  },
};

// The space about to expire (Standard, a single user): every plan holds it.
export const ChoosesAPlanAndAPeriod: Story = {
  parameters: { session: 'signedOut' },
  beforeEach: ({ loaded }) => void signInAsRecorded(loaded, 'soonAdmin'),
  play: async ({ canvasElement, globals, args }) => {
    const { t, locale } = billingTexts(globals);
    const canvas = canvasOf(canvasElement);
    const space = recordedSpaceOf('soonAdmin');
    await ready(canvasElement, space.name);
    await userEvent.click(canvas.getByRole('radio', { name: /Premium/ }));
    await userEvent.click(canvas.getByRole('radio', { name: /^365/ }));
    const total = money(priceOf('Premium', 365), locale);
    await userEvent.click(canvas.getByRole('button', { name: t('checkout.pay', { total }) }));
    // The provider's page the server answered for exactly this plan and period.
    const paying = recordedPaying('soonAdmin', { space_id: space.id, tariff_id: 3, period: 365 });
    await waitFor(() => expect(args.openConfirmation).toHaveBeenCalledWith(paying.confirmation_url));
    await expect(await canvas.findByText(t('checkout.redirecting'))).toBeVisible();
  },
};

export const AppliesAPromoCodeWhenPayIsPressed: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const { t } = billingTexts(globals);
    const canvas = canvasOf(canvasElement);
    await ready(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('checkout.promocode') }), 'SPRING25');
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('checkout.pay', { total: '' }).trim()) }));
    // The server's answer to a payment with the code (the replay answers only the recorded body).
    const paying = recordedPaying('administrator', { space_id: 1, tariff_id: 3, period: 30, promocode: 'SPRING25' });
    await expect(paying.payment).toMatchObject({ promocode: 'SPRING25', status: 'pending' });
    await waitFor(() => expect(args.openConfirmation).toHaveBeenCalledWith(paying.confirmation_url));
  },
};

export const APlanBelowTheUsageCannotBeChosen: Story = {
  // A smaller plan whose limits are below the usage is refused (the server refuses it too, recorded); the page says
  // why before anyone tries: the demo space has more accounts than Standard holds.
  play: async ({ canvasElement, globals }) => {
    const { t } = billingTexts(globals);
    const canvas = canvasOf(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Standard/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /Premium/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Standard/ }).closest('label')).toHaveTextContent(
      t('checkout.tooSmallAccounts', { count: demoSpace.usage.accounts, limit: standard.accounts_limit }),
    );
  },
};

export const SwitchesToAnotherSpace: Story = {
  beforeEach: ({ msw }) =>
    void msw.use(
      billingSpacesAnswer([
        spaceExpiringIn(29),
        spaceExpiringIn(2, { id: 2, name: 'Expires soon', usage: { users: 2, accounts: 1 } }),
      ]),
      ...scenarios.billingPayments.empty,
    ),
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

// The provider's page is the provider's (the recording cannot follow its random address): back from it, the person
// lands on the report of the payment the server opened, pending until the provider confirms it.
const paidOn = (url: string) =>
  RECORDINGS.billing.steps.map((step) => step.answer as Partial<PaymentCreated>).find((answer) => answer.confirmation_url === url)
    ?.payment;

export const PaysAndLandsOnTheReport: Story = {
  render: (args, { loaded }) => {
    const location = loaded['location'] as { navigate: (to: string) => void };
    const payOnSandbox = (url: string) => {
      args.openConfirmation?.(url);
      location.navigate(`/settings/billing/report/${paidOn(url)?.id}`);
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
    const { payment } = recordedPaying('administrator', { space_id: 1, tariff_id: 3, period: 180 });
    await expectNavigatedTo(loaded, `/settings/billing/report/${payment.id}`);
    await expect(await canvas.findByRole('heading', { level: 2, name: t('report.pendingTitle') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('report.title', { id: payment.id }));
  },
};

// Paying with the sign-up discount: no code is sent, the server applies it (the report's line for it: Report stories).
export const PaysWithTheSignupPromo: Story = {
  beforeEach: withSignupPromo,
  render: PaysAndLandsOnTheReport.render,
  play: async ({ canvasElement, globals, loaded }) => {
    const { t, locale } = billingTexts(globals);
    const canvas = canvasOf(canvasElement);
    await ready(canvasElement);
    const total = money(Math.round(premium30 * 0.9), locale);
    await userEvent.click(canvas.getByRole('button', { name: t('checkout.pay', { total }) }));
    const { payment } = recordedPaying('administrator', { space_id: 1, tariff_id: 3, period: 30 });
    await expectNavigatedTo(loaded, `/settings/billing/report/${payment.id}`);
    await expect(await canvas.findByRole('heading', { level: 2, name: t('report.pendingTitle') })).toBeVisible();
  },
};
