import { useMemo } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { chatsResource } from '@console/api/client/chats';
import { CHATS_PATH, type ChatsPage, type NewChat } from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { failureText } from './chat.ts';

// SWR keys named after the resource (architecture.md).
export const CHATS_KEY = CHATS_PATH;
/** How many of the author's other chats the side panel lists. */
export const AUTHOR_CHATS_SHOWN = 6;

export interface ChatActions {
  /** spec §7 POST v1/chats {object_id, phone} → {id}; spec §8: a failure answers the server's text ('' without one). */
  create(chat: NewChat): Promise<{ id: number } | { error: string }>;
}

export function useChatActions(): ChatActions {
  const client = useApiClient();
  return useMemo(() => {
    const chats = client.resource(chatsResource);
    return {
      async create(chat) {
        try {
          return { id: (await chats.create(chat)).id };
        } catch (error) {
          return { error: failureText(error) };
        }
      },
    };
  }, [client]);
}

/** GET v1/chats?author_id: the author's chats, newest first (the side panel's earlier chats). */
export function useAuthorChats(authorId: number | null): SWRResponse<ChatsPage, ApiError> {
  const client = useApiClient();
  return useSWR<ChatsPage, ApiError>(authorId === null ? null : [CHATS_KEY, 'author', authorId], () =>
    client.resource(chatsResource).list({ author_id: String(authorId), limit: String(AUTHOR_CHATS_SHOWN + 1) }),
  );
}
