// The workspace around the inbox (docs/mocks.md): billing and the paid period (spec §4), the user's status and the
// schedule's grace after a manual change (spec §7, §9), saved filters and recent emoji (spec §3, §7). Played last
// of the features: its writes (payments, statuses, filters) touch records no earlier script reads.
import { RECORDED_SEED_NOW } from '@console/api/contract';
import { read, write, type RecordingScript, type ScriptActor, type ScriptStep } from './script.ts';

// The test seed's spaces by id, in the order they are laid down (the demo space, then apps/server/src/seed/workspaces.ts).
const DEMO_SPACE = 1;
const TRIAL_SPACE = 3;
const EXPIRING_SPACE = 5;
// The demo space's history (apps/server/src/seed/billing.ts): Standard paid, Premium declined, Premium paid.
const DECLINED = 3;
const PAID = 4;
// The report of a payment a write below opened (its named step): ids move with the seed's payments.
const reportOf = (step: string): ScriptStep => ({
  ...read('administrator', '/v1/billing/payments/0'),
  urlFrom: (earlier) => `/v1/billing/payments/${(earlier.get(step) as { payment: { id: number } }).payment.id}`,
});

// The config in both languages, as the shell reads it after a write (spec §3: `ts` is ignored by the replay).
const config = (as: ScriptActor): ScriptStep[] => [
  read(as, `/v1/config?ts=${RECORDED_SEED_NOW}`),
  read(as, `/v1/config?ts=${RECORDED_SEED_NOW}`, 'en'),
];

// What /settings/billing reads for a space (spec §4): the plans, the user's spaces, the space's history.
const billingPage = (as: ScriptActor, spaceId: number): ScriptStep[] => [
  read(as, '/v1/billing/plans'),
  read(as, '/v1/billing/spaces'),
  read(as, `/v1/billing/payments?space_id=${spaceId}`),
];

// A promo code checked in both languages (the refusals are the server's texts).
const promocode = (code: string): ScriptStep[] => [
  read('administrator', `/v1/billing/promocodes/${code}`),
  read('administrator', `/v1/billing/promocodes/${code}`, 'en'),
];

const premium30 = { space_id: DEMO_SPACE, tariff_id: 3, period: 30 };

export const WORKSPACE_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'billing',
    about: 'spec §4: plans, spaces, payments, promo codes (valid, expired, used up, unknown) and paying, per space state',
    steps: [
      ...billingPage('administrator', DEMO_SPACE),
      ...billingPage('soonAdmin', EXPIRING_SPACE),
      ...billingPage('trialAdmin', TRIAL_SPACE),
      read('administrator', `/v1/billing/payments/${PAID}`),
      read('administrator', `/v1/billing/payments/${DECLINED}`),
      read('administrator', '/v1/billing/payments/987'),
      read('administrator', '/v1/billing/payments/987', 'en'),
      // As typed: the server reads a code in any case.
      ...promocode('welcome10'),
      ...promocode('spring25'),
      ...promocode('SPRING25'),
      ...promocode('EXPIRED15'),
      ...promocode('USEDUP20'),
      ...promocode('NOSUCHCODE'),
      // Paying: the server opens a pending payment and answers the provider's page (spec §4).
      { ...write('administrator', 'POST', '/v1/billing/payments', premium30), name: 'opened' },
      reportOf('opened'),
      write('administrator', 'POST', '/v1/billing/payments', { ...premium30, promocode: 'SPRING25' }),
      write('administrator', 'POST', '/v1/billing/payments', { ...premium30, period: 365 }),
      { ...write('administrator', 'POST', '/v1/billing/payments', { ...premium30, period: 180 }), name: 'opened180' },
      reportOf('opened180'),
      // Another plan and period for a space every plan holds.
      write('soonAdmin', 'POST', '/v1/billing/payments', { space_id: EXPIRING_SPACE, tariff_id: 3, period: 365 }),
      // A plan below the space's usage is refused (spec §4: Standard holds 10 accounts; the demo space has 16).
      write('administrator', 'POST', '/v1/billing/payments', { space_id: DEMO_SPACE, tariff_id: 2, period: 365 }),
    ],
  },
  {
    name: 'status',
    about: 'spec §7, §9: a manual status, kept by the schedule within 600 s; the schedule applied otherwise',
    steps: [
      // 09:01 UTC is 12:01 in Moscow: the operator's schedule says Online; the offline user has no schedule.
      read('operator', '/v1/me/status?auto_update=1'),
      read('offline', '/v1/me/status?auto_update=1'),
      ...config('offline'),
      write('offline', 'PUT', '/v1/me/status', { status: 1 }), // the forced dialog names no space
      ...config('offline'),
      ...config('administrator'),
      write('administrator', 'PUT', '/v1/me/status', { status: 2, space_id: DEMO_SPACE }),
      read('administrator', '/v1/me/status?auto_update=1'),
      ...config('administrator'),
      // A status of no space of the user's is refused (spec §7).
      write('administrator', 'PUT', '/v1/me/status', { status: 99, space_id: DEMO_SPACE }),
      // Back to the seed's status, so the scripts after this one see the administrator as the world does.
      write('administrator', 'PUT', '/v1/me/status', { status: 1, space_id: DEMO_SPACE }),
    ],
  },
  {
    name: 'savedFilters',
    about: 'spec §3, §7: saving and deleting a saved filter, the recent emoji',
    steps: [
      // Before the writes, then after each (the seeded 'Последние 7 дней' is deleted first).
      ...config('administrator'),
      write('administrator', 'DELETE', '/v1/me/filters/10'),
      ...config('administrator'),
      write('administrator', 'POST', '/v1/me/filters', { name: 'Последний месяц', query: { period: '30d' } }),
      ...config('administrator'),
      write('operator', 'PUT', '/v1/me/emoji', { vk: ['😀', '👍', '❤️', '🔥', '😂'] }),
      ...config('operator'),
    ],
  },
];
