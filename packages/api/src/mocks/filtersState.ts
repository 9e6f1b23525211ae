import type { SavedFilter } from '../contract/config.ts';
import type { RecentEmojiResponse, RecentEmojiUpdate } from '../contract/emoji.ts';
import type { SavedFilterCreate } from '../contract/filters.ts';
import { DEMO_RECENT_EMOJI, demoFiltersOf, demoUserByRole } from './fixtures.ts';

// The mock server's saved filters and recent emoji per user (spec §3), kept to the reference server's rules
// (apps/server/src/routes/filters.ts, emoji.ts): ids unique across users, a user sees and deletes only their own.
export interface SavedFiltersStore {
  of(userId: number): SavedFilter[];
  /** Adds a filter (the request already validated) and answers the user's updated list. */
  add(userId: number, filter: SavedFilterCreate): SavedFilter[];
  /** The updated list, or null when the user has no filter with this id (someone else's id included). */
  remove(userId: number, id: number): SavedFilter[] | null;
  /** Replaces a user's filters (stories and tests that need other filters than the demo pair). */
  set(userId: number, filters: readonly Omit<SavedFilter, 'id'>[]): SavedFilter[];
}

export interface RecentEmojiStore {
  of(userId: number): RecentEmojiResponse;
  /** The named networks' lists replace the stored ones; answers the whole map. */
  update(userId: number, update: RecentEmojiUpdate): RecentEmojiResponse;
}

export function createSavedFiltersStore(userIds: readonly number[]): SavedFiltersStore {
  const byUser = new Map(userIds.map((id) => [id, demoFiltersOf(id)]));
  let lastId = Math.max(0, ...[...byUser.values()].flat().map((filter) => filter.id));
  const listOf = (userId: number) => byUser.get(userId) ?? [];
  const withId = (filter: Omit<SavedFilter, 'id'>): SavedFilter => {
    lastId += 1;
    return { id: lastId, name: filter.name, query: filter.query, ...(filter.route === undefined ? {} : { route: filter.route }) };
  };
  return {
    of: (userId) => [...listOf(userId)],
    add(userId, filter) {
      byUser.set(userId, [...listOf(userId), withId({ ...filter, name: filter.name.trim() })]);
      return [...listOf(userId)];
    },
    remove(userId, id) {
      const list = listOf(userId);
      if (!list.some((filter) => filter.id === id)) return null;
      byUser.set(
        userId,
        list.filter((filter) => filter.id !== id),
      );
      return [...listOf(userId)];
    },
    set(userId, filters) {
      byUser.set(userId, filters.map(withId));
      return [...listOf(userId)];
    },
  };
}

export function createRecentEmojiStore(): RecentEmojiStore {
  const byUser = new Map<number, RecentEmojiResponse>([[demoUserByRole('operator').id, { ...DEMO_RECENT_EMOJI }]]);
  return {
    of: (userId) => ({ ...byUser.get(userId) }),
    update(userId, update) {
      const next = { ...byUser.get(userId) };
      for (const [network, list] of Object.entries(update)) if (list) next[network] = [...list];
      byUser.set(userId, next);
      return { ...next };
    },
  };
}
