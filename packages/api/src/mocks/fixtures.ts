import { RECORDED_SEED_NOW } from '../contract/recording.ts';
import { ISSUES_DEFAULT_STATUSES } from '@console/spec';
import type { Counts } from '../contract/config.ts';
import type { Space, UserStatus } from '../contract/space.ts';
import type { RoleName, User, UserRoles } from '../contract/user.ts';
import { DEFAULT_TIME_ZONE } from '../contract/timeZone.ts';
import { PROFILE_DEMO_USERS } from './profileFixtures.ts';

// Fixtures are deterministic: "now" for every date in them is this instant.
export const FIXTURE_NOW = RECORDED_SEED_NOW;
const DAY_SECONDS = 86_400;

// The demo identities shared with the server's seed (common brief).
export const DEMO_PASSWORD = 'demo-pass-1';
// Mocks accept this fixed one-time code for otp@demo.local (the live server checks a real TOTP).
export const MOCK_OTP_CODE = '123456';

const readOnly: UserRoles = { messages: true, items: true, settings: false, templates: false, stats: false };
export const ROLE_FLAGS: Record<RoleName, UserRoles> = {
  read_only: readOnly,
  analyst: { ...readOnly, stats: true },
  moderator: readOnly,
  operator: { ...readOnly, templates: true },
  administrator: { messages: true, items: true, settings: true, templates: true, stats: true },
};

const defaultSettings: User['settings'] = {
  status: ['new', 'inprogress'], // spec §9: default status filter
  company_id: [],
  object_id: [],
  provider: [],
  reversed: false,
  tag_id: [],
  priority: [],
  hide_other: false,
  issues_assigned_to: null,
  issues_department_id: [],
  issues_sort: null,
  wh_status_notification: null,
};

const demoUser = (id: number, email: string, role: RoleName, name: string, otp = false, emailStatus = 1): User => ({
  id,
  name,
  email,
  email_status: emailStatus,
  status: 1,
  role,
  roles: ROLE_FLAGS[role],
  locale: null,
  settings: defaultSettings,
  is_partner: false,
  otp_enabled: otp,
  time_zone: null,
});

export const DEMO_USERS: readonly User[] = [
  demoUser(1, 'reader@demo.local', 'read_only', 'Ирина Читаева'),
  demoUser(2, 'analyst@demo.local', 'analyst', 'Alex Analyst'),
  demoUser(3, 'moderator@demo.local', 'moderator', 'Мария Модератор'),
  demoUser(4, 'operator@demo.local', 'operator', 'Oleg Operator'),
  demoUser(5, 'admin@demo.local', 'administrator', 'Anna Admin'),
  demoUser(6, 'otp@demo.local', 'operator', 'Tanya Twofactor', true),
  // spec §4: an offline status blocks the app with the forced-status dialog (status 4 is 'Не в сети').
  { ...demoUser(7, 'offline@demo.local', 'operator', 'Olga Offline'), status: 4 },
  // The profile slice: ids from 40 so other slices' demo users do not collide.
  ...PROFILE_DEMO_USERS.map((u) => demoUser(u.id, u.email, u.role, u.name, false, u.emailStatus)),
];

export const demoUserByEmail = (email: string): User | undefined => DEMO_USERS.find((user) => user.email === email);
export const demoUserByRole = (role: RoleName): User => DEMO_USERS.find((user) => user.role === role && !user.otp_enabled)!;

export const DEMO_SPACE: Space = {
  id: 1,
  name: 'Demo workspace',
  expires_at: FIXTURE_NOW / 1000 + 30 * DAY_SECONDS,
  is_trial: false,
  tariff: { id: 3, name: 'Premium' },
  time_zone: DEFAULT_TIME_ZONE,
  settings: {
    user_workinghours: true,
    issues: { assigned_to: null, statuses: [...ISSUES_DEFAULT_STATUSES] },
    monitoring_count: true,
    // Not required: with it every demo user without two-factor would be sent to the profile (spec §4).
    otp_required: false,
    analytics: true,
    youscan: true,
    csi_menu: true,
    qa: true,
    labels: true,
    templates: true,
    macros: true,
    stats: true,
    bots: true,
    ai: true,
    random: true,
    audit: true,
    subscriptions: true,
  },
};

// Status names are workspace data the server answers in the request's language (as the server's seed).
const DEMO_STATUSES = [
  { name: { ru: 'В сети', en: 'Online' }, color: 'green', offline: false },
  { name: { ru: 'Перерыв', en: 'Break' }, color: 'yellow', offline: false },
  { name: { ru: 'Занят', en: 'Busy' }, color: 'red', offline: false },
  { name: { ru: 'Не в сети', en: 'Offline' }, color: 'gray', offline: true },
] as const;

export function demoUserStatuses(locale: 'ru' | 'en' = 'ru'): UserStatus[] {
  return DEMO_STATUSES.map((status, index) => ({
    id: index + 1,
    name: status.name[locale],
    color: status.color,
    hidden: false,
    offline: status.offline,
    space_id: 1,
  }));
}

export const DEMO_COUNTS: Counts = { issues_count: 3, issues_expired_count: 1, monitoring_count: 5, items_count: 12 };
