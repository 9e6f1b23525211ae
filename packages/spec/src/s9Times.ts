// spec §9 "Business constants and limits": the times, in the order the section lists them.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

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
