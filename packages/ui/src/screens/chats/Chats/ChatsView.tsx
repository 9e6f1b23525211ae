import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatsCounts, ChatTab } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { ListSkeleton } from '../../inbox/parts/Skeletons.tsx';
import * as css from '../../inbox/list.css.ts';
import { ChatList } from './ChatList.tsx';
import { ChatsFilters } from './ChatsFilters.tsx';
import { EmptyList } from '../../inbox/EmptyList/EmptyList.tsx';
import type { EventFilterLineProps } from '../../inbox/EventFilterLine/EventFilterLine.tsx';
import { tab as tabClass, tabs } from './chats.css.ts';

// Only a list opened from a stats number shows it (quality.md: the list's chunk stays within its budget).
const EventFilterLine = lazy(() =>
  import('../../inbox/EventFilterLine/EventFilterLine.tsx').then((m) => ({ default: m.EventFilterLine })),
);

export interface ChatsViewProps {
  title: string;
  state: { status: 'loading' } | { status: 'error'; message: string; onRetry: () => void } | { status: 'ready' };
  filters: ComponentProps<typeof ChatsFilters>;
  /** The tabs in their order (spec §2.5: mine, unassigned, all). */
  tabs: readonly ChatTab[];
  /** The tabs' counts (null while they load). */
  counts: ChatsCounts | null;
  onTab: (tab: ChatTab) => void;
  list: ComponentProps<typeof ChatList>;
  /** The 'New chat' button and its dialog (spec §2.5 'Adding a dialogue'); absent without the right to start one. */
  newChat?: ReactNode;
  /** The chat open beside the list (chats/{id}/messages); on a phone or a tablet it shows alone. */
  detail?: ReactNode;
  /** The screen's cheat sheet while open (useScreenShortcuts). */
  help?: ReactNode;
  /** An empty list's filters that are on (named) and the way back to the defaults; absent: the plain empty text. */
  empty?: { filtersOn: readonly string[]; onReset: () => void };
  /** The drilled list's event filter (docs/stats.md "Drill-down"): a removable line above the list. */
  eventFilter?: EventFilterLineProps;
}

// /chats and chats/{id}/messages (screens.md "Chats"): filters | tabs with counts (mine, unassigned, all) and the
// list | the chat.
export function ChatsView(props: ChatsViewProps) {
  const { title, state, filters, tabs: tabIds, counts, onTab, list, newChat, detail, help, empty, eventFilter } = props;
  const { t } = useTranslation(['chats', 'common']);
  const current = filters.filters.tab;
  return (
    <main className={detail ? css.pageWithDetail : css.page} aria-busy={state.status === 'loading' || undefined}>
      <ChatsFilters {...filters} />
      <section className={css.listPane} aria-labelledby="chats-title">
        <div className={css.toolbar}>
          <h1 id="chats-title" className={css.heading}>
            {title}
          </h1>
          {newChat}
        </div>
        <div className={tabs} role="group" aria-label={t('list.tabs')}>
          {tabIds.map((id) => (
            <button key={id} type="button" className={tabClass} aria-pressed={current === id} onClick={() => onTab(id)}>
              {counts ? t(`list.tab.${id}`, { count: counts[id] }) : t(`list.tabName.${id}`)}
            </button>
          ))}
        </div>
        {eventFilter ? (
          <Suspense fallback={null}>
            <EventFilterLine {...eventFilter} />
          </Suspense>
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
        {state.status === 'ready' && list.chats.length === 0 ? (
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
        {state.status === 'ready' && list.chats.length > 0 ? <ChatList {...list} /> : null}
      </section>
      {detail ? <div className={css.detailPane}>{detail}</div> : null}
      {help}
    </main>
  );
}
