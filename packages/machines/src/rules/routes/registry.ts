import type { Gate } from './access.ts';
import { page, type Options, type RouteEntry } from './entry.ts';
import { PUBLIC_ROUTES } from './public.ts';
import { CALLBACK_PROVIDERS } from './callbacks.ts';

export type { FilterCountMode, RouteEntry } from './entry.ts';

// spec §6 gates, by what they guard.
const SETTINGS: Gate = { anyRole: ['settings'] };
const settingsWith = (setting: Gate['setting'], extra: Gate = {}): Gate => ({ anyRole: ['settings'], setting, ...extra });
const STATS: Gate = { space: true }; // spec §2.5: Statistics shows when the user has any space
// spec §1: the analyst "views content and statistics", the read-only user only content: statistics of the whole team
// (per operator) need the stats role (or settings); the user's own statistics do not. §6 leaves the finer mapping open.
const TEAM_STATS: Gate = { space: true, anyRole: ['stats', 'settings'] };
const ITEMS: Gate = { space: true, anyRole: ['items'] };
const MESSAGES: Gate = { anyRole: ['messages'] };
const ISSUES: Gate = { setting: 'issues' };
const QA: Gate = { setting: 'qa' };

// spec §2.2: popup callbacks for connecting accounts; §4 lets five of them work with an expired subscription.
const PAID_ALLOWED_CALLBACKS: readonly string[] = ['facebook', 'instagram', 'vk', 'ok', 'youtube'];
const CALLBACK_ROUTES: RouteEntry[] = [
  page('oauth-page', '/oauth'),
  ...CALLBACK_PROVIDERS.map((provider) => ({
    ...page(`callback-${provider}`, `/callback/${provider}`, { paidAllowed: PAID_ALLOWED_CALLBACKS.includes(provider) }),
    titleKey: 'titles.callback',
  })),
];

// spec §2.3: statistics; the list itself is the root, shortcuts /dashboard and /live.
const STATS_SECTIONS = [
  'overall',
  'replies',
  'reports',
  'hours',
  'posts',
  'tags',
  'emotions',
  'users',
  'users/closed',
  'users/statuses',
  'users/:id/statuses',
  'my/statuses',
  'users/workinghours',
  'users/:id/workinghours',
  'my',
  'users/:id',
  'export',
  'time',
  'userstime',
  'rules',
  'bots',
  'csi',
  'issues',
] as const;
// spec §2.5/§6: a section about a feature needs what the feature needs (its space setting, a special tariff).
const STATS_SECTION_GATES: Partial<Record<(typeof STATS_SECTIONS)[number], Gate>> = {
  emotions: { space: true, specialTariff: true },
  users: TEAM_STATS,
  'users/closed': TEAM_STATS,
  'users/statuses': TEAM_STATS,
  'users/:id/statuses': TEAM_STATS,
  'users/workinghours': { ...TEAM_STATS, setting: 'user_workinghours' },
  'users/:id/workinghours': { ...TEAM_STATS, setting: 'user_workinghours' },
  'users/:id': TEAM_STATS,
  userstime: TEAM_STATS,
  rules: { setting: 'stats', specialTariff: true },
  bots: { setting: 'bots' },
  csi: { setting: 'csi_menu' },
  issues: { setting: 'issues' },
};
// spec §2.5 back arrows: one operator's page goes back to the team's page of the same figures (the nearest route
// above /stats/users/{id}/statuses is the operator's overall page, /stats/users/{id}).
const STATS_SECTION_BACK: Partial<Record<(typeof STATS_SECTIONS)[number], string>> = {
  'users/:id/statuses': '/stats/users/statuses',
};
const statsName = (section: string): string => `stats-${section.replace(/\/:id/g, '-user').replace(/\//g, '-')}`;
const STATS_ROUTES: RouteEntry[] = [
  // The root is where everyone lands after sign-in: no gate, so a user without spaces sees why the list is empty.
  page('stats-items', '/', { paidAllowed: true, filters: 'default' }),
  ...STATS_SECTIONS.map((section) =>
    page(statsName(section), `/stats/${section}`, {
      gate: STATS_SECTION_GATES[section] ?? STATS,
      filters: 'default',
      // spec §2.5: one operator's page is a subpage of the team's (a back arrow, as settings subpages have);
      // STATS_SECTION_BACK names where it leads when that is not the route above (docs/stats.md "Status time").
      ...(section.includes(':id')
        ? { back: true, ...(STATS_SECTION_BACK[section] ? { backTo: STATS_SECTION_BACK[section] } : {}) }
        : {}),
    }),
  ),
  // spec §2.3: the dashboard and live sections, with the shortcuts /dashboard and /live (name stats-dashboard).
  {
    ...page('stats-dashboard-section', '/stats/dashboard', { gate: STATS, filters: 'dashboard' }),
    titleKey: 'titles.statsDashboard',
  },
  { ...page('stats-live-section', '/stats/live', { gate: STATS, filters: 'dashboard' }), titleKey: 'titles.statsLive' },
  page('stats-dashboard', '/dashboard', { gate: STATS, filters: 'dashboard' }),
  { ...page('stats-live', '/live', { gate: STATS, filters: 'dashboard' }), titleKey: 'titles.statsLive' },
];

