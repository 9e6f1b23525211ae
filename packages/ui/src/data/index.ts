export { ApiProvider, useApiClient } from './ApiProvider.tsx';
export { createTokenStore, tokenStore, ID_TOKEN_KEY, type TokenStore, type TokenStorage } from './tokenStore.ts';
export { useSession, type Session } from './useSession.ts';
export { useMe, useConfig, useCounts, loadCounts, isCountsKey, ME_KEY, CONFIG_KEY, COUNTS_KEY } from './resources.ts';
export { useObjects, OBJECTS_KEY } from './objects.ts';
export { useTemplates, TEMPLATES_KEY } from './templates.ts';
export { loginActors } from './loginActors.ts';
export { socialLoginActors } from './socialActors.ts';
export { logout, type LogoutOptions } from './logout.ts';
export { useLogout } from './useLogout.ts';
export { createValueStore, useValue, type ValueStore } from './valueStore.ts';
export { noAccessStore, useNoAccess, type NoAccess } from './noAccess.ts';
export { networkNoticeStore, useNetworkNotice } from './networkNotice.ts';
export { watchClientEvents, type ClientEventWiring } from './clientEvents.ts';
export { useSavedFilterActions, type SavedFilterActions } from './savedFilters.ts';
export { useRecentEmoji, type RecentEmoji } from './recentEmoji.ts';
export { createRecentEmojiSaver, RECENT_EMOJI_SAVE_DELAY_MS, type RecentEmojiSaver } from './recentEmojiSaver.ts';
export {
  useBillingPlans,
  useBillingSpaces,
  usePayments,
  usePayment,
  checkoutActors,
  useCheckoutMachine,
  BILLING_PLANS_KEY,
  BILLING_SPACES_KEY,
  BILLING_PAYMENTS_KEY,
} from './billing.ts';
export { NowProvider, useNow } from './now.tsx';
export {
  useSocialLogins,
  useTwoFactorStatus,
  useNotificationSettings,
  useProfileActions,
  emailDialogActors,
  serverTextOf,
  SOCIAL_KEY,
  OTP_KEY,
  NOTIFICATIONS_KEY,
} from './profile.ts';
export {
  useIntegrations,
  useIntegrationActions,
  useSubscriptions,
  useSubscriptionActions,
  conflictIntegrationOf,
  conflictSubscriptionOf,
  integrationSeenOf,
  INTEGRATIONS_KEY,
  SUBSCRIPTIONS_KEY,
  type IntegrationActions,
  type SubscriptionActions,
} from './alerts.ts';
export {
  useAbsences,
  useShiftTemplates,
  useTeamSchedule,
  useUserSchedule,
  useWorkScheduleActions,
  type WorkScheduleActions,
} from './workSchedule.ts';
