// Every value of @console/spec with the files that use it (docs/spec-values.md "The test"). A file listed here must
// import the name from @console/spec and hold no copy of its value. A new value or a new user gets a row here.

export type SpecModule =
  | 's4Config'
  | 's4Payment'
  | 's4Session'
  | 's4UserStatus'
  | 's5NewChat'
  | 's5Validation'
  | 's9Billing'
  | 's9Limits'
  | 's9Delays'
  | 's9Notifications'
  | 's9Polling'
  | 'features'
  | 'customerWait';

export interface Place {
  /** The export's name in @console/spec. */
  name: string;
  /** Its module in packages/spec/src, named by spec section ('s9Delays'), or 'features' for a value a feature added. */
  module: SpecModule;
  /** Repository-relative files that use it. */
  places: readonly string[];
  /** Literal forms that are a copy in these files even without a constant name (besides the value itself). */
  copies?: readonly RegExp[];
}

const machines = (file: string) => `packages/machines/src/rules/${file}.ts`;
const ui = (file: string) => `packages/ui/src/${file}`;
const contract = (file: string) => `packages/api/src/contract/${file}.ts`;
const mocks = (file: string) => `packages/api/src/mocks/${file}.ts`;
const server = (file: string) => `apps/server/src/${file}.ts`;

