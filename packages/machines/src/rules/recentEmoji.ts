// Recent emoji (spec §3 "emoji (per network, most recent 18)", §7 PUT v1/me/emoji, §9).
import { RECENT_EMOJI_LIMIT } from '@console/spec';

// spec §9: recent emoji per network: 18.
export { RECENT_EMOJI_LIMIT } from '@console/spec';

/** Network id → its recent emoji, most recent first. */
export type RecentEmoji = Readonly<Record<string, readonly string[]>>;

/** The list after using `emoji` on `network`: it goes first, appears once, and the list keeps at most 18. */
export function pushRecentEmojiList(list: readonly string[], emoji: string): string[] {
  return [emoji, ...list.filter((item) => item !== emoji)].slice(0, RECENT_EMOJI_LIMIT);
}

/** The map after using `emoji` on `network`; other networks are untouched. */
export function pushRecentEmoji(recent: RecentEmoji, network: string, emoji: string): Record<string, string[]> {
  const next: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(recent)) next[name] = [...list];
  next[network] = pushRecentEmojiList(recent[network] ?? [], emoji);
  return next;
}
