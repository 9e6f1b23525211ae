import { RECENT_EMOJI_LIMIT } from '@console/spec';
import * as z from 'zod/mini';
import { NetworkId } from './networks.ts';

// spec §7: PUT v1/me/emoji, a map from network to its recent emoji, most recent first; §9: at most 18 per network.
export const EMOJI_PATH = 'v1/me/emoji';
// One emoji is a few code points (zod counts code points): a ZWJ family or a subdivision flag is 7.
export const EMOJI_MAX_LENGTH = 16;

const Emoji = z.string().check(z.minLength(1), z.maxLength(EMOJI_MAX_LENGTH), z.regex(/^\S+$/u));

export const RecentEmojiList = z.array(Emoji).check(
  z.maxLength(RECENT_EMOJI_LIMIT),
  z.refine((list) => new Set(list).size === list.length, 'each emoji appears once'),
);

/**
 * The body of PUT v1/me/emoji: the lists of the networks it names replace the stored ones, the other networks keep
 * theirs (two tabs remembering emoji of different networks do not undo each other). The answer is the whole map.
 */
export const RecentEmojiUpdate = z.partialRecord(NetworkId, RecentEmojiList);
export type RecentEmojiUpdate = z.infer<typeof RecentEmojiUpdate>;

export const RecentEmojiResponse = z.record(z.string(), RecentEmojiList);
export type RecentEmojiResponse = z.infer<typeof RecentEmojiResponse>;
