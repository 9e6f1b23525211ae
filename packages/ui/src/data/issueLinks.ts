import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { issuesResource } from '@console/api/client/issues';
import { chatIssuesPath, itemIssuesPath, type Issue, type IssueCreate, type IssuesPage } from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';

// Creating issues and the links back (docs/issues.md "Screens: creating issues"): the issues a comment or a chat was
// made into, the space's issue settings the create dialog reads (default assignee, deadlines), and the create call,
// after which the linked lists are read again. SWR keys are the resources' paths (architecture.md).

/** What an issue is made from: a comment (or the bulk bar's comments), a chat, or nothing (blank, in a space). */
export type IssueSource = { kind: 'items'; ids: readonly number[] } | { kind: 'chat'; id: number } | { kind: 'blank' };

/** GET v1/items/{id}/issues: the issues linking a comment (its page shows them); null id: none asked. */
export function useItemIssues(itemId: number | null, enabled = true): SWRResponse<IssuesPage, ApiError> {
  const client = useApiClient();
  const key = itemId !== null && enabled ? itemIssuesPath(itemId) : null;
  return useSWR<IssuesPage, ApiError>(key, () => client.resource(issuesResource).ofItem(itemId!));
}

/** GET v1/chats/{id}/issues: the issues linking a chat. */
export function useChatIssues(chatId: number | null, enabled = true): SWRResponse<IssuesPage, ApiError> {
  const client = useApiClient();
  const key = chatId !== null && enabled ? chatIssuesPath(chatId) : null;
  return useSWR<IssuesPage, ApiError>(key, () => client.resource(issuesResource).ofChat(chatId!));
}

/** The request body of a source: the comments' ids (one, or item_ids for several), the chat, or the space. */
export function createBodyOf(
  source: IssueSource,
  spaceId: number | null,
  fields: Omit<IssueCreate, 'space_id' | 'item_id' | 'item_ids' | 'chat_id'>,
): IssueCreate {
  if (source.kind === 'chat') return { ...fields, chat_id: source.id };
  if (source.kind === 'items')
    return source.ids.length === 1 ? { ...fields, item_id: source.ids[0]! } : { ...fields, item_ids: [...source.ids] };
  return { ...fields, ...(spaceId !== null ? { space_id: spaceId } : {}) };
}

/** POST v1/issues, then the comments' and the chat's issue lists read again (they show the new one). */
export function useCreateIssue(): (source: IssueSource, body: IssueCreate) => Promise<Issue> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return async (source, body) => {
    const issue = await client.resource(issuesResource).create(body);
    const keys =
      source.kind === 'chat' ? [chatIssuesPath(source.id)] : source.kind === 'items' ? source.ids.map(itemIssuesPath) : [];
    await Promise.all(keys.map((key) => mutate(key)));
    return issue;
  };
}
