import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { ListSkeleton } from '../../inbox/parts/Skeletons.tsx';
import * as css from '../../inbox/list.css.ts';
import type { EventFilterLineProps } from '../../inbox/EventFilterLine/EventFilterLine.tsx';
import { keysHint } from '../../../theme/keysHint.css.ts';
import { ItemList } from '../ItemList.tsx';
import { BulkBar } from './BulkBar.tsx';
import type { BulkReplyDialogProps } from './BulkReplyDialog.tsx';
import { EmptyList } from '../../inbox/EmptyList/EmptyList.tsx';
import { FiltersPane } from './FiltersPane.tsx';

// Only a list opened from a stats number shows it (quality.md: the list's chunk stays within its budget).
const EventFilterLine = lazy(() =>
  import('../../inbox/EventFilterLine/EventFilterLine.tsx').then((m) => ({ default: m.EventFilterLine })),
);

// The dialog loads when first opened: the list route stays within its 60 KB (quality.md budgets).
const BulkReplyDialog = lazy(() => import('./BulkReplyDialog.tsx').then((m) => ({ default: m.BulkReplyDialog })));

export interface ItemsViewProps {
  title: string;
  state: { status: 'loading' } | { status: 'error'; message: string; onRetry: () => void } | { status: 'ready' };
  /** The filter pane (absent on the author page: one column). */
  filters?: ComponentProps<typeof FiltersPane>;
  list: Omit<ComponentProps<typeof ItemList>, 'label'>;
  /** The bulk bar while rows are selected (null: nothing selected, or a role without bulk actions). */
  bulk: ComponentProps<typeof BulkBar> | null;
  /** The last bulk call's outcome: how many changed (reply: were answered), which failed with the server's text. */
  outcome: { changed: number; failed: readonly { id: number; error: string }[]; kind?: 'reply' } | null;
  reply: BulkReplyDialogProps;
  /** The screen's cheat sheet while open (useScreenShortcuts). */
  help?: ReactNode;
  /** Shown above the list (the author's header on the author page). */
  header?: ReactNode;
  /** Select every loaded row (absent for a role without bulk actions). */
  selectAll?: { checked: boolean; count: number; onChange: (all: boolean) => void } | null;
  /** An empty list's filters that are on (named) and the way back to the defaults; absent: the plain empty text. */
  empty?: { filtersOn: readonly string[]; onReset: () => void };
  /** The drilled list's event filter (docs/stats.md "Drill-down"): a removable line above the list. */
  eventFilter?: EventFilterLineProps;
  /** The item open beside the list (items/{id}); on a phone or a tablet it shows alone. */
  detail?: ReactNode;
}

// /items and /items/{id} (screens.md "Comments inbox"): filters | the list | the item.
export function ItemsView(props: ItemsViewProps) {
  const { title, state, filters, list, bulk, outcome, reply, help, header, selectAll, detail, empty, eventFilter } = props;
  const { t } = useTranslation(['items', 'common']);
  const layout = detail ? css.pageWithDetail : filters ? css.page : css.singlePage;
  // Beside the title on the list's heading line; under the author's header on the author page.
  const selectAllBox =
    selectAll && state.status === 'ready' && list.items.length > 0 ? (
      <Checkbox isSelected={selectAll.checked} onChange={selectAll.onChange}>
        {t('list.selectAll', { count: selectAll.count })}
      </Checkbox>
    ) : null;
  return (
    <main className={layout} aria-busy={state.status === 'loading' || undefined}>
      {filters ? <FiltersPane {...filters} /> : null}
      <section className={css.listPane} aria-labelledby="items-title">
        <div className={css.listHeading}>
          <h1 id="items-title" className={css.heading}>
            {title}
          </h1>
          {header ? null : selectAllBox}
        </div>
        {header}
        {eventFilter ? (
          <Suspense fallback={null}>
            <EventFilterLine {...eventFilter} />
          </Suspense>
        ) : null}
        {header ? selectAllBox : null}
        {bulk ? <BulkBar {...bulk} /> : null}
        {outcome ? (
          <div role={outcome.failed.length > 0 ? 'alert' : 'status'}>
            <p className={css.muted}>
              {outcome.kind === 'reply'
                ? t('reply.allSent', { count: outcome.changed })
                : t('bulk.changed', { count: outcome.changed })}
            </p>
            {outcome.failed.length > 0 ? (
              <>
                <p className={css.alert}>{t('bulk.failed', { count: outcome.failed.length })}</p>
                <ul className={css.muted}>
                  {outcome.failed.slice(0, 20).map((failure) => (
                    <li key={failure.id}>
                      #{failure.id}: {failure.error || t('bulk.unknownError')}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
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
        {state.status === 'ready' && list.items.length === 0 ? (
          empty ? (
            <EmptyList
              nothingText={t('list.nothing')}
              noMatchText={t('list.empty')}
              filtersOn={empty.filtersOn}
              filtersOnText={(names) => t('list.filtersOn', { names })}
              resetLabel={t('list.reset')}
              onReset={empty.onReset}
            />
          ) : (
            <p className={css.muted}>{t('list.empty')}</p>
          )
        ) : null}
        {state.status === 'ready' && list.items.length > 0 ? <ItemList label={t('list.label')} {...list} /> : null}
        <p className={`${css.muted} ${keysHint}`}>{t('keys.hint')}</p>
      </section>
      {detail ? <div className={css.detailPane}>{detail}</div> : null}
      <Suspense fallback={null}>{reply.isOpen ? <BulkReplyDialog {...reply} /> : null}</Suspense>
      {help}
    </main>
  );
}
