import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRoute, useSearch } from 'wouter';
import { CHAT_TABS, roleCan, roleOf } from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { activeChatFilters } from '../../../data/activeFilters.ts';
import { useEventFilterLine } from '../../inbox/EventFilterLine/useEventFilterLine.ts';
import { useChatsCounts, useChatsList } from '../../../data/chats.ts';
import {
  chatViewerOf,
  defaultChatFilters,
  readChatFilters,
  writeChatFilters,
  type ChatFilters,
} from '../../../data/chatsQuery.ts';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useConfig } from '../../../data/resources.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { useScreenShortcuts } from '../../../components/Shortcuts/useScreenShortcuts.tsx';
import { useDates } from '../../../format/dates.tsx';
import { useNow } from '../../../data/now.tsx';
import { SavedFiltersMenu } from '../../session/SavedFiltersMenu/SavedFiltersMenu.tsx';
import { DEFAULT_AFTER_CLOSE } from '@console/machines/rules/moveOn';
import { CHAT_ROUTE, chatPath, chatsListPath } from '../../inbox/paths.ts';
import { useMoveOn } from '../../inbox/useMoveOn.ts';
import { useListHold } from '../../inbox/useListHold.ts';
import { ChatsView } from './ChatsView.tsx';

// The chat comes in its own chunk, when one is opened (quality.md: 60 KB per lazy route chunk).
const ChatScreen = lazy(() => import('../Chat/ChatScreen.tsx').then((m) => ({ default: m.ChatScreen })));
// The new chat dialog too, when first opened (the list's chunk had grown past 60 KB).
const NewChatDialog = lazy(() => import('../NewChat/NewChatDialog.tsx').then((m) => ({ default: m.NewChatDialog })));

// /chats and chats/{id}/messages (spec §2.3 chats-page and chat-page): one screen for both routes, so the
// list stays mounted beside the open chat. The filters are the URL's query, exactly the API's parameters, on both
// routes; without any, the user's settings (spec §3) with the default statuses (spec §9, open where allowed).
export function ChatsScreen() {
  const { t } = useTranslation(['chats', 'shell']);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [opened, params] = useRoute<{ id: string }>(CHAT_ROUTE);
  const openId = opened ? Number(params.id) : null;
  const config = useConfig();
  const objects = useObjectsWithTags();
  const user = config.data?.user ?? null;
  const defaults = useMemo(() => defaultChatFilters({ settings: user?.settings ?? null }), [user?.settings]);
  const filters = useMemo(() => readChatFilters(search, defaults), [search, defaults]);
  const [atTop, setAtTop] = useState(true);
  const [newChatOpen, setNewChatOpen] = useState(false);
  const viewer = useMemo(() => chatViewerOf(user?.id ?? null, objects.data), [user?.id, objects.data]);
  // Chats have no selection: the pointer and focus hold the list (a list that stays put).
  const hold = useListHold(atTop, false);
  const list = useChatsList(filters, { viewer, atTop: hold.liveAtTop });
  const counts = useChatsCounts(filters);
  const dates = useDates();
  // spec §9 has no refresh for it: rows' dates and waits move on with the minute.
  const now = useNow();
  const accounts = objects.data?.items ?? [];
  const labels = new Map((objects.data?.labels ?? []).map((label) => [label.id, label.name]));
  // screens.md "Keyboard", the chat list's table: J/K move the highlighted chat, Enter opens it (with the query, as a
  // click does), ? the cheat sheet. Chats have no selection, so no X.
  const [focusedIndex, setFocusedIndex] = useState(-1);
  const focused = list.chats[focusedIndex];
  const help = useScreenShortcuts('chats', {
    next: () => setFocusedIndex((index) => Math.min(list.chats.length - 1, index + 1)),
    previous: () => setFocusedIndex((index) => Math.max(0, index - 1)),
    open: () => focused && navigate(chatPath(focused.id, search)),
  });
  // After closing, and with J/K on the chat: the next or previous chat of this list (my settings, rules/moveOn.ts).
  const ids = useMemo(() => list.chats.map((chat) => chat.id), [list.chats]);
  const pathOf = useCallback((id: number) => chatPath(id, search), [search]);
  const choice = user?.settings.after_close ?? DEFAULT_AFTER_CLOSE;
  const moveOn = useMoveOn({ ids, openId, choice, pathOf, listPath: chatsListPath(search) });
  const setFilters = (next: ChatFilters) => {
    const query = writeChatFilters(search, next);
    navigate(query === '' ? path : `${path}?${query}`);
  };
  const eventFilter = useEventFilterLine(filters.event, () => setFilters({ ...filters, event: null }));
  const state = list.error
    ? { status: 'error' as const, message: serverTextOf(list.error) ?? t('chats:list.loadFailed'), onRetry: list.retry }
    : list.isLoading || !config.data
      ? ({ status: 'loading' } as const)
      : ({ status: 'ready' } as const);
  // spec §1: operators and administrators write; the dialog opens from the chats page (spec §2.5 'Adding a dialogue').
  const canStart = user !== null && user.roles.messages && roleCan(roleOf(user), 'reply');
  return (
    <ChatsView
      title={t('shell:titles.chatsPage')}
      state={state}
      filters={{
        filters,
        onChange: setFilters,
        accounts: accounts.map(({ id, name, provider }) => ({ id, name, provider })),
        savedFilters: <SavedFiltersMenu />,
      }}
      eventFilter={eventFilter}
      empty={{
        filtersOn: activeChatFilters(filters, defaults).map((name) =>
          name === 'search' ? t('chats:filters.searchOn', { q: filters.q }) : t(`chats:filters.${name}`),
        ),
        // Back to the user's own defaults, on the same tab.
        onReset: () => navigate(filters.tab === 'all' ? path : `${path}?tab=${filters.tab}`),
      }}
      tabs={CHAT_TABS}
      counts={counts.data ?? null}
      onTab={(tab) => setFilters({ ...filters, tab })}
      list={{
        chats: list.chats,
        context: {
          accountName: (id) => accounts.find((account) => account.id === id)?.name ?? null,
          labelName: (id) => labels.get(id) ?? `#${id}`,
          dates,
          nowSeconds: Math.floor(now / 1000),
          search,
        },
        hasMore: list.hasMore,
        isLoadingMore: list.isLoadingMore,
        onLoadMore: list.loadMore,
        onAtTopChange: setAtTop,
        pendingCount: list.pending.length,
        onShowPending: list.showPending,
        openId,
        focusedIndex,
        holdBindings: hold.bind,
      }}
      help={help}
      newChat={
        canStart ? (
          <>
            <Button onPress={() => setNewChatOpen(true)}>{t('chats:newChat.open')}</Button>
            {newChatOpen ? (
              <Suspense fallback={null}>
                <NewChatDialog isOpen onClose={() => setNewChatOpen(false)} />
              </Suspense>
            ) : null}
          </>
        ) : undefined
      }
      detail={
        openId === null ? undefined : (
          <Suspense fallback={<Spinner size="lg" />}>
            {/* Another chat is another page: its own thread, panel and scroll. */}
            <ChatScreen key={openId} id={openId} pane moveOn={moveOn} />
          </Suspense>
        )
      }
    />
  );
}