// spec §2.3: the working screens.
const MAIN_ROUTES: RouteEntry[] = [
  page('author-page', '/author/:id', { back: true }),
  page('chats-page', '/chats', { gate: MESSAGES, filters: 'default' }),
  page('chat-page', '/chats/:id/messages', { gate: MESSAGES, back: true }),
  page('items-authors-page', '/items/authors', { gate: ITEMS, filters: 'default' }),
  page('chats-authors-page', '/chats/authors', { gate: MESSAGES, filters: 'default' }),
  page('issues-authors-page', '/issues/authors', { gate: ISSUES, filters: 'default' }),
  page('items-page', '/items', { gate: ITEMS, filters: 'default' }),
  page('item-page', '/items/:id', { gate: ITEMS, back: true }),
  page('issues-page', '/issues', { gate: ISSUES, filters: 'default' }),
  page('issue-page', '/issues/:id', { gate: ISSUES, back: true }),
  page('csi-page', '/csi', { gate: { setting: 'csi_menu' }, filters: 'default' }),
  page('qa-page', '/qa', { gate: QA, filters: 'default' }),
  page('qa-stats-page', '/qa/stats', { gate: QA, filters: 'default' }),
  page('qa-review-page', '/qa/review', { gate: QA, filters: 'default' }),
  page('qa-my-page', '/qa/my', { gate: QA, filters: 'default' }),
  page('qa-item-page', '/qa/items/:id', { gate: QA, back: true }),
  page('qa-chat-page', '/qa/chats/:id', { gate: QA, back: true }),
  page('analytics-page', '/analytics', { gate: { setting: 'analytics' }, filters: 'default' }),
  page('monitoring-page', '/monitoring', { gate: { setting: 'youscan' }, filters: 'default' }),
  page('monitoring-item-page', '/monitoring/:id', { gate: { setting: 'youscan' }, back: true }),
  page('youscan-page', '/youscan', { gate: { setting: 'youscan' }, filters: 'default' }),
  page('youscan-item-page', '/youscan/:id', { gate: { setting: 'youscan' }, back: true }),
];

const sub = (name: string, path: string, gate?: Gate, options: Options = {}): RouteEntry =>
  page(name, `/settings/${path}`, { back: true, ...(gate ? { gate } : {}), ...options });

