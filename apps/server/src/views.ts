// Database rows to contract shapes (packages/api/src/contract).
import type { SavedFilter, Space, User, UserStatus } from '@console/api/contract';
import type { Language } from './messages.ts';
import type { savedFilters, spaces, users, userStatuses } from './db/schema.ts';

export function toUser(row: typeof users.$inferSelect): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    email_status: row.emailStatus,
    status: row.status,
    role: row.role,
    roles: row.roles,
    locale: row.locale,
    settings: row.settings,
    is_partner: row.isPartner,
    otp_enabled: row.otpSecret !== null,
    time_zone: row.timeZone,
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
