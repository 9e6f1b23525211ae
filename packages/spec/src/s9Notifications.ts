// spec §9 "Business constants and limits", its second line: templates cache, the working-hours scheduler and how long
// notifications show.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

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
