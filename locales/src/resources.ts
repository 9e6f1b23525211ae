import ruCommon from '../ru/common.json' with { type: 'json' };
import enCommon from '../en/common.json' with { type: 'json' };
import ruBoot from '../ru/boot.json' with { type: 'json' };
import enBoot from '../en/boot.json' with { type: 'json' };
import ruLogin from '../ru/login.json' with { type: 'json' };
import enLogin from '../en/login.json' with { type: 'json' };
import ruStatsHome from '../ru/statsHome.json' with { type: 'json' };
import enStatsHome from '../en/statsHome.json' with { type: 'json' };
import ruStats from '../ru/stats.json' with { type: 'json' };
import enStats from '../en/stats.json' with { type: 'json' };
import ruSettingsHome from '../ru/settingsHome.json' with { type: 'json' };
import enSettingsHome from '../en/settingsHome.json' with { type: 'json' };
import ruGuards from '../ru/guards.json' with { type: 'json' };
import enGuards from '../en/guards.json' with { type: 'json' };
import ruShell from '../ru/shell.json' with { type: 'json' };
import enShell from '../en/shell.json' with { type: 'json' };
import ruStatus from '../ru/status.json' with { type: 'json' };
import enStatus from '../en/status.json' with { type: 'json' };
import ruFilters from '../ru/filters.json' with { type: 'json' };
import ruBilling from '../ru/billing.json' with { type: 'json' };
import enBilling from '../en/billing.json' with { type: 'json' };
import enFilters from '../en/filters.json' with { type: 'json' };
import ruProfile from '../ru/profile.json' with { type: 'json' };
import enProfile from '../en/profile.json' with { type: 'json' };
import ruSettings from '../ru/settings.json' with { type: 'json' };
import enSettings from '../en/settings.json' with { type: 'json' };
import ruNotifications from '../ru/notifications.json' with { type: 'json' };
import enNotifications from '../en/notifications.json' with { type: 'json' };
import ruSignup from '../ru/signup.json' with { type: 'json' };
import enSignup from '../en/signup.json' with { type: 'json' };
import ruAccounts from '../ru/accounts.json' with { type: 'json' };
import enAccounts from '../en/accounts.json' with { type: 'json' };
import ruItem from '../ru/item.json' with { type: 'json' };
import enItem from '../en/item.json' with { type: 'json' };
import ruItems from '../ru/items.json' with { type: 'json' };
import enItems from '../en/items.json' with { type: 'json' };
import ruSocial from '../ru/social.json' with { type: 'json' };
import enSocial from '../en/social.json' with { type: 'json' };
import ruComposer from '../ru/composer.json' with { type: 'json' };
import enComposer from '../en/composer.json' with { type: 'json' };
import ruChats from '../ru/chats.json' with { type: 'json' };
import enChats from '../en/chats.json' with { type: 'json' };
import ruShortcuts from '../ru/shortcuts.json' with { type: 'json' };
import enShortcuts from '../en/shortcuts.json' with { type: 'json' };
import ruAlerts from '../ru/alerts.json' with { type: 'json' };
import enAlerts from '../en/alerts.json' with { type: 'json' };
import ruUsers from '../ru/users.json' with { type: 'json' };
import enUsers from '../en/users.json' with { type: 'json' };
import ruWorkSchedule from '../ru/workSchedule.json' with { type: 'json' };
import enWorkSchedule from '../en/workSchedule.json' with { type: 'json' };
import ruTags from '../ru/tags.json' with { type: 'json' };
import enTags from '../en/tags.json' with { type: 'json' };
import ruReplyTemplates from '../ru/replyTemplates.json' with { type: 'json' };
import enReplyTemplates from '../en/replyTemplates.json' with { type: 'json' };
import ruMacros from '../ru/macros.json' with { type: 'json' };
import enMacros from '../en/macros.json' with { type: 'json' };
import ruIssues from '../ru/issues.json' with { type: 'json' };
import enIssues from '../en/issues.json' with { type: 'json' };
import ruWorkspace from '../ru/workspace.json' with { type: 'json' };
import enWorkspace from '../en/workspace.json' with { type: 'json' };

export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const NAMESPACES = [
  'common',
  'boot',
  'login',
  'statsHome',
  'stats',
  'settingsHome',
  'guards',
  'shell',
  'status',
  'filters',
  'billing',
  'profile',
  'settings',
  'notifications',
  'signup',
  'accounts',
  'items',
  'social',
  'item',
  'composer',
  'chats',
  'shortcuts',
  'alerts',
  'users',
  'workSchedule',
  'tags',
  'replyTemplates',
  'macros',
  'issues',
  'workspace',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  ru: {
    common: ruCommon,
    boot: ruBoot,
    login: ruLogin,
    statsHome: ruStatsHome,
    stats: ruStats,
    settingsHome: ruSettingsHome,
    guards: ruGuards,
    shell: ruShell,
    status: ruStatus,
    filters: ruFilters,
    billing: ruBilling,
    profile: ruProfile,
    settings: ruSettings,
    notifications: ruNotifications,
    signup: ruSignup,
    accounts: ruAccounts,
    items: ruItems,
    social: ruSocial,
    item: ruItem,
    composer: ruComposer,
    chats: ruChats,
    shortcuts: ruShortcuts,
    alerts: ruAlerts,
    users: ruUsers,
    workSchedule: ruWorkSchedule,
    tags: ruTags,
    replyTemplates: ruReplyTemplates,
    macros: ruMacros,
    issues: ruIssues,
    workspace: ruWorkspace,
  },
  en: {
    common: enCommon,
    boot: enBoot,
    login: enLogin,
    statsHome: enStatsHome,
    stats: enStats,
    settingsHome: enSettingsHome,
    guards: enGuards,
    shell: enShell,
    status: enStatus,
    filters: enFilters,
    billing: enBilling,
    profile: enProfile,
    settings: enSettings,
    notifications: enNotifications,
    signup: enSignup,
    accounts: enAccounts,
    items: enItems,
    social: enSocial,
    item: enItem,
    composer: enComposer,
    chats: enChats,
    shortcuts: enShortcuts,
    alerts: enAlerts,
    users: enUsers,
    workSchedule: enWorkSchedule,
    tags: enTags,
    replyTemplates: enReplyTemplates,
    macros: enMacros,
    issues: enIssues,
    workspace: enWorkspace,
  },
} as const;
