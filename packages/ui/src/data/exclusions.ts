import useSWR, { type SWRResponse } from 'swr';
import { isApiError, type ApiError } from '@console/api/client';
import { exclusionsResource } from '@console/api/client/exclusions';
import {
  accountChatSettingsPath,
  accountExcludeMessagesPath,
  accountExcludePath,
  ChatSettingsConflict,
  ERROR_TYPE_NOT_A_POST,
  exclusionAuthorsPath,
  ExclusionsConflict,
  type ChatSettings,
  type ChatSettingsUpdate,
  type ExclusionAuthorsResponse,
  type ExclusionScope,
  type Exclusions,
  type ExclusionsUpdate,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { conflictCurrentOf } from './conflict.ts';

// accounts/{id}/exclude, exclude_messages and chats (docs/exclusions.md): SWR keys named after the resource paths.
const exclusionsKey = (accountId: number, scope: ExclusionScope) =>
  scope === 'comments' ? accountExcludePath(accountId) : accountExcludeMessagesPath(accountId);

export function useExclusions(accountId: number, scope: ExclusionScope): SWRResponse<Exclusions, ApiError> {
  const client = useApiClient();
  return useSWR<Exclusions, ApiError>(exclusionsKey(accountId, scope), () =>
    client.resource(exclusionsResource).get(accountId, scope),
  );
}

/** The account's authors to pick from, by name (`q`); null `q` asks nothing yet. */
export function useExclusionAuthors(
  accountId: number,
  scope: ExclusionScope,
  q: string,
): SWRResponse<ExclusionAuthorsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ExclusionAuthorsResponse, ApiError>(`${exclusionAuthorsPath(accountId, scope)}?q=${q}`, () =>
    client.resource(exclusionsResource).authors(accountId, scope, q),
  );
}

export function useChatSettings(accountId: number): SWRResponse<ChatSettings, ApiError> {
  const client = useApiClient();
  return useSWR<ChatSettings, ApiError>(accountChatSettingsPath(accountId), () =>
    client.resource(exclusionsResource).chatSettings(accountId),
  );
}

/** The saves: each answers the rules as saved, which the page puts in its key without a refetch. */
export function useExclusionsActions() {
  const client = useApiClient();
  return {
    save: (accountId: number, scope: ExclusionScope, body: ExclusionsUpdate) =>
      client.resource(exclusionsResource).put(accountId, scope, body),
    saveChatSettings: (accountId: number, body: ChatSettingsUpdate) =>
      client.resource(exclusionsResource).putChatSettings(accountId, body),
  };
}

/** The rules as they are now, when a save was refused as begun before another (docs/error-types.md `conflict`). */
export const conflictExclusionsOf = (error: unknown): Exclusions | null => conflictCurrentOf(error, ExclusionsConflict);
export const conflictChatSettingsOf = (error: unknown): ChatSettings | null => conflictCurrentOf(error, ChatSettingsConflict);
/** A save refused because a post link is no post of this account (its text names the link). */
export const isNotAPost = (error: unknown): boolean => isApiError(error) && error.errorType === ERROR_TYPE_NOT_A_POST;
