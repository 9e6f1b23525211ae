import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '../app/chunkReload.ts';
import { CALLBACK_PROVIDERS } from '@console/machines/rules/routes/callbacks';

export type LazyScreen = LazyExoticComponent<ComponentType>;

// Every route group is its own lazy chunk (quality.md, "Performance budgets").
const LoginScreen = lazy(() => loadChunk(() => import('./lazy/login.tsx')));
const LoginProviderScreen = lazy(() => loadChunk(() => import('./lazy/loginProvider.ts')));
const StatsHomeScreen = lazy(() => loadChunk(() => import('./lazy/home.ts')));
const SettingsHomeScreen = lazy(() => loadChunk(() => import('./lazy/settingsHome.ts')));
const billing = () => loadChunk(() => import('./lazy/billing.ts'));
const BillingScreen = lazy(() => billing().then((m) => ({ default: m.BillingScreen })));
const ReportScreen = lazy(() => billing().then((m) => ({ default: m.ReportScreen })));
const ProfileScreen = lazy(() => loadChunk(() => import('./lazy/profile.tsx')));
const MySettingsScreen = lazy(() => loadChunk(() => import('./lazy/mySettings.ts')));
const NotificationsScreen = lazy(() => loadChunk(() => import('./lazy/notifications.ts')));
const signup = () => loadChunk(() => import('./lazy/signup.ts'));
const SignupScreen = lazy(() => signup().then((m) => ({ default: m.SignupScreen })));
const RecoveryScreen = lazy(() => signup().then((m) => ({ default: m.RecoveryScreen })));
const ResetPasswordScreen = lazy(() => signup().then((m) => ({ default: m.ResetPasswordScreen })));
const ConfirmEmailScreen = lazy(() => signup().then((m) => ({ default: m.ConfirmEmailScreen })));
const accounts = () => loadChunk(() => import('./lazy/accounts.ts'));
const AccountsScreen = lazy(() => accounts().then((m) => ({ default: m.AccountsScreen })));
const AccountAddScreen = lazy(() => accounts().then((m) => ({ default: m.AccountAddScreen })));
const AccountAddSuccessScreen = lazy(() => accounts().then((m) => ({ default: m.AccountAddSuccessScreen })));
const AccountCallbackScreen = lazy(() => loadChunk(() => import('./lazy/accountCallback.ts')));
const items = () => loadChunk(() => import('./lazy/items.ts'));
const ItemsScreen = lazy(() => items().then((m) => ({ default: m.ItemsScreen })));
const AuthorsScreen = lazy(() => items().then((m) => ({ default: m.AuthorsScreen })));
const AuthorScreen = lazy(() => items().then((m) => ({ default: m.AuthorScreen })));
const ChatsScreen = lazy(() => loadChunk(() => import('./lazy/chats.ts')).then((m) => ({ default: m.ChatsScreen })));
const ChatAuthorsScreen = lazy(() =>
  loadChunk(() => import('./lazy/chatAuthors.ts')).then((m) => ({ default: m.ChatAuthorsScreen })),
);
const publicPages = () => loadChunk(() => import('./lazy/publicPages.tsx'));
const DeleteRequestScreen = lazy(() => publicPages().then((m) => ({ default: m.DeleteRequestScreen })));
const OAuthGrantScreen = lazy(() => publicPages().then((m) => ({ default: m.OAuthGrantScreen })));
const TiktokCallbackScreen = lazy(() => publicPages().then((m) => ({ default: m.TiktokCallback })));

/**
 * The screen of each route of the registry (packages/machines rules/routes, by route name) that has one. Adding a
 * screen is one line here; a registry route without a screen, and any unknown path, show 'Page not found' (spec §2.1).
 */
export const SCREENS: Readonly<Partial<Record<string, LazyScreen>>> = {
  'login-page': LoginScreen,
  'login-provider-page': LoginProviderScreen,
  'stats-items': StatsHomeScreen,
  'settings-page': SettingsHomeScreen,
  'billing-page': BillingScreen,
  'billing-report-page': ReportScreen,
  'profile-page': ProfileScreen,
  'user-setting-page': MySettingsScreen,
  'notifications-page': NotificationsScreen,
  'signup-page': SignupScreen,
  'signup-invitation-page': SignupScreen,
  'password-recovery-page': RecoveryScreen,
  'reset-password-page': ResetPasswordScreen,
  'confirm-email-page': ConfirmEmailScreen,
  'accounts-page': AccountsScreen,
  'account-add-page': AccountAddScreen,
  'account-add-success-page': AccountAddSuccessScreen,
  // One screen for the list and the open item, so the list stays mounted beside it (screens.md "Comments inbox").
  'items-page': ItemsScreen,
  'item-page': ItemsScreen,
  'items-authors-page': AuthorsScreen,
  'author-page': AuthorScreen,
  // spec §2.5, §6: the registry gates both on the messages role.
  'chats-page': ChatsScreen,
  'chat-page': ChatsScreen,
  'chats-authors-page': ChatAuthorsScreen,
  // spec §2.2: the account-connection popups, one route each (registry names callback-{provider}).
  ...Object.fromEntries(CALLBACK_PROVIDERS.map((provider) => [`callback-${provider}`, AccountCallbackScreen])),
  'delete-request-page': DeleteRequestScreen,
  'oauth-page': OAuthGrantScreen,
  'callback-tiktok': TiktokCallbackScreen,
};
