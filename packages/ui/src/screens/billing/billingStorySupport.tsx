import type { Decorator } from '@storybook/react-vite';
import { createI18n } from '@console/locales';
import { deletionDelayS } from '@console/spec';
import type { BillingSpace, Payment, PaymentCreated, PlansResponse, RecordingUser } from '@console/api/contract';
import { FIXTURE_NOW, RECORDINGS } from '@console/api/mocks';
import { NowProvider } from '../../data/index.ts';
import { localeOf } from '../../storySupport/location.ts';

const DAY_S = 86_400;

// spec §4 verbatim: what the bar says after expiry.
export const NEED_PAYMENT = { ru: 'Блокировка', en: 'Need Payment' } as const;

/** The billing texts in the story's locale, from the same resources the screens use. */
export const billingTexts = (globals: Record<string, unknown>) => {
  const locale = localeOf(globals);
  const i18n = createI18n(locale);
  return { locale, t: i18n.getFixedT(locale, 'billing') };
};

// Billing stories see the fixtures' "now", so days left and colours are the same whatever day they run.
export const atFixtureNow: Decorator = (Story) => (
  <NowProvider now={FIXTURE_NOW}>
    <Story />
  </NowProvider>
);

// What the server answered in the `billing` recording (docs/mocks.md), so stories assert the recorded data.
const recorded = (as: RecordingUser, method: string, path: string, body?: object) => {
  const step = RECORDINGS.billing.steps.find(
    (one) =>
      one.as === as &&
      one.method === method &&
      one.path === path &&
      (body === undefined || JSON.stringify(one.body) === JSON.stringify(body)),
  );
  if (!step) throw new Error(`the billing recording has no ${method} ${path} of ${as}`);
  return step.answer;
};

export const RECORDED_PLANS = (recorded('administrator', 'GET', '/v1/billing/plans') as PlansResponse).items;
export const recordedSpaceOf = (as: RecordingUser): BillingSpace =>
  (recorded(as, 'GET', '/v1/billing/spaces') as { items: BillingSpace[] }).items[0]!;
export const recordedPaymentsOf = (spaceId: number): Payment[] =>
  (recorded('administrator', 'GET', '/v1/billing/payments') as { items: Payment[] }).items.filter(
    (payment) => payment.space_id === spaceId,
  );
export const recordedPayment = (id: number): Payment => recorded('administrator', 'GET', `/v1/billing/payments/${id}`) as Payment;
/** The server's answer to a POST v1/billing/payments with this body. */
export const recordedPaying = (as: RecordingUser, body: object): PaymentCreated =>
  recorded(as, 'POST', '/v1/billing/payments', body) as PaymentCreated;

/** A price of a recorded plan by name and period. */
export const priceOf = (name: string, period: number): number =>
  RECORDED_PLANS.find((plan) => plan.name === name)!.prices.find((price) => price.period === period)!.amount;

type SpaceShape = Partial<Pick<BillingSpace, 'id' | 'name' | 'is_trial' | 'tariff' | 'usage' | 'signup_promocode'>>;

/**
 * The administrator's recorded space, expiring `days` after the fixtures' now (negative: expired): for the "N days
 * left" states the fixed recording clock cannot show, answered as a fixed GET v1/billing/spaces.
 */
export function spaceExpiringIn(days: number, shape: SpaceShape = {}): BillingSpace {
  const space = { ...recordedSpaceOf('administrator'), ...shape };
  const plan = RECORDED_PLANS.find((one) => one.id === space.tariff.id)!;
  const expiresAt = FIXTURE_NOW / 1000 + days * DAY_S;
  return {
    ...space,
    expires_at: expiresAt,
    deletion_at: expiresAt + deletionDelayS(space.is_trial),
    limits: { accounts: plan.accounts_limit, users: plan.users_limit },
  };
}
