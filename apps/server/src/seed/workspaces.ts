// Demo spaces for the workspace rules of spec §4, so every guard can be seen: an expired trial, an expired
// paid space, a paid space about to expire, and a space that requires two-factor. Each has its own new users; the demo users of seed.ts keep
// their single demo space. seed.ts imports this file: its constants are read only inside functions (no import cycle
// at module evaluation).
import type { RoleName, Tariff } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { payments, spaceMembers, spaces, users, userStatuses } from '../db/schema.ts';
import { seedPasswordHash } from './passwordHash.ts';
import { CURRENCY, planById, priceOf } from '../billing/plans.ts';
import { DEFAULT_USER_SETTINGS, DEMO_PASSWORD, DEMO_SPACE_SETTINGS, ROLE_FLAGS } from '../seed.ts';

const DAY_MS = 86_400_000;

export const WORKSPACE_DEMO_EMAILS = {
  /** Administrator of the expired trial: sent to /settings/billing (spec §4). */
  trialAdmin: 'trial-admin@demo.local',
  /** Operator of the expired trial: the paid-over modal (spec §4, §8). */
  trialOperator: 'trial-operator@demo.local',
  /** Operator of a paid space whose paid period ended: the 'Оплаченный период закончился' modal (spec §4). */
  paidOverOperator: 'paidover-operator@demo.local',
  /** Administrator of a paid space expiring in 2 days (yellow, spec §4 payment colour). */
  soonAdmin: 'soon-admin@demo.local',
  /** Member of a space with otp_required, without two-factor: sent to /settings/profile (spec §4). */
  otpRequired: 'otp-required@demo.local',
} as const;

type DemoSpace = {
  name: string;
  /** Expiry relative to the seed's now. */
  expiresInMs: number;
  isTrial: boolean;
  tariff: Tariff;
  /** The demo space's settings (every feature on), with spec §3 settings.otp_required as given. */
  otpRequired: boolean;
  /** Days of the paid payment that ran up to the expiry (billing history); none for a trial. */
  paidDays?: 30;
  members: ReadonlyArray<{ email: string; name: string; role: RoleName }>;
};

export const WORKSPACE_DEMO_SPACES: readonly DemoSpace[] = [
  {
    // Expired a day ago: the trial's deletion (3 days after expiry, spec §4) is 2 days away, so the notice shows.
    name: 'Trial workspace',
    expiresInMs: -1 * DAY_MS,
    isTrial: true,
    tariff: { id: 1, name: 'Start' },
    otpRequired: false,
    members: [
      { email: WORKSPACE_DEMO_EMAILS.trialAdmin, name: 'Tim Trial', role: 'administrator' },
      { email: WORKSPACE_DEMO_EMAILS.trialOperator, name: 'Ольга Пробная', role: 'operator' },
    ],
  },
  {
    // A 30-day Standard payment ran out 2 days ago: paid-space deletion (7 days after expiry) is 5 days away.
    name: 'Lapsed workspace',
    expiresInMs: -2 * DAY_MS,
    isTrial: false,
    tariff: { id: 2, name: 'Standard' },
    otpRequired: false,
    paidDays: 30,
    members: [{ email: WORKSPACE_DEMO_EMAILS.paidOverOperator, name: 'Пётр Просроченный', role: 'operator' }],
  },
  {
    name: 'Expiring workspace',
    expiresInMs: 2 * DAY_MS,
    isTrial: false,
    tariff: { id: 2, name: 'Standard' },
    otpRequired: false,
    members: [{ email: WORKSPACE_DEMO_EMAILS.soonAdmin, name: 'Sofia Soon', role: 'administrator' }],
  },
  {
    name: 'Secure workspace',
    expiresInMs: 30 * DAY_MS,
    isTrial: false,
    tariff: { id: 3, name: 'Premium' },
    otpRequired: true,
    members: [{ email: WORKSPACE_DEMO_EMAILS.otpRequired, name: 'Олег Безкода', role: 'operator' }],
  },
];

// Every space has its own statuses (spec §3 "User status … space_id"); the same four as the demo space.
const STATUSES = [
  { name: { ru: 'В сети', en: 'Online' }, color: 'green', offline: false },
  { name: { ru: 'Перерыв', en: 'Break' }, color: 'yellow', offline: false },
  { name: { ru: 'Занят', en: 'Busy' }, color: 'red', offline: false },
  { name: { ru: 'Не в сети', en: 'Offline' }, color: 'gray', offline: true },
];

/** The users of these spaces, for the README, `npm start`'s list and the end-to-end tests. */
export const WORKSPACE_DEMO_USERS = WORKSPACE_DEMO_SPACES.flatMap((space) =>
  space.members.map((member) => ({ ...member, space: space.name })),
);

// The paid payment that set the space's expiry, finished a few minutes after it was started.
function paidPayment(spaceId: number, demo: DemoSpace, now: number): typeof payments.$inferInsert {
  const period = demo.paidDays ?? 30;
  const plan = planById(demo.tariff.id);
  if (!plan) throw new Error(`no plan ${demo.tariff.id}`);
  const expiresAt = now + demo.expiresInMs;
  const started = expiresAt - period * DAY_MS;
  const price = priceOf(plan, period);
  return {
    spaceId,
    userId: null,
    tariff: demo.tariff,
    period,
    fullAmount: price,
    amount: price,
    currency: CURRENCY,
    status: 'paid',
    provider: 'sandbox',
    providerPaymentId: `seed-lapsed-${spaceId}`,
    createdAt: new Date(started - 10 * 60_000),
    finishedAt: new Date(started - 5 * 60_000),
    expiresAtBefore: new Date(started),
    expiresAt: new Date(expiresAt),
  };
}

/** Seeds the spaces above with their users (password DEMO_PASSWORD) into the demo database. */
export async function seedWorkspaceStates(db: Db, now: number): Promise<void> {
  const hashes = await Promise.all(WORKSPACE_DEMO_USERS.map(() => seedPasswordHash(DEMO_PASSWORD)));
  const hashOf = (email: string) => hashes[WORKSPACE_DEMO_USERS.findIndex((user) => user.email === email)] ?? '';
  await db.transaction(async (tx) => {
    for (const demo of WORKSPACE_DEMO_SPACES) {
      const [space] = await tx
        .insert(spaces)
        .values({
          name: demo.name,
          expiresAt: new Date(now + demo.expiresInMs),
          isTrial: demo.isTrial,
          tariff: demo.tariff,
          settings: { ...DEMO_SPACE_SETTINGS, otp_required: demo.otpRequired },
        })
        .returning({ id: spaces.id });
      if (!space) throw new Error(`space ${demo.name} not created`);
      const [online] = await tx
        .insert(userStatuses)
        .values(STATUSES.map((status, position) => ({ ...status, spaceId: space.id, position })))
        .returning({ id: userStatuses.id });
      const members = await tx
        .insert(users)
        .values(
          demo.members.map((member) => ({
            email: member.email,
            name: member.name,
            passwordHash: hashOf(member.email),
            locale: null,
            settings: DEFAULT_USER_SETTINGS,
            emailStatus: 1,
            status: online?.id ?? null,
            otpSecret: null,
            passwordChangedAt: new Date(now),
          })),
        )
        .returning({ id: users.id });
      await tx.insert(spaceMembers).values(
        members.map((user, index) => {
          const role = demo.members[index]!.role;
          return { spaceId: space.id, userId: user.id, role, roles: ROLE_FLAGS[role] };
        }),
      );
      if (demo.paidDays) await tx.insert(payments).values(paidPayment(space.id, demo, now));
    }
  });
}
