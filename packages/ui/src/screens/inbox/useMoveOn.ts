import { useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import type { AfterClose } from '@console/api/contract';
import { afterCloseTarget, neighbourOf } from '@console/machines/rules/moveOn';

/** What the open comment or chat page does to move on through the list beside it. */
export interface MoveOn {
  /** J and K on the page: the next or previous row of the list. */
  next: () => void;
  previous: () => void;
  /** Once it is closed: where the user's choice leads (my settings). */
  afterClose: () => void;
}

export interface MoveOnOptions {
  /** The list's rows as J/K walk them (its order and filters). */
  ids: readonly number[];
  /** The comment or chat open beside the list; null: none. */
  openId: number | null;
  choice: AfterClose;
  /** A row's page, and the list, both with the list's query kept. */
  pathOf: (id: number) => string;
  listPath: string;
}

// Moving on (packages/machines rules/moveOn.ts): the list's rows are read when a key is pressed or the close is saved,
// so rows that came in meanwhile count.
export function useMoveOn({ ids, openId, choice, pathOf, listPath }: MoveOnOptions): MoveOn | null {
  const [, navigate] = useLocation();
  const rows = useRef(ids);
  rows.current = ids;
  return useMemo(() => {
    if (openId === null) return null;
    const go = (id: number | null) => id !== null && navigate(pathOf(id));
    return {
      next: () => go(neighbourOf(rows.current, openId, 'next')),
      previous: () => go(neighbourOf(rows.current, openId, 'previous')),
      afterClose: () => {
        const target = afterCloseTarget(rows.current, openId, choice);
        navigate(target === 'list' ? listPath : pathOf(target));
      },
    };
  }, [openId, choice, pathOf, listPath, navigate]);
}
