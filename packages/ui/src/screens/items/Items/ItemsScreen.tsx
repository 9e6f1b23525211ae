import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRoute, useSearch } from 'wouter';
import { roleOf, type Item } from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { useItemsList } from '../../../data/items.ts';
import { defaultFilters, readFilters, writeFilters, type ItemFilters } from '../../../data/itemsQuery.ts';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useConfig } from '../../../data/resources.ts';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { ITEM_ROUTE } from '../../inbox/paths.ts';
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
  const filters = useMemo(() => readFilters(search, defaultFilters(settings)), [search, settings]);
  const [atTop, setAtTop] = useState(true);
  const list = useItemsList(filters, { userId: user?.id ?? null, atTop });
  const inbox = useInbox(list, {
    role: user ? roleOf(user) : null,
    userId: user?.id ?? null,
    onAtTopChange: setAtTop,
    search,
    openId,
    screen: 'items',
  });
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
      detail={
        openId === null ? undefined : (
          <Suspense fallback={<Spinner size="lg" />}>
            {/* Another item is another page: its own panels, dialogs and lock. */}
            <ItemScreen key={openId} id={openId} pane onShown={setOpenItem} />
          </Suspense>
        )
      }
    />
  );
}
