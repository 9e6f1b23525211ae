import { RECORDED_SEED_NOW } from '../contract/recording.ts';
import { ISSUES_DEFAULT_STATUSES } from '@console/spec';
import type { Counts } from '../contract/config.ts';
import type { Company, SocialObject } from '../contract/objects.ts';
import type { Template } from '../contract/templates.ts';
import { DEMO_LONG_TEMPLATE } from '../contract/demoTemplates.ts';
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

// The seeded broken account's error (the e2e test looks for it in the errors dropdown).
const DEMO_OBJECT_ERROR = 'Token expired, reconnect the account';

export const DEMO_COUNTS: Counts = { issues_count: 3, issues_expired_count: 1, monitoring_count: 5, items_count: 12 };

// Reply templates (spec §7 GET v1/templates): provider null means every network.
export const DEMO_TEMPLATES: readonly Template[] = [
  { id: 1, name: 'Приветствие', text: 'Здравствуйте! Чем мы можем помочь?', provider: null },
  { id: 2, name: 'Спасибо за отзыв', text: 'Спасибо за ваш отзыв, нам важно ваше мнение.', provider: 'gmaps' },
  { id: 3, name: 'Личные сообщения', text: 'Напишите нам, пожалуйста, в личные сообщения.', provider: 'vk' },
  { id: 4, name: 'Thank you', text: 'Thank you for reaching out!', provider: null },
  // Longer than X's 280 (spec §9): the server's seeded one (contract/demoTemplates.ts), over the limit once inserted.
  { id: 5, name: DEMO_LONG_TEMPLATE.name, text: DEMO_LONG_TEMPLATE.text, provider: DEMO_LONG_TEMPLATE.provider },
];

// Companies and connected accounts of the demo space (spec §3), the same as the server's seed (seed/objects.ts).
export const DEMO_COMPANIES: readonly Company[] = [
  { id: 1, space_id: 1, name: 'Кофейня «Зерно»', settings: { items_assigned_to: null, status_open: true, tags_mode: 'any' } },
  { id: 2, space_id: 1, name: 'Zerno Delivery', settings: { items_assigned_to: null, status_open: false, tags_mode: 'any' } },
];

// The demo accounts as the administrator sees them; `objectsFor` sets roles for other users.
export const DEMO_OBJECTS: readonly SocialObject[] = [
  {
    id: 1,
    name: 'Кофейня «Зерно» ВКонтакте',
    provider: 'vk',
    provider_id: '-218450000',
    screen_name: 'zerno_coffee',
    domain: 'vk.com',
    image: null,
    url: 'https://vk.com/zerno_coffee',
    error: null,
    roles: { settings: true },
    company: 1,
  },
  {
    id: 2,
    name: 'Zerno Bot',
    provider: 'telegram',
    provider_id: '7012345678',
    screen_name: 'zerno_help_bot',
    domain: 't.me',
    image: null,
    url: 'https://t.me/zerno_help_bot',
    error: null,
    roles: { settings: true },
    company: 1,
  },
  {
    id: 3,
    name: 'zerno.coffee',
    provider: 'instagram',
    provider_id: '17841400000000000',
    screen_name: 'zerno.coffee',
    domain: 'instagram.com',
    image: null,
    url: 'https://www.instagram.com/zerno.coffee',
    error: DEMO_OBJECT_ERROR,
    roles: { settings: true },
    company: 1,
  },
  {
    id: 4,
    name: 'Зерно на Тверской',
    provider: 'gmaps',
    provider_id: 'ChIJzernoTverskaya',
    screen_name: null,
    domain: 'maps.google.com',
    image: null,
    url: null,
    error: null,
    roles: { settings: true },
    company: 2,
  },
  {
    id: 5,
    name: 'Zerno Delivery',
    provider: 'whatsapp',
    provider_id: '+79991234567',
    screen_name: null,
    domain: null,
    image: null,
    url: null,
    error: null,
    roles: { settings: true },
    company: 2,
  },
];

/** The accounts as `user` sees them: spec §6, the settings role (administrator) manages them and sees their errors. */
export const objectsFor = (user: Pick<User, 'roles'>, objects: readonly SocialObject[] = DEMO_OBJECTS): SocialObject[] =>
  objects.map((object) => ({ ...object, roles: { settings: user.roles.settings } }));