export const PLACES: readonly Place[] = [
  // §4 States and transitions: the rules.
  { name: 'isSpaceExpired', module: 's4Payment', places: [machines('paidPeriod')] },
  { name: 'daysLeft', module: 's4Payment', places: [machines('paymentColour')] },
  { name: 'paymentColour', module: 's4Payment', places: [machines('paymentColour')] },
  { name: 'deletionDelayS', module: 's4Payment', places: [server('billing/spaceDeletion')] },
  { name: 'deletionAt', module: 's4Payment', places: [machines('paymentColour')] },
  { name: 'isWorkspacePaid', module: 's4Payment', places: [machines('paidPeriod')] },
  { name: 'isConfigStale', module: 's4Config', places: [machines('configFreshness')] },
  { name: 'shouldAskAutoStatus', module: 's4UserStatus', places: [machines('autoStatus')] },
  { name: 'shouldApplyAutoStatus', module: 's4UserStatus', places: [machines('autoStatus')] },
  { name: 'ACCESS_TOKEN_EXPIRED_TEXT', module: 's4Session', places: [] },
  { name: 'isInvalidRefreshAnswer', module: 's4Session', places: ['packages/api/src/client/refreshQueue.ts'] },

  // §5 Validation rules.
  {
    name: 'PASSWORD_MIN_LENGTH',
    module: 's5Validation',
    places: [
      machines('loginValidation'),
      machines('signup'),
      contract('profile'),
      contract('signup'),
      ui('screens/profile/Profile/PasswordSection.tsx'),
    ],
    copies: [/minLength\(8\)/, /length < 8\b/],
  },
  {
    name: 'LOGIN_CODE_MAX_LENGTH',
    module: 's5Validation',
    places: [machines('loginValidation'), contract('auth'), ui('screens/auth/Login/LoginView.tsx')],
    copies: [/maxLength[(=]\{?7\b/, /length > 7\b/],
  },
  { name: 'EMAIL_PATTERN', module: 's5Validation', places: [machines('loginValidation'), machines('signup')] },
  { name: 'SIGNUP_PASSWORD_PATTERN', module: 's5Validation', places: [machines('signup'), server('routes/signup')] },
  { name: 'CHAT_PHONE_MIN', module: 's5NewChat', places: [] },
  { name: 'CHAT_PHONE_MAX', module: 's5NewChat', places: [] },
  { name: 'RUSSIA_PHONE_LENGTH', module: 's5NewChat', places: [] },
  {
    name: 'chatPhoneProblem',
    module: 's5NewChat',
    places: [contract('chats'), server('chats/writes'), ui('screens/chats/NewChat/NewChatDialog.tsx')],
  },

  // §9 Business constants and limits.
  { name: 'IDLE_AFTER_MS', module: 's9Polling', places: [machines('polling')] },
  { name: 'COUNTS_POLL_MS', module: 's9Polling', places: [machines('polling'), ui('data/countsPolling.ts')] },
  { name: 'STATUS_AUTO_CHECK_MS', module: 's9Polling', places: [machines('autoStatus'), ui('data/userStatus.ts')] },
  {
    name: 'STATUS_MANUAL_GRACE_MS',
    module: 's9Polling',
    places: [machines('autoStatus'), server('domain/schedule')],
  },
  { name: 'STATUS_ACCEPT_AFTER_MS', module: 's9Polling', places: [machines('autoStatus')] },
  { name: 'TEMPLATES_CACHE_MS', module: 's9Notifications', places: ['packages/api/src/client/resources/templates.ts'] },
  { name: 'WORKING_HOURS_REFRESH_MS', module: 's9Notifications', places: [machines('workingHours')] },
  { name: 'WORKING_HOURS_NOTICE_WINDOW_MS', module: 's9Notifications', places: [machines('workingHours')] },
  { name: 'WORKING_HOURS_TICK_MS', module: 's9Notifications', places: [machines('workingHours')] },
  {
    name: 'WORKING_HOURS_NOTICE_MS',
    module: 's9Notifications',
    places: [machines('workingHours'), ui('screens/session/WorkingHoursScheduler/Scheduler.tsx')],
  },
  { name: 'ISSUE_NOTIFICATION_MS', module: 's9Notifications', places: [ui('data/socketMessages.ts')] },
  { name: 'COMMENTS_FILTER_NOTIFICATION_MS', module: 's9Notifications', places: [ui('data/socketMessages.ts')] },
  {
    name: 'TRIAL_DELETION_DELAY_S',
    module: 's9Billing',
    places: [machines('paymentColour'), server('billing/spaceDeletion')],
  },
  {
    name: 'PAID_DELETION_DELAY_S',
    module: 's9Billing',
    places: [machines('paymentColour'), server('billing/spaceDeletion')],
  },
  { name: 'PAYMENT_EXPIRED_DAYS', module: 's9Billing', places: [] },
  { name: 'PAYMENT_WARNING_DAYS', module: 's9Billing', places: [machines('paymentColour')] },
  { name: 'PAYMENT_NOTICE_DAYS', module: 's9Billing', places: [machines('paymentColour')] },
  {
    name: 'TRIAL_DAYS',
    module: 's9Billing',
    places: [machines('tariff'), server('auth/signup')],
    copies: [/TRIAL\w*\s*=\s*14\b/i, /\b14 \* (DAY|86)/],
  },
  {
    name: 'PAY_PERIOD_DAYS',
    module: 's9Billing',
    places: [machines('tariff'), contract('billing'), server('billing/plans'), ui('screens/billing/Billing/Checkout.tsx')],
    copies: [/\b30\b[^\n]{0,40}\b180\b[^\n]{0,40}\b365\b/, /literal\(180\)/],
  },
  {
    name: 'RECENT_EMOJI_LIMIT',
    module: 's9Limits',
    places: [
      machines('recentEmoji'),
      'packages/api/src/client/resources/config.ts',
      contract('emoji'),
      ui('screens/inbox/ReplyComposer/EmojiPicker.tsx'),
    ],
    copies: [/maxLength\(18\)/, /slice\(0, ?18\)/],
  },
  {
    name: 'SOCKET_RECONNECT_MS',
    module: 's9Delays',
    places: [machines('socket'), 'apps/console/src/app/chunkReload.ts'],
  },
  { name: 'SPLASH_MS', module: 's9Delays', places: [machines('splash')] },
  { name: 'CONFIRM_REDIRECT_DELAY_MS', module: 's9Delays', places: [machines('signup')] },
  { name: 'SIGNUP_LOGIN_DELAY_MS', module: 's9Delays', places: [machines('signup')] },
  { name: 'SIGNUP_ERROR_MS', module: 's9Delays', places: [machines('signup')] },
  {
    name: 'SOCIAL_ERROR_MS',
    module: 's9Delays',
    places: [machines('socialLogin'), ui('screens/auth/LoginProvider/LoginProviderScreen.tsx')],
  },
  { name: 'NETWORK_ERROR_MS', module: 's9Delays', places: [ui('components/NetworkNotice/NetworkNotice.tsx')] },
  {
    name: 'ERROR_TOAST_MS',
    module: 's9Delays',
    places: [
      machines('configFreshness'),
      ui('data/useConfigErrors.ts'),
      ui('screens/session/StatusMenu/StatusMenu.tsx'),
      ui('screens/chats/Chat/ChatScreen.tsx'),
      ui('screens/items/Item/ItemScreen.tsx'),
    ],
  },
  { name: 'CHUNK_LOAD_TIMEOUT_MS', module: 's9Delays', places: ['apps/console/src/app/chunkReload.ts'] },
  { name: 'CONFIG_MAX_AGE_MS', module: 's9Delays', places: [machines('configFreshness')] },
  { name: 'CONFIG_MAX_AGE_EXPIRED_MS', module: 's9Delays', places: [machines('configFreshness')] },
  {
    name: 'IMAGE_UPLOAD_MAX_BYTES',
    module: 's9Limits',
    places: [contract('providers'), contract('attachments')],
    copies: [/\b5 \* 1024 \* 1024\b/],
  },
  {
    name: 'LARGE_UPLOAD_MAX_BYTES',
    module: 's9Limits',
    places: [contract('providers'), contract('attachments'), server('chats/attachments')],
    copies: [/\b10 \* 1024 \* 1024\b/],
  },
  { name: 'ACCOUNT_INITIAL_LOAD_ITEMS', module: 's9Limits', places: [] },
  { name: 'EMAIL_NOTIFICATION_INTERVAL_MS', module: 's9Limits', places: [] },
  {
    name: 'STORY_LIFETIME_S',
    module: 's9Limits',
    places: [ui('format/text.ts'), ui('screens/inbox/ReplyComposer/composerRules.ts')],
    copies: [/\b24 \* 3600\b/],
  },
  { name: 'AUTO_RULE_WINDOW_S', module: 's9Limits', places: [] },
  { name: 'COMMENT_EXCERPT_LENGTH', module: 's9Limits', places: [ui('format/text.ts')], copies: [/LENGTH\s*=\s*100\b/] },
  {
    name: 'MESSAGE_EXCERPT_LENGTH',
    module: 's9Limits',
    places: [
      contract('chats'),
      server('chats/load'),
      ui('screens/chats/Chats/ChatRow.tsx'),
      ui('screens/inbox/AuthorChats/AuthorChats.tsx'),
    ],
    copies: [/maxLength\(800\)/, /slice\(0, ?800\)/],
  },
  {
    name: 'DEFAULT_STATUS_FILTER',
    module: 's9Limits',
    places: [contract('userSettings'), server('items/list'), ui('data/itemsQuery.ts')],
  },
  {
    name: 'ISSUES_DEFAULT_STATUSES',
    module: 's9Limits',
    places: [server('auth/signup'), 'apps/server/src/seed.ts', mocks('fixtures')],
  },
  { name: 'isChatDefaultStatus', module: 's9Limits', places: [ui('data/chatsQuery.ts')] },
  { name: 'STANDARD_TARIFF_IDS', module: 's9Billing', places: [machines('tariff')] },
  { name: 'isSpecialTariff', module: 's9Billing', places: [machines('tariff')] },

  // Values the built features added.
  {
    name: 'PROMOCODE_MAX_LENGTH',
    module: 'features',
    places: [machines('billing'), contract('billing'), server('routes/billing'), ui('screens/billing/Billing/PromoField.tsx')],
    copies: [/maxLength\(32\)/],
  },
  {
    name: 'SIGNUP_PROMOCODE_MAX_LENGTH',
    module: 'features',
    places: [contract('signup'), contract('social')],
    copies: [/maxLength\(64\)/],
  },
  { name: 'PAY_PERIOD_TERMS', module: 'features', places: [], copies: [/percentOff: (10|20)\b/] },
  {
    name: 'discounted',
    module: 'features',
    places: [machines('billing'), server('billing/plans')],
    copies: [/\(100 - percentOff\)/],
  },
  {
    name: 'periodPrice',
    module: 'features',
    places: [server('billing/plans')],
    copies: [/percentOff: (10|20)\b/, /months: (6|12)\b/],
  },
  { name: 'SOCKET_BACKOFF_AFTER_FAILURES', module: 'features', places: [machines('socket')] },
  { name: 'SOCKET_MAX_BACKOFF_MS', module: 'features', places: [machines('socket')] },
  { name: 'REPORT_POLL_MS', module: 'features', places: [machines('billing'), ui('data/billing.ts')] },
  // The customer's wait: one rule for the inbox's rows and the statistics' first reply time.
  { name: 'customerWaits', module: 'customerWait', places: [] },
  { name: 'waitingSince', module: 'customerWait', places: [server('items/waiting'), server('chats/waiting')] },
  { name: 'firstReplySeconds', module: 'customerWait', places: [] },
];
