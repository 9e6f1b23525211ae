import { lazy, type ComponentType } from 'react';
import { loadChunk } from '../app/chunkReload.ts';
import { CALLBACK_PROVIDERS } from '@console/machines/rules/routes/callbacks';
import { PUBLIC_SCREENS, publicPages, type LazyScreen } from './publicScreens.ts';

export type { LazyScreen };

// Every route group is its own lazy chunk (quality.md, "Performance budgets").
const StatsHomeScreen = lazy(() => loadChunk(() => import('./lazy/home.ts')));
const SettingsHomeScreen = lazy(() => loadChunk(() => import('./lazy/settingsHome.ts')));
const billing = () => loadChunk(() => import('./lazy/billing.ts'));
const BillingScreen = lazy(() => billing().then((m) => ({ default: m.BillingScreen })));
const ReportScreen = lazy(() => billing().then((m) => ({ default: m.ReportScreen })));
const ReferralScreen = lazy(() => billing().then((m) => ({ default: m.ReferralScreen })));
const ProfileScreen = lazy(() => loadChunk(() => import('./lazy/profile.tsx')));
const MySettingsScreen = lazy(() => loadChunk(() => import('./lazy/mySettings.ts')));
const NotificationsScreen = lazy(() => loadChunk(() => import('./lazy/notifications.ts')));
const accounts = () => loadChunk(() => import('./lazy/accounts.tsx'));
const AccountsScreen = lazy(() => accounts().then((m) => ({ default: m.AccountsScreen })));
const AccountAddScreen = lazy(() => accounts().then((m) => ({ default: m.AccountAddScreen })));
const AccountAddSuccessScreen = lazy(() => accounts().then((m) => ({ default: m.AccountAddSuccessScreen })));
// The account's own pages (settings/accounts/{id} and what is under it): a group of their own, the accounts group's
// chunk would pass 60 KB with them (docs/budgets.md).
const accountPage = () => loadChunk(() => import('./lazy/accountPage.tsx'));
const AccountPageScreen = lazy(() => accountPage().then((m) => ({ default: m.AccountPageScreen })));
const ErrorsScreen = lazy(() => accounts().then((m) => ({ default: m.ErrorsScreen })));
const users = () => loadChunk(() => import('./lazy/users.ts'));
const UsersScreen = lazy(() => users().then((m) => ({ default: m.UsersScreen })));
const UserNewScreen = lazy(() => users().then((m) => ({ default: m.UserNewScreen })));
const UserScreen = lazy(() => users().then((m) => ({ default: m.UserScreen })));
const tags = () => loadChunk(() => import('./lazy/tags.ts'));
const TagsScreen = lazy(() => tags().then((m) => ({ default: m.TagsScreen })));
const TagScreen = lazy(() => tags().then((m) => ({ default: m.TagScreen })));
const TagChildrenScreen = lazy(() => tags().then((m) => ({ default: m.TagChildrenScreen })));
const TagGroupScreen = lazy(() => tags().then((m) => ({ default: m.TagGroupScreen })));
const LabelsScreen = lazy(() => tags().then((m) => ({ default: m.LabelsScreen })));
const LabelScreen = lazy(() => tags().then((m) => ({ default: m.LabelScreen })));
const LabelAuthorsScreen = lazy(() => tags().then((m) => ({ default: m.LabelAuthorsScreen })));
const replyTemplates = () => loadChunk(() => import('./lazy/replyTemplates.ts'));
const TemplatesScreen = lazy(() => replyTemplates().then((m) => ({ default: m.TemplatesScreen })));
const TemplateScreen = lazy(() => replyTemplates().then((m) => ({ default: m.TemplateScreen })));
const AccountExcludeScreen = lazy(() => accountPage().then((m) => ({ default: m.AccountExcludeScreen })));
const AccountExcludeMessagesScreen = lazy(() => accountPage().then((m) => ({ default: m.AccountExcludeMessagesScreen })));
const AccountChatsScreen = lazy(() => accountPage().then((m) => ({ default: m.AccountChatsScreen })));
const macros = () => loadChunk(() => import('./lazy/macros.ts'));
const MacrosScreen = lazy(() => macros().then((m) => ({ default: m.MacrosScreen })));
const MacroScreen = lazy(() => macros().then((m) => ({ default: m.MacroScreen })));
const IssueScreen = lazy(() => loadChunk(() => import('./lazy/issuePage.ts')));
const AccountCallbackScreen = lazy(() => loadChunk(() => import('./lazy/accountCallback.ts')));
const items = () => loadChunk(() => import('./lazy/items.ts'));
const ItemsScreen = lazy(() => items().then((m) => ({ default: m.ItemsScreen })));
const AuthorsScreen = lazy(() => items().then((m) => ({ default: m.AuthorsScreen })));
const AuthorScreen = lazy(() => items().then((m) => ({ default: m.AuthorScreen })));
const ChatsScreen = lazy(() => loadChunk(() => import('./lazy/chats.ts')).then((m) => ({ default: m.ChatsScreen })));
const ChatAuthorsScreen = lazy(() =>
  loadChunk(() => import('./lazy/chatAuthors.ts')).then((m) => ({ default: m.ChatAuthorsScreen })),
);
const issuesList = () => loadChunk(() => import('./lazy/issuesList.ts'));
const IssuesScreen = lazy(() => issuesList().then((m) => ({ default: m.IssuesScreen })));
const IssueAuthorsScreen = lazy(() => issuesList().then((m) => ({ default: m.IssueAuthorsScreen })));
const alerts = () => loadChunk(() => import('./lazy/alerts.ts'));
const IntegrationsScreen = lazy(() => alerts().then((m) => ({ default: m.IntegrationsScreen })));
const SubscriptionsScreen = lazy(() => alerts().then((m) => ({ default: m.SubscriptionsScreen })));
const HdeScreen = lazy(() => alerts().then((m) => ({ default: m.HdeScreen })));
const workSchedule = () => loadChunk(() => import('./lazy/workSchedule.ts'));
const TeamWeekScreen = lazy(() => workSchedule().then((m) => ({ default: m.TeamWeekScreen })));
const MyScheduleScreen = lazy(() => workSchedule().then((m) => ({ default: m.MyScheduleScreen })));
const UserScheduleScreen = lazy(() => workSchedule().then((m) => ({ default: m.UserScheduleScreen })));
const ScheduleTemplatesScreen = lazy(() => workSchedule().then((m) => ({ default: m.TemplatesScreen })));
const AbsencesScreen = lazy(() => workSchedule().then((m) => ({ default: m.AbsencesScreen })));
const workspaceSettings = () => loadChunk(() => import('./lazy/workspaceSettings.ts'));
const WorkingHoursScreen = lazy(() => workspaceSettings().then((m) => ({ default: m.WorkingHoursScreen })));
const OtherSettingsScreen = lazy(() => workspaceSettings().then((m) => ({ default: m.OtherSettingsScreen })));
const MailSenderScreen = lazy(() => workspaceSettings().then((m) => ({ default: m.MailSenderScreen })));
const IssueSettingsScreen = lazy(() =>
  loadChunk(() => import('./lazy/issueSettings.ts')).then((m) => ({ default: m.IssueSettingsScreen })),
);
const OAuthGrantScreen = lazy(() => publicPages().then((m) => ({ default: m.OAuthGrantScreen })));
// The statistics screens, in chunks of related screens (each under the 60 KB a route's lazy JavaScript may weigh; uPlot
// is shared), docs/stats.md "Screens": a chunk's STATS_SCREENS maps registry names to screens, so a stats screen costs
// this shell its name only.
type StatsChunk = { STATS_SCREENS: Readonly<Record<string, ComponentType>> };
const STATS_CHUNKS: ReadonlyArray<readonly [() => Promise<StatsChunk>, readonly string[]]> = [
  [
    () => loadChunk(() => import('./lazy/stats.ts')),
    [
      'stats-overall',
      'stats-users',
      'stats-users-closed',
      'stats-users-user',
      'stats-my',
      'stats-replies',
      'stats-time',
      'stats-hours',
      'stats-posts',
      'stats-tags',
      'stats-emotions',
      'stats-issues',
    ],
  ],
  [
    () => loadChunk(() => import('./lazy/statsTime.ts')),
    [
      'stats-users-statuses',
      'stats-users-user-statuses',
      'stats-my-statuses',
      'stats-users-workinghours',
      'stats-users-user-workinghours',
      'stats-userstime',
    ],
  ],
  [
    () => loadChunk(() => import('./lazy/statsNow.ts')),
    ['stats-dashboard-section', 'stats-dashboard', 'stats-live-section', 'stats-live', 'stats-export', 'stats-reports'],
  ],
];
const STATS_SCREENS = Object.fromEntries(
  STATS_CHUNKS.flatMap(([chunk, names]) =>
    names.map((name) => [name, lazy(() => chunk().then((m) => ({ default: m.STATS_SCREENS[name]! })))]),
  ),
);
/** 'Page not found' (spec §2.1): an unknown path, or a route of the registry without a screen. */
export const NotFound = lazy(() => loadChunk(() => import('./lazy/notFound.ts')));

