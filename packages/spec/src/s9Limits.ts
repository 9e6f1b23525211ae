// spec §9 "Business constants and limits": sizes, counts, lengths and default filters. The per-network limits table
// stays in the provider catalogue (packages/api/src/contract/providers.ts); the password and login code limits are §5's.

const MINUTE_MS = 60_000;
const DAY_S = 86_400;
const MB = 1024 * 1024;

/** spec §3, §9: recent emoji per network: 18. */
export const RECENT_EMOJI_LIMIT = 18;

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
/** spec §9 "Chats also add open when the company setting allows": per chat, by its company's settings.status_open. */
export const isChatDefaultStatus = (status: string, companyAllowsOpen: boolean): boolean =>
  (DEFAULT_STATUS_FILTER as readonly string[]).includes(status) || (status === 'open' && companyAllowsOpen);
