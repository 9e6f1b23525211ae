import { useTranslation } from 'react-i18next';
import { useItemAuthors } from '../../../data/items.ts';
import { AuthorsView } from '../../inbox/Authors/AuthorsView.tsx';
import { authorsStateOf, useAuthorsPage } from '../../inbox/Authors/useAuthorsPage.ts';

// /items/authors: GET v1/items/authors with the search and networks of the URL (q, provider[]).
export function AuthorsScreen() {
  const { t } = useTranslation(['items', 'shell']);
  const { filters, page } = useAuthorsPage();
  const authors = useItemAuthors(filters);
  return (
    <AuthorsView
      title={t('shell:titles.itemsAuthorsPage')}
      state={authorsStateOf(authors, t('items:authors.loadFailed'))}
      authors={authors.authors}
      hasMore={authors.hasMore}
      onMore={authors.loadMore}
      {...page}
    />
  );
}