/**
 * The screen of each route of the registry (packages/machines rules/routes, by route name) that has one. Adding a
 * screen is one line here (a public route's, in PUBLIC_SCREENS of publicScreens.ts); a registry route without a screen,
 * and any unknown path, show 'Page not found' (spec §2.1). Imported by the signed-in frame's chunk only.
 */
export const SCREENS: Readonly<Partial<Record<string, LazyScreen>>> = {
  ...PUBLIC_SCREENS,
  'stats-items': StatsHomeScreen,
  // spec §2.3 stats/* (docs/stats.md "Screens").
  ...STATS_SCREENS,
  'settings-page': SettingsHomeScreen,
  'billing-page': BillingScreen,
  'billing-report-page': ReportScreen,
  'profile-page': ProfileScreen,
  'user-setting-page': MySettingsScreen,
  'notifications-page': NotificationsScreen,
  'referral-page': ReferralScreen, // spec §6: the registry gates it on is_partner
  'accounts-page': AccountsScreen,
  'account-add-page': AccountAddScreen,
  'account-add-success-page': AccountAddSuccessScreen,
  'account-edit': AccountPageScreen,
  'account-reactions-page': AccountPageScreen,
  'errors-page': ErrorsScreen,
  'account-stickers-page': AccountPageScreen,
  // One screen for the list and the open item, so the list stays mounted beside it (screens.md "Comments inbox").
  'items-page': ItemsScreen,
  'item-page': ItemsScreen,
  'items-authors-page': AuthorsScreen,
  'author-page': AuthorScreen,
  // spec §2.5, §6: the registry gates both on the messages role.
  'chats-page': ChatsScreen,
  'chat-page': ChatsScreen,
  'chats-authors-page': ChatAuthorsScreen,
  'issues-page': IssuesScreen,
  'issues-authors-page': IssueAuthorsScreen,
  // spec §2.2: the account-connection popups, one route each (registry names callback-{provider}).
  ...Object.fromEntries(CALLBACK_PROVIDERS.map((provider) => [`callback-${provider}`, AccountCallbackScreen])),
  'oauth-page': OAuthGrantScreen,
  'integrations-page': IntegrationsScreen,
  'hde-page': HdeScreen,
  'subscriptions-page': SubscriptionsScreen,
  // spec §2.4 people and access: the settings role (registry gate SETTINGS).
  'users-page': UsersScreen,
  'user-new-page': UserNewScreen,
  'user-page': UserScreen,
  // spec §2.4 working schedules: the team's week, one's own, one user's (edited), templates and absences.
  'users-workinghours-page': TeamWeekScreen,
  'users-workinghours-templates-page': ScheduleTemplatesScreen,
  'users-workinghours-absences-page': AbsencesScreen,
  'user-my-workinghours': MyScheduleScreen,
  'user-workinghours-page': UserScheduleScreen,
  // spec §2.4 the workspace's settings.
  'working-hours-page': WorkingHoursScreen,
  'other-settings-page': OtherSettingsScreen,
  'settings-email-page': MailSenderScreen,
  // spec §2.4 issues (the settings role and the space setting issues; docs/issues.md).
  'issues-setting-page': IssueSettingsScreen,
  // spec §2.4 tags and tag groups (the settings role), author labels (also the space setting labels).
  'tags-page': TagsScreen,
  'tag-new-page': TagScreen,
  'tag-page': TagScreen,
  'tag-children-page': TagChildrenScreen,
  'tag-group-new-page': TagGroupScreen,
  'tag-group-page': TagGroupScreen,
  'labels-page': LabelsScreen,
  'label-new-page': LabelScreen,
  'label-page': LabelScreen,
  'label-authors-page': LabelAuthorsScreen,
  // spec §2.4 reply templates (the templates role and the space setting templates).
  'templates-page': TemplatesScreen,
  'template-new-page': TemplateScreen,
  'template-page': TemplateScreen,
  // spec §2.4 under accounts/{id}: exclusions of comments and of messages, the account's chats (the settings role).
  'account-exclude-page': AccountExcludeScreen,
  'account-exclude-messages-page': AccountExcludeMessagesScreen,
  'account-chats-page': AccountChatsScreen,
  // spec §2 issues/{id} (the space setting issues).
  'issue-page': IssueScreen,
  // spec §2.4 macros (the settings role and the space setting macros).
  'macros-page': MacrosScreen,
  'macro-new-page': MacroScreen,
  'macro-page': MacroScreen,
};
