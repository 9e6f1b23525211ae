import { EMOJI_PATH, RecentEmojiResponse, type RecentEmojiUpdate } from '../../contract/emoji.ts';
import { defineResource } from '../resource.ts';

export interface EmojiResource {
  /** spec §7: PUT v1/me/emoji with the changed networks' lists (most recent first); answers the whole map. */
  put(update: RecentEmojiUpdate, options?: { silent?: boolean }): Promise<RecentEmojiResponse>;
}

export const emojiResource = defineResource<EmojiResource>(({ http }) => ({
  put: (update, { silent = false } = {}) =>
    http.request({ method: 'PUT', path: EMOJI_PATH, body: update, schema: RecentEmojiResponse, silent }),
}));
