// spec §9 "Business constants and limits", its first line: idle time, counts polling and the automatic status check.

const SECOND_MS = 1000;

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
