import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { NetworkId } from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { useItemAuthors } from '../../../data/items.ts';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useDates } from '../../../format/dates.tsx';
import { AuthorsView } from './AuthorsView.tsx';

// /items/authors (issue 6): GET v1/items/authors with the search and networks of the URL (q, provider[]).
export function AuthorsScreen() {
  const { t } = useTranslation(['items', 'shell']);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const q = (params.get('q') ?? '').slice(0, 200);
  const providers = params.getAll('provider[]').filter((p) => NetworkId.safeParse(p).success);
  const authors = useItemAuthors({ q, providers });
  const objects = useObjectsWithTags();
  const dates = useDates();
  const labels = objects.data?.labels;
  const networks = [...new Set((objects.data?.items ?? []).map((o) => o.provider))].map((id) => ({
    id,
    label: t(`shell:providers.${id}`, { defaultValue: id }),
  }));
  const go = (nextQ: string, nextProviders: readonly string[]) => {
    const next = new URLSearchParams();
    if (nextQ.trim()) next.set('q', nextQ.trim());
    for (const provider of nextProviders) next.append('provider[]', provider);
    const query = next.toString();
    navigate(query === '' ? path : `${path}?${query}`);
  };
  const state = authors.error
    ? { status: 'error' as const, message: serverTextOf(authors.error) ?? t('items:authors.loadFailed'), onRetry: authors.retry }
    : authors.isLoading
      ? ({ status: 'loading' } as const)
      : ({ status: 'ready' } as const);
  return (
    <AuthorsView
      title={t('shell:titles.itemsAuthorsPage')}
      state={state}
      authors={authors.authors}
      q={q}
      providers={providers}
      networks={networks}
      onSearch={(next) => go(next, providers)}
      onProviders={(next) => go(q, next)}
      hasMore={authors.hasMore}
      onMore={authors.loadMore}
      labelName={(id) => labels?.find((label) => label.id === id)?.name ?? `#${id}`}
      dates={dates}
    />
  );
}
