// Database rows to contract shapes (packages/api/src/contract).
import type {
  BillingSpace,
  Company,
  Payment,
  PayPeriod,
  Promocode,
  SavedFilter,
  SocialObject,
  Space,
  Usage,
  User,
  UserStatus,
  WorkingHoursItem,
} from '@console/api/contract';
import type { Language } from './messages.ts';
import type { MemberAccess } from './members/memberAccess.ts';

// A user without any space has no flags (spec §1: access comes with a membership).
const NO_FLAGS = { messages: false, items: false, settings: false, templates: false, stats: false } as const;
import type { companies, objects, payments, promocodes, savedFilters, spaces, users, userStatuses } from './db/schema.ts';
import { deletionAt } from './billing/spaceDeletion.ts';
import { limitsOf } from './billing/plans.ts';

/** spec §3 User; its `role`/`roles` are one membership's (`currentAccess()`: the first space's), none without a space. */
export function toUser(row: typeof users.$inferSelect, access: MemberAccess | null): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    email_status: row.emailStatus,
    status: row.status,
    ...(access ? { role: access.role } : {}),
    roles: access?.roles ?? NO_FLAGS,
    locale: row.locale,
    settings: row.settings,
    is_partner: row.isPartner,
    otp_enabled: row.otpSecret !== null,
    time_zone: row.timeZone,
    ...(row.emailPending === null ? {} : { email_pending: row.emailPending }),
  };
}

export function toSpace(row: typeof spaces.$inferSelect): Space {
  return {
    id: row.id,
    name: row.name,
    expires_at: Math.floor(row.expiresAt.getTime() / 1000), // spec §3: unix seconds
    is_trial: row.isTrial,
    tariff: row.tariff,
    settings: row.settings,
    time_zone: row.timeZone,
  };
}

export function toUserStatus(row: typeof userStatuses.$inferSelect, language: Language): UserStatus {
  return {
    id: row.id,
    name: row.name[language],
    color: row.color,
    hidden: row.hidden,
    offline: row.offline,
    space_id: row.spaceId,
  };
}

export function toSavedFilter(row: typeof savedFilters.$inferSelect): SavedFilter {
  return { id: row.id, name: row.name, query: row.query, ...(row.route === null ? {} : { route: row.route }) };
}

export function toCompany(row: typeof companies.$inferSelect): Company {
  return { id: row.id, space_id: row.spaceId, name: row.name, settings: row.settings };
}

// spec §6: the settings role (administrator) manages the accounts of its spaces and sees their errors; the flag is
// that of the user's membership of the account's space (spec §1, §3).
export function toObject(row: typeof objects.$inferSelect, access: MemberAccess | null): SocialObject {
  return {
    id: row.id,
    name: row.name,
    provider: row.provider,
    provider_id: row.providerId,
    screen_name: row.screenName,
    domain: row.domain,
    image: row.image,
    url: row.url,
    error: row.error,
    roles: { settings: access?.roles.settings === true },
    company: row.companyId,
    // Only when the administrator turned some off (settings/accounts/{id}/reactions): absent, the chats offer all.
    ...(row.settings.reactions ? { reactions: row.settings.reactions } : {}),
    // The same for the sticker sets (settings/accounts/{id}/stickers).
    ...(row.settings.stickers ? { stickers: row.settings.stickers } : {}),
  };
}

// spec §3 "Working-hours item": unix seconds, and the slot's status in the request's language.
export function toWorkingHoursItem(
  slot: { startedAt: number; endedAt: number },
  status: typeof userStatuses.$inferSelect,
  language: Language,
): WorkingHoursItem {
  return {
    started_at: Math.floor(slot.startedAt / 1000),
    ended_at: Math.floor(slot.endedAt / 1000),
    status: { id: status.id, name: status.name[language], color: status.color, workinghours: status.workinghours },
  };
}

const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
const unixSecondsOrNull = (date: Date | null): number | null => (date === null ? null : unixSeconds(date));

export function toBillingSpace(
  row: typeof spaces.$inferSelect,
  usage: Usage,
  signupDiscount: { code: string; percentOff: number } | null = null,
): BillingSpace {
  return {
    id: row.id,
    name: row.name,
    tariff: row.tariff,
    is_trial: row.isTrial,
    expires_at: unixSeconds(row.expiresAt),
    deletion_at: unixSeconds(deletionAt(row)),
    usage,
    limits: limitsOf(row.tariff.id),
    signup_promocode: signupDiscount
      ? { code: signupDiscount.code, percent_off: signupDiscount.percentOff, extra_days: 0, valid_until: null }
      : null,
  };
}

export function toPayment(row: typeof payments.$inferSelect, spaceName: string): Payment {
  return {
    id: row.id,
    space_id: row.spaceId,
    space_name: spaceName,
    tariff: row.tariff,
    period: row.period as PayPeriod,
    full_amount: row.fullAmount,
    amount: row.amount,
    currency: row.currency,
    promocode: row.promocode,
    percent_off: row.percentOff,
    extra_days: row.extraDays,
    signup_promocode: row.signupPromocode,
    status: row.status,
    failure: row.failure,
    created_at: unixSeconds(row.createdAt),
    finished_at: unixSecondsOrNull(row.finishedAt),
    expires_at: unixSecondsOrNull(row.expiresAt),
  };
}

export function toPromocode(row: typeof promocodes.$inferSelect): Promocode {
  return {
    code: row.code,
    percent_off: row.percentOff,
    extra_days: row.extraDays,
    valid_until: unixSecondsOrNull(row.validUntil),
  };
}
