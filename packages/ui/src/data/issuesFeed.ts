import type { IssuesChangedMessage } from '@console/api/contract';

// 'issues.changed' from the socket (docs/issues.md "Live list"): the ids of issues created or changed, handed to the
// open issues list, which revalidates (the server sends ids only; the list's filters and the group limit stay the
// server's).
export function createIssuesFeed() {
  const listeners = new Set<(ids: readonly number[]) => void>();
  return {
    publish(messages: readonly IssuesChangedMessage[]): void {
      const ids = [...new Set(messages.flatMap((message) => message.ids))];
      if (ids.length > 0) listeners.forEach((listener) => listener(ids));
    },
    subscribe(listener: (ids: readonly number[]) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type IssuesFeed = ReturnType<typeof createIssuesFeed>;
export const issuesFeed = createIssuesFeed();
