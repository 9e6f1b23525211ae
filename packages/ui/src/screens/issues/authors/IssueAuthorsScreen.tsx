import { useTranslation } from 'react-i18next';
import { useIssueAuthors } from '../../../data/issues.ts';
import { AuthorsView } from '../../inbox/Authors/AuthorsView.tsx';
import { authorsStateOf, useAuthorsPage } from '../../inbox/Authors/useAuthorsPage.ts';
import { authorIssuesPath } from '../list/paths.ts';

// /issues/authors (spec §2.2 issues-authors-page): GET v1/issues/authors with the search and networks of the URL
// (q, provider[]), as /items/authors and /chats/authors; an author opens the issues made for them
// (/issues?author_id={id}).
export function IssueAuthorsScreen() {
  const { t } = useTranslation(['issues', 'shell']);
  const { filters, page } = useAuthorsPage();
  const authors = useIssueAuthors(filters);
  return (
    <AuthorsView
      title={t('shell:titles.issuesAuthorsPage')}
      state={authorsStateOf(authors, t('issues:list.authors.loadFailed'))}
      authors={authors.authors}
      hasMore={authors.hasMore}
      onMore={authors.loadMore}
      href={(author) => authorIssuesPath(author.id)}
      {...page}
    />
  );
}
