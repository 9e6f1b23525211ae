import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRoute, useSearch } from 'wouter';
import { roleOf, type Item } from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { activeItemFilters } from '../../../data/activeFilters.ts';
import { useEventFilterLine } from '../../inbox/EventFilterLine/useEventFilterLine.ts';
import { useItemsList } from '../../../data/items.ts';
import { defaultFilters, readFilters, writeFilters, type ItemFilters } from '../../../data/itemsQuery.ts';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useConfig } from '../../../data/resources.ts';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { DEFAULT_AFTER_CLOSE } from '@console/machines/rules/moveOn';
import { ITEM_ROUTE, itemPath, itemsListPath } from '../../inbox/paths.ts';
import { useMoveOn } from '../../inbox/useMoveOn.ts';
import { useListHold } from '../../inbox/useListHold.ts';
import { useInbox } from '../useInbox.ts';
import { ItemsView } from './ItemsView.tsx';

// The item comes in its own chunk, when one is opened (quality.md: 60 KB per lazy route chunk).
const ItemScreen = lazy(() => import('../Item/ItemScreen.tsx').then((m) => ({ default: m.ItemScreen })));

const NO_TAGS: readonly { id: number; name: string }[] = [];

// /items and /items/{id} (screens.md "Comments inbox"): one screen for both routes, so the list stays mounted
// beside the open item (its filters, scroll, selection and live rows). The filters are the URL's query, exactly the
// API's parameters, on both routes; without any, the user's settings (spec §3) with the default statuses (spec §9).
export function ItemsScreen() {
  const { t } = useTranslation(['items', 'shell']);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [opened, params] = useRoute<{ id: string }>(ITEM_ROUTE);
  const openId = opened ? Number(params.id) : null;
  const config = useConfig();
  const user = config.data?.user ?? null;
  const settings = user?.settings ?? null;
  const defaults = useMemo(() => defaultFilters(settings), [settings]);
  const filters = useMemo(() => readFilters(search, defaults), [search, defaults]);
  const [atTop, setAtTop] = useState(true);
  // A selection holds the list as the pointer and focus do (a list that stays put); it is known after the list is.
  const [selecting, setSelecting] = useState(false);
  const hold = useListHold(atTop, selecting);
  const list = useItemsList(filters, { userId: user?.id ?? null, atTop: hold.liveAtTop });
  const inbox = useInbox(list, {
    role: user ? roleOf(user) : null,
    userId: user?.id ?? null,
    onAtTopChange: setAtTop,
    search,
    openId,
    screen: 'items',
  });
  // After closing, and with J/K on the item: the next or previous row of this list (my settings, rules/moveOn.ts).
  const ids = useMemo(() => list.items.map((item) => item.id), [list.items]);
  const pathOf = useCallback((id: number) => itemPath(id, search), [search]);
  const choice = settings?.after_close ?? DEFAULT_AFTER_CLOSE;
  const moveOn = useMoveOn({ ids, openId, choice, pathOf, listPath: itemsListPath(search) });
  const selectionSize = inbox.list.selected.size;
  useEffect(() => setSelecting(selectionSize > 0), [selectionSize]);
  const objects = useObjectsWithTags();
  // The open item's row shows it as the item pane has it (opened: read), once the list is in.
  const [openItem, setOpenItem] = useState<Item | null>(null);
  const { replace, isLoading } = list;
  useEffect(() => {
    if (openItem && !isLoading) replace([openItem]);
  }, [openItem, isLoading, replace]);

  // Stable props for the memoised filter pane: a page appended to the list does not render it again.
  const setFilters = useCallback(
    (next: ItemFilters) => {
      const query = writeFilters(search, next);
      navigate(query === '' ? path : `${path}?${query}`);
    },
    [search, path, navigate],
  );
  const eventFilter = useEventFilterLine(filters.event, () => setFilters({ ...filters, event: null }));
  const accounts = useMemo(
    () => (objects.data?.items ?? []).map(({ id, name, provider }) => ({ id, name, provider })),
    [objects.data?.items],
  );
  const state = list.error
    ? { status: 'error' as const, message: serverTextOf(list.error) ?? t('items:list.loadFailed'), onRetry: list.retry }
    : list.isLoading || !config.data
      ? ({ status: 'loading' } as const)
      : ({ status: 'ready' } as const);
  return (
    <ItemsView
      title={t('shell:titles.itemsPage')}
      state={state}
      filters={{
        filters,
        onChange: setFilters,
        accounts,
        tags: objects.data?.tags ?? NO_TAGS,
      }}
      {...inbox}
      list={{ ...inbox.list, holdBindings: hold.bind }}
      eventFilter={eventFilter}
      empty={{
        filtersOn: activeItemFilters(filters, defaults).map((name) =>
          name === 'search' ? t('items:filters.searchOn', { q: filters.q }) : t(`items:filters.${name}`),
        ),
        // Back to the user's own defaults: the URL without a query.
        onReset: () => navigate(path),
      }}
      detail={
        openId === null ? undefined : (
          <Suspense fallback={<Spinner size="lg" />}>
            {/* Another item is another page: its own panels, dialogs and lock. */}
            <ItemScreen key={openId} id={openId} pane onShown={setOpenItem} moveOn={moveOn} />
          </Suspense>
        )
      }
    />
  );
}
