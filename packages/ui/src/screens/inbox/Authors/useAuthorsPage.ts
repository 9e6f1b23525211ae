import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { NetworkId, type SocialObject } from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import type { AuthorsFilters } from '../../../data/authors.ts';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useDates } from '../../../format/dates.tsx';
import type { AuthorsViewProps } from './AuthorsView.tsx';

type PageProps = Pick<
  AuthorsViewProps,
  'q' | 'providers' | 'networks' | 'onSearch' | 'onProviders' | 'labelName' | 'dates' | 'filtersOn' | 'onReset'
>;

// What an authors list (items/authors, chats/authors) takes from the URL and the space: the search and networks of
// the URL (q, provider[]), the networks of the space's accounts, label names and dates. Changing them changes the URL.
export function useAuthorsPage(): { filters: AuthorsFilters; accounts: readonly SocialObject[]; page: PageProps } {
  const { t } = useTranslation(['shell', 'items']);
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const q = (params.get('q') ?? '').slice(0, 200);
  const providers = params.getAll('provider[]').filter((p) => NetworkId.safeParse(p).success);
  const objects = useObjectsWithTags();
  const dates = useDates();
  const labels = objects.data?.labels;
  const accounts = objects.data?.items ?? [];
  const networks = [...new Set(accounts.map((o) => o.provider))].map((id) => ({
    id,
    label: t(`providers.${id}`, { defaultValue: id }),
  }));
  const go = (nextQ: string, nextProviders: readonly string[]) => {
    const next = new URLSearchParams();
    if (nextQ.trim()) next.set('q', nextQ.trim());
    for (const provider of nextProviders) next.append('provider[]', provider);
    const query = next.toString();
    navigate(query === '' ? path : `${path}?${query}`);
  };
  return {
    filters: { q, providers },
    accounts,
    page: {
      q,
      providers,
      networks,
      onSearch: (next) => go(next, providers),
      onProviders: (next) => go(q, next),
      // Named as the page's own fields name them (the search box, the network checkboxes).
      filtersOn: [
        ...(q.trim() ? [t('items:authors.search')] : []),
        ...(providers.length > 0 ? [t('items:authors.network')] : []),
      ],
      onReset: () => go('', []),
      labelName: (id) => labels?.find((label) => label.id === id)?.name ?? `#${id}`,
      dates,
    },
  };
}

/** The list's state for AuthorsView: the server's text (or `failed`) on an error, loading until the first page. */
export function authorsStateOf(
  list: { error: unknown; isLoading: boolean; retry: () => void },
  failed: string,
): AuthorsViewProps['state'] {
  if (list.error) return { status: 'error', message: serverTextOf(list.error) ?? failed, onRetry: list.retry };
  return list.isLoading ? { status: 'loading' } : { status: 'ready' };
}
