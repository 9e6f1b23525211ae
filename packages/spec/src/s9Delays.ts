// spec §9 "Business constants and limits": socket reconnect, splash, redirect delays, toast times, the chunk timeout
// and the config reload.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

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
