import { EMOJI_PATH, RecentEmojiResponse, type RecentEmojiUpdate } from '../../contract/emoji.ts';
import type { Http } from '../http.ts';

export interface EmojiResource {
  /** spec §7: PUT v1/me/emoji with the changed networks' lists (most recent first); answers the whole map. */
  put(update: RecentEmojiUpdate, options?: { silent?: boolean }): Promise<RecentEmojiResponse>;
}

export function emojiResource(http: Http): EmojiResource {
  return {
    put: (update, { silent = false } = {}) =>
      http.request({ method: 'PUT', path: EMOJI_PATH, body: update, schema: RecentEmojiResponse, silent }),
  };
}
