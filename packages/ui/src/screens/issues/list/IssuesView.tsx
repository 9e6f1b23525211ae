import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { EmptyList } from '../../inbox/EmptyList/EmptyList.tsx';
import * as css from '../../inbox/list.css.ts';
import { ListSkeleton } from '../../inbox/parts/Skeletons.tsx';
import { IssueList, type IssueListProps } from './IssueList.tsx';
import { IssuesBulkBar, type IssuesBulkBarProps } from './IssuesBulkBar.tsx';
import { IssuesFilters, type IssuesFiltersProps } from './IssuesFilters.tsx';
import * as issuesCss from './issues.css.ts';

/** What the last bulk change said: how many changed and which were refused, with the server's reasons (spec §8). */
export type BulkReport =
  | { kind: 'done'; changed: number; failed: readonly { number: number | null; id: number; error: string }[] }
  | { kind: 'error'; text: string };

export interface IssuesViewProps {
  title: string;
  state: { status: 'loading' } | { status: 'error'; message: string; onRetry: () => void } | { status: 'ready' };
  filters: IssuesFiltersProps;
  list: IssueListProps;
  /** "Select all shown" (only where the user may process issues). */
  selectAll?: { checked: boolean; onChange: (all: boolean) => void } | null;
  /** The bulk bar while issues are selected (only where the user may process issues). */
  bulk?: IssuesBulkBarProps | null;
  bulkReport?: BulkReport | null;
  /** An empty list's filters that are on (named) and the way back to the defaults. */
  empty: { filtersOn: readonly string[]; onReset: () => void };
  /** The header's action: the issueCreate part's <NewIssueButton /> (docs/issues.md "Screens: list"). */
  newIssue?: ReactNode;
}

// /issues (spec §2.2 issues-page; docs/issues.md "Screens: list"): filters | the list with its bulk bar.
export function IssuesView({ title, state, filters, list, selectAll, bulk, bulkReport, empty, newIssue }: IssuesViewProps) {
  const { t } = useTranslation(['issues', 'common']);
  return (
    <main className={css.page} aria-busy={state.status === 'loading' || undefined}>
      <IssuesFilters {...filters} />
      <section className={css.listPane} aria-labelledby="issues-title">
        <div className={css.toolbar}>
          <h1 id="issues-title" className={css.heading}>
            {title}
          </h1>
          {newIssue}
        </div>
        {state.status === 'ready' && selectAll && list.issues.length > 0 ? (
          <label className={issuesCss.selectAll}>
            <input
              type="checkbox"
              className={css.check}
              checked={selectAll.checked}
              onChange={(event) => selectAll.onChange(event.currentTarget.checked)}
            />
            {t('list.bulk.selectAll')}
          </label>
        ) : null}
        {bulk ? <IssuesBulkBar {...bulk} /> : null}
        {bulkReport ? (
          <div role="status">
            {bulkReport.kind === 'error' ? (
              <p className={`${issuesCss.notice} ${css.alert}`}>{bulkReport.text}</p>
            ) : (
              <>
                {bulkReport.changed > 0 ? (
                  <p className={issuesCss.notice}>{t('list.bulk.done', { count: bulkReport.changed })}</p>
                ) : null}
                {bulkReport.failed.map((one) => (
                  <p key={one.id} className={`${issuesCss.notice} ${css.alert}`}>
                    {t('list.bulk.failed', { number: one.number ?? one.id, error: one.error })}
                  </p>
                ))}
              </>
            )}
          </div>
        ) : null}
        {/* quality.md: the list's shape from the first frame, not a blank pane. */}
        {state.status === 'loading' ? <ListSkeleton /> : null}
        {state.status === 'error' ? (
          <>
            <p role="alert" className={css.alert}>
              {state.message}
            </p>
            <div>
              <Button onPress={state.onRetry}>{t('common:actions.retry')}</Button>
            </div>
          </>
        ) : null}
        {state.status === 'ready' && list.issues.length === 0 ? (
          <EmptyList
            nothingText={t('list.nothing')}
            noMatchText={t('list.empty')}
            filtersOn={empty.filtersOn}
            filtersOnText={(names) => t('list.filtersOn', { names })}
            resetLabel={t('list.reset')}
            onReset={empty.onReset}
          />
        ) : null}
        {state.status === 'ready' && list.issues.length > 0 ? <IssueList {...list} /> : null}
      </section>
    </main>
  );
}
