import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import type { ApiClient } from '@console/api/client';
import { emojiResource } from '@console/api/client/emoji';
import type { ConfigResponse } from '@console/api/contract';
import { pushRecentEmojiList } from '@console/machines/rules/recentEmoji';
import { useApiClient } from './ApiProvider.tsx';
import { CONFIG_KEY, useConfig } from './resources.ts';
import { createRecentEmojiSaver, type RecentEmojiSaver } from './recentEmojiSaver.ts';

export interface RecentEmoji {
  /** The network's recent emoji, most recent first (spec §3: at most 18). */
  recent: readonly string[];
  /** Uses an emoji: first in the list at once, saved with PUT v1/me/emoji after a pause. Needs the loaded config. */
  remember(emoji: string): void;
}

interface Entry {
  userId: number;
  saver: RecentEmojiSaver;
  mutate: { current: ScopedMutator };
}

// One saver per client, for the signed-in user: another user's pending lists are never sent with a new session.
const savers = new WeakMap<ApiClient, Entry>();
const NO_PENDING: Readonly<Record<string, readonly string[]>> = {};
const idle = { pending: () => NO_PENDING, subscribe: () => () => undefined };

function saverFor(client: ApiClient, userId: number, mutate: ScopedMutator): Entry {
  const known = savers.get(client);
  if (known && known.userId === userId) {
    known.mutate.current = mutate;
    return known;
  }
  known?.saver.dispose();
  const ref = { current: mutate };
  const saver = createRecentEmojiSaver({
    put: (update) => client.resource(emojiResource).put(update, { silent: true }),
    onSaved: (emoji) =>
      void ref.current<ConfigResponse>(CONFIG_KEY, (config) => (config ? { ...config, emoji } : config), { revalidate: false }),
  });
  const entry = { userId, saver, mutate: ref };
  savers.set(client, entry);
  return entry;
}

/**
 * A network's recent emoji and `remember` (spec §3, §7, §9). The emoji picker that calls it comes with the reply
 * composer (a later issue); until then this hook has no UI of its own.
 */
export function useRecentEmoji(network: string): RecentEmoji {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const config = useConfig().data;
  const entry = config ? saverFor(client, config.user.id, mutate) : null;
  const source = entry?.saver ?? idle;
  const pending = useSyncExternalStore(source.subscribe, source.pending, source.pending);
  const latest = useRef({ config, entry });
  latest.current = { config, entry };

  const remember = useCallback(
    (emoji: string) => {
      const { config: current, entry: active } = latest.current;
      if (!current || !active) return;
      const base = active.saver.pending()[network] ?? current.emoji[network] ?? [];
      const list = pushRecentEmojiList(base, emoji);
      active.saver.change(network, list);
      void mutate<ConfigResponse>(CONFIG_KEY, (c) => (c ? { ...c, emoji: { ...c.emoji, [network]: list } } : c), {
        revalidate: false,
      });
    },
    [network, mutate],
  );

  return { recent: pending[network] ?? config?.emoji[network] ?? [], remember };
}
