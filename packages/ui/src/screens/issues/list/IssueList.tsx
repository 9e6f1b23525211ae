import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Issue } from '@console/api/contract';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import * as css from '../../inbox/list.css.ts';
import * as hold from '../../inbox/listHold.css.ts';
import type { ListHoldBindings } from '../../inbox/useListHold.ts';
import { IssueRow, type IssueRowContext } from './IssueRow.tsx';
import { list } from './issues.css.ts';

export interface IssueListProps {
  issues: readonly Issue[];
  context: IssueRowContext;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onAtTopChange: (atTop: boolean) => void;
  /** Issues others changed while the list was held: the pill that reloads it. */
  changedCount: number;
  onShowChanged: () => void;
  /** The pointer over the list, focus in it and a selection hold the changes behind the pill (useListHold). */
  holdBindings?: ListHoldBindings;
}

const ESTIMATED_ROW = 72;

// The issues, virtualised as the chats and the inbox are (quality.md: only the rows in view are in the DOM); the next
// keyset page loads near the end.
export function IssueList(props: IssueListProps) {
  const { issues, context, selected, onToggle, hasMore, isLoadingMore, onLoadMore, onAtTopChange } = props;
  const { t } = useTranslation('issues', { keyPrefix: 'list' });
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: issues.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW,
    overscan: 4,
    getItemKey: useCallback((index: number) => issues[index]!.id, [issues]),
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && !isLoadingMore && lastShown >= issues.length - 10) onLoadMore();
  }, [hasMore, isLoadingMore, lastShown, issues.length, onLoadMore]);
  return (
    <div className={hold.frame} {...props.holdBindings}>
      {props.changedCount > 0 ? (
        <button type="button" className={`${css.pill} ${hold.pillOver}`} onClick={props.onShowChanged}>
          {t('changedPill', { count: props.changedCount })}
        </button>
      ) : null}
      <div
        ref={scroller}
        className={css.scroller}
        tabIndex={0}
        role="region"
        aria-label={t('label')}
        onScroll={(event) => onAtTopChange(event.currentTarget.scrollTop <= 0)}
      >
        <ul className={list} style={{ height: virtualizer.getTotalSize() }} aria-busy={isLoadingMore || undefined}>
          {rows.map((row) => {
            const issue = issues[row.index]!;
            return (
              <IssueRow
                key={row.key}
                issue={issue}
                context={context}
                index={row.index}
                start={row.start}
                selected={selected.has(issue.id)}
                onToggle={onToggle}
                measure={virtualizer.measureElement}
              />
            );
          })}
        </ul>
        {isLoadingMore ? <Spinner /> : null}
      </div>
    </div>
  );
}