// spec §2.4 settings; gates of §2.5 and §6 (special entries also need a special tariff).
const SETTINGS_ROUTES: RouteEntry[] = [
  page('settings-page', '/settings'),
  sub('billing-page', 'billing', SETTINGS, { paidAllowed: true, otpAllowed: true }),
  sub('billing-report-page', 'billing/report/:id', SETTINGS, { paidAllowed: true, otpAllowed: true }),
  sub('labels-page', 'labels', settingsWith('labels')),
  sub('label-new-page', 'labels/new', settingsWith('labels')),
  sub('label-page', 'labels/:id', settingsWith('labels')),
  sub('label-authors-page', 'labels/:id/authors', settingsWith('labels')),
  sub('macros-page', 'macros', settingsWith('macros')),
  sub('macro-new-page', 'macros/new', settingsWith('macros')),
  sub('macro-page', 'macros/:id', settingsWith('macros')),
  sub('other-settings-page', 'other', SETTINGS),
  sub('tags-page', 'tags', SETTINGS),
  sub('tag-new-page', 'tags/new', SETTINGS),
  sub('tag-page', 'tags/:id', SETTINGS),
  sub('tag-children-page', 'tags/:id/children', SETTINGS),
  sub('tag-group-new-page', 'tag_groups/new', SETTINGS),
  sub('tag-group-page', 'tag_groups/:id', SETTINGS),
  sub('templates-page', 'templates', { anyRole: ['templates'], setting: 'templates' }, { paidAllowed: true }),
  sub('template-new-page', 'templates/new', { anyRole: ['templates'], setting: 'templates' }),
  sub('template-page', 'templates/:id', { anyRole: ['templates'], setting: 'templates' }),
  sub('rules-page', 'rules', { anyRole: ['settings', 'stats'], setting: 'stats', specialTariff: true }),
  sub('rule-create-page', 'rules/create', { anyRole: ['settings', 'stats'], setting: 'stats', specialTariff: true }),
  sub('rule-page', 'rules/:id', { anyRole: ['settings', 'stats'], setting: 'stats', specialTariff: true }),
  sub('bots-page', 'bots', settingsWith('bots')),
  sub('bot-create-page', 'bots/create', settingsWith('bots')),
  sub('bot-page', 'bots/:id', settingsWith('bots')),
  sub('integrations-page', 'integrations', SETTINGS),
  sub('ai-page', 'ai', settingsWith('ai')),
  sub('ai-create-page', 'ai/create', settingsWith('ai')),
  sub('ai-agent-page', 'ai/:id', settingsWith('ai')),
  sub('logs-page', 'logs', { anyRole: ['settings', 'stats'], setting: 'audit' }),
  sub('logs-random-page', 'logsrandom', settingsWith('random')),
  sub('errors-page', 'errors', SETTINGS),
  sub('referral-page', 'referral', { partner: true }),
  sub('notifications-page', 'notifications', undefined, { paidAllowed: true }),
  sub('settings-email-page', 'email', SETTINGS),
  sub('accounts-page', 'accounts', SETTINGS, { paidAllowed: true }),
  sub('account-add-page', 'accounts/add', SETTINGS),
  sub('account-add-success-page', 'accounts/add/success', SETTINGS),
  sub('account-edit', 'accounts/:id', SETTINGS, { paidAllowed: true }),
  sub('account-exclude-page', 'accounts/:id/exclude', SETTINGS, { paidAllowed: true }),
  sub('account-exclude-messages-page', 'accounts/:id/exclude_messages', SETTINGS),
  sub('account-chats-page', 'accounts/:id/chats', SETTINGS),
  sub('account-stickers-page', 'accounts/:id/stickers', SETTINGS),
  sub('account-reactions-page', 'accounts/:id/reactions', SETTINGS),
  sub('users-page', 'users', SETTINGS, { paidAllowed: true, filters: 'users' }),
  sub('user-new-page', 'users/new', SETTINGS),
  sub('users-workinghours-page', 'users/workinghours', settingsWith('user_workinghours')),
  sub('users-workinghours-templates-page', 'users/workinghours/templates', settingsWith('user_workinghours')),
  sub('users-workinghours-absences-page', 'users/workinghours/absences', settingsWith('user_workinghours')),
  sub('user-my-workinghours', 'users/workinghours/my', { setting: 'user_workinghours' }),
  sub('user-workinghours-page', 'users/workinghours/:id', settingsWith('user_workinghours')),
  sub('user-page', 'users/:id', SETTINGS, { paidAllowed: true }),
  sub('user-setting-page', 'config', undefined, { paidAllowed: true }),
  sub('working-hours-page', 'workinghours', SETTINGS),
  sub('emotions-settings-page', 'emotions', { anyRole: ['settings'], specialTariff: true }),
  sub('csi-settings-page', 'csi', { anyRole: ['settings'], specialTariff: true }),
  sub('subscriptions-page', 'subscriptions', settingsWith('subscriptions')),
  sub('qa-settings-page', 'qa', settingsWith('qa', { specialTariff: true })),
  sub('issues-setting-page', 'issues', settingsWith('issues')),
  sub('profile-page', 'profile', undefined, { paidAllowed: true, otpAllowed: true }),
  sub('hde-page', 'hde/:id', SETTINGS),
  sub('custom-facts-page', 'custom/facts', settingsWith('ai')),
];

/**
 * Every route of spec §2, in matching order (a literal segment before a parameter: /items/authors before
 * /items/:id). The console mounts the screens that exist; a route without a screen yet shows 'Page not found'.
 */
export const ROUTES: readonly RouteEntry[] = [
  ...PUBLIC_ROUTES,
  ...CALLBACK_ROUTES,
  ...STATS_ROUTES,
  ...MAIN_ROUTES,
  ...SETTINGS_ROUTES,
];

/**
 * spec §2.1: what an unknown path is ('Page not found', behind login). Not in ROUTES: it matches nothing; the guards of
 * §4 treat it as any other signed-in page (two-factor and billing redirects, the paid-over modal).
 */
export const NOT_FOUND_ROUTE: RouteEntry = page('not-found', '*', {});

export const routeByName = (name: string): RouteEntry => {
  const route = ROUTES.find((entry) => entry.name === name);
  if (!route) throw new Error(`no route named ${name}`);
  return route;
};
