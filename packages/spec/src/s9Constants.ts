// spec §9 "Business constants and limits", in the order the section lists them. The per-network limits table stays
// in the provider catalogue (packages/api/src/contract/providers.ts); the password and login code limits are §5's.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_S = 86_400;
const MB = 1024 * 1024;

/** spec §9: the app is idle after 1,200,000 ms without input. */
export const IDLE_AFTER_MS = 1_200_000;
/** spec §7, §9: GET v1/counts every 120 s. */
export const COUNTS_POLL_MS = 120 * SECOND_MS;
/** spec §7, §9: GET v1/me/status?auto_update=1 every 180 s. */
export const STATUS_AUTO_CHECK_MS = 180 * SECOND_MS;
/** spec §7, §9: the automatic status applies only when at least 600 s passed since the last manual change. */
export const STATUS_MANUAL_GRACE_MS = 600 * SECOND_MS;
/** spec §7, §9: an automatic status is accepted only when more than 30 s passed since the status last changed. */
export const STATUS_ACCEPT_AFTER_MS = 30 * SECOND_MS;

/** spec §9: the templates list is cached 30 min. */
export const TEMPLATES_CACHE_MS = 30 * MINUTE_MS;
/** spec §4, §9: the working-hours schedule is refreshed after 1200 s. */
export const WORKING_HOURS_REFRESH_MS = 1200 * SECOND_MS;
/** spec §4, §9: the working-hours notification window, 7 s. */
export const WORKING_HOURS_NOTICE_WINDOW_MS = 7 * SECOND_MS;
/** spec §4, §9: the working-hours scheduler ticks about every 60 s. */
export const WORKING_HOURS_TICK_MS = 60 * SECOND_MS;
/** spec §4, §9: a working-hours notification shows 30 s. */
export const WORKING_HOURS_NOTICE_MS = 30 * SECOND_MS;
/** spec §9: an issue notification (socket message type 'issue') shows 300 s. */
export const ISSUE_NOTIFICATION_MS = 300 * SECOND_MS;
/** spec §9: a comments-filter notification (socket message type 'comments_filter') shows 120 s. */
export const COMMENTS_FILTER_NOTIFICATION_MS = 120 * SECOND_MS;

/** spec §4, §9: a trial space is deleted 259200 s (3 days) after expiry. */
export const TRIAL_DELETION_DELAY_S = 3 * DAY_S;
/** spec §4, §9: a paid space is deleted 604800 s (7 days) after expiry. */
export const PAID_DELETION_DELAY_S = 7 * DAY_S;
/** spec §4, §9: payment colour thresholds 0, 3 and 7 days: expired at 0 or less (red). */
export const PAYMENT_EXPIRED_DAYS = 0;
/** spec §4, §9: yellow at 3 days or fewer. */
export const PAYMENT_WARNING_DAYS = 3;
/** spec §4, §9: blue for 4 to 7 days (or a trial with more left). */
export const PAYMENT_NOTICE_DAYS = 7;
/** spec §9: the free trial, in days. */
export const TRIAL_DAYS = 14;
/** spec §1, §9: pay periods, in days. */
export const PAY_PERIOD_DAYS = [30, 180, 365] as const;
export type PayPeriodDays = (typeof PAY_PERIOD_DAYS)[number];

/** spec §3, §9: recent emoji per network: 18. */
export const RECENT_EMOJI_LIMIT = 18;
/** spec §4, §9: the socket reconnects 2 s after a close. */
export const SOCKET_RECONNECT_MS = 2 * SECOND_MS;
/** spec §2.5, §9: the loading splash, 400 ms. */
export const SPLASH_MS = 400;
/** spec §9: confirmation redirect delay 2.5 s. */
export const CONFIRM_REDIRECT_DELAY_MS = 2500;
/** spec §9: post-signup redirect delay 1 s. */
export const SIGNUP_LOGIN_DELAY_MS = SECOND_MS;
/** spec §9: a signup error toast shows 7 s. */
export const SIGNUP_ERROR_MS = 7 * SECOND_MS;
/** spec §9: a social sign-in error shows 5 s. */
export const SOCIAL_ERROR_MS = 5 * SECOND_MS;
/** spec §4, §9: a network error (no response) shows 10 s. */
export const NETWORK_ERROR_MS = 10 * SECOND_MS;
/** spec §9: other error toasts show 30 s. */
export const ERROR_TOAST_MS = 30 * SECOND_MS;
/** spec §9: a script chunk that has not loaded in 120 s has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120 * SECOND_MS;

/** spec §4, §9: the config is reloaded when older than 28,800,000 ms (8 hours). */
export const CONFIG_MAX_AGE_MS = 8 * HOUR_MS;
/** spec §4, §9: or older than 10 minutes while the subscription is expired. */
export const CONFIG_MAX_AGE_EXPIRED_MS = 10 * MINUTE_MS;

/** spec §9: image attachments at most 5 MB. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * MB;
/** spec §9: an image, video or document at most 10 MB in some sources (the catalogue's `largeUploads`). */
export const LARGE_UPLOAD_MAX_BYTES = 10 * MB;
/** spec §9: the initial data load when an account is connected brings up to 100 items. */
export const ACCOUNT_INITIAL_LOAD_ITEMS = 100;
/** spec §9: email notifications go out every 5 minutes (Telegram and Slack at once). */
export const EMAIL_NOTIFICATION_INTERVAL_MS = 5 * MINUTE_MS;
/** spec §9: stories are available 24 hours. */
export const STORY_LIFETIME_S = DAY_S;
/** spec §9: an auto-rule can be applied to unprocessed items of the last 24 hours. */
export const AUTO_RULE_WINDOW_S = DAY_S;

/** spec §9: comment excerpts are 100 characters. */
export const COMMENT_EXCERPT_LENGTH = 100;
/** spec §9: message (chat) excerpts are 800 characters. */
export const MESSAGE_EXCERPT_LENGTH = 800;

/** spec §9: the default status filter. */
export const DEFAULT_STATUS_FILTER = ['new', 'inprogress'] as const;
/** spec §9: the issues' default statuses. */
export const ISSUES_DEFAULT_STATUSES = ['new', 'inprogress', 'waiting', 'delayed'] as const;
/** spec §9 "Chats also add open when the company setting allows" (per company: its settings.status_open). */
export const chatsDefaultStatuses = (statusOpen: boolean): readonly string[] =>
  statusOpen ? [...DEFAULT_STATUS_FILTER, 'open'] : DEFAULT_STATUS_FILTER;

/** spec §9: tariff ids 1, 2 and 10 are standard. */
export const STANDARD_TARIFF_IDS: readonly number[] = [1, 2, 10];
/** spec §6, §9: any other tariff is special (its special settings entries show). */
export const isSpecialTariff = (tariff: { id: number }): boolean => !STANDARD_TARIFF_IDS.includes(tariff.id);
