import type { Decorator } from '@storybook/react-vite';
import { createI18n } from '@console/locales';
import type { BillingSpace } from '@console/api/contract';
import { billingSpaceOf, DEMO_BILLING_SPACE, DEMO_SPACE, FIXTURE_NOW, type MockState } from '@console/api/mocks';
import { NowProvider } from '../../data/index.ts';
import { localeOf } from '../storySupport/location.ts';

const DAY_S = 86_400;

// spec §4 verbatim: what the bar says after expiry.
export const NEED_PAYMENT = { ru: 'Блокировка', en: 'Need Payment' } as const;

/** The billing texts in the story's locale, from the same resources the screens use. */
export const billingTexts = (globals: Record<string, unknown>) => {
  const locale = localeOf(globals);
  const i18n = createI18n(locale);
  return { locale, t: i18n.getFixedT(locale, 'billing') };
};

export const mockStateOf = (loaded: Record<string, unknown>): MockState => loaded['mockState'] as MockState;

// Billing stories see the fixtures' "now", so days left and colours are the same whatever day they run.
export const atFixtureNow: Decorator = (Story) => (
  <NowProvider now={FIXTURE_NOW}>
    <Story />
  </NowProvider>
);

type SpaceShape = Partial<Pick<BillingSpace, 'id' | 'name' | 'is_trial' | 'tariff' | 'usage'>>;

/** A space like the demo one, expiring `days` after the fixtures' now (negative: expired). */
export function spaceExpiringIn(days: number, shape: SpaceShape = {}): BillingSpace {
  return billingSpaceOf(
    {
      id: shape.id ?? DEMO_SPACE.id,
      name: shape.name ?? DEMO_SPACE.name,
      tariff: shape.tariff ?? DEMO_SPACE.tariff,
      is_trial: shape.is_trial ?? false,
      expires_at: FIXTURE_NOW / 1000 + days * DAY_S,
    },
    shape.usage ?? DEMO_BILLING_SPACE.usage,
  );
}
