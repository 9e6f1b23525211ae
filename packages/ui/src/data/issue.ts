import { useCallback, useEffect, useState } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { isApiError, type ApiError } from '@console/api/client';
import { issuesResource } from '@console/api/client/issues';
import { IssueConflict, issuePath, type IssueDetail, type IssueHistoryEntry, type IssueUpdate } from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';

// SWR keys named after the resource (architecture.md).
export const issueKey = (id: number): string => issuePath(id);

/** GET v1/issues/{id}: the issue, the team thread and the history (docs/issues.md). */
export function useIssue(id: number): SWRResponse<IssueDetail, ApiError> {
  const client = useApiClient();
  const valid = Number.isInteger(id) && id > 0;
  return useSWR<IssueDetail, ApiError>(valid ? issueKey(id) : null, () => client.resource(issuesResource).get(id), {
    shouldRetryOnError: (error: ApiError) => error.status !== 404 && error.status !== 403,
    // The version guards every write (409); a refetch on focus would swap values under the user's pointer.
    revalidateOnFocus: false,
  });
}

/** What the user changed (PATCH v1/issues/{id} without the version). */
export type IssueChange = Omit<IssueUpdate, 'seen'>;

/** Someone changed the issue first: who changed what, and the user's change kept to re-apply (nothing lost). */
export interface IssueConflictState {
  intended: IssueChange;
  changes: readonly IssueHistoryEntry[];
}

export type IssueOutcome = 'saved' | 'conflict' | 'failed';

const conflictOf = (error: unknown): IssueConflict | null => {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = IssueConflict.safeParse(error.data);
  return parsed.success ? parsed.data : null;
};

export interface IssueWrites {
  /** PATCH with `seen`, the version shown; a 409 shows the server's issue and keeps the change in `conflict`. */
  update(change: IssueChange): Promise<IssueOutcome>;
  conflict: IssueConflictState | null;
  /** The kept change, on the server's newest version. */
  reapply(): Promise<IssueOutcome>;
  dismissConflict(): void;
  /** POST v1/issues/{id}/comments: rejects when it did not go, so the composer keeps the text. */
  comment(text: string): Promise<void>;
  /** The last failure's server text (untrusted), or '' for a failure without one; null after a success. */
  failure: string | null;
}

// The issue page's writes; each success refetches the issue (its history and thread).
export function useIssueWrites(id: number): IssueWrites {
  const client = useApiClient();
  const issues = client.resource(issuesResource);
  const detail = useIssue(id);
  const { mutate } = detail;
  const [conflict, setConflict] = useState<IssueConflictState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => setConflict(null), [id]);
  const seen = detail.data?.issue.version;

  const update = useCallback(
    async (change: IssueChange): Promise<IssueOutcome> => {
      if (seen === undefined) return 'failed';
      try {
        const saved = await issues.update(id, { ...change, seen });
        setConflict(null);
        setFailure(null);
        await mutate((current) => (current ? { ...current, issue: saved } : current), { revalidate: true });
        return 'saved';
      } catch (error) {
        const body = conflictOf(error);
        if (body === null) {
          setFailure(isApiError(error) ? (error.serverText ?? '') : '');
          return 'failed';
        }
        // The server's issue is shown at once; the user's change waits, un-applied, for one click (as the item page).
        setConflict({ intended: change, changes: body.changes });
        await mutate((current) => (current ? { ...current, issue: body.current } : current), { revalidate: true });
        return 'conflict';
      }
    },
    [seen, id, issues, mutate],
  );

  return {
    update,
    conflict,
    reapply: () => (conflict ? update(conflict.intended) : Promise.resolve('failed')),
    dismissConflict: () => setConflict(null),
    comment: async (text) => {
      await issues.comment(id, { text });
      await mutate();
    },
    failure,
  };
}
