import { Avatar } from '../../../components/Avatar/Avatar.tsx';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Author } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { CheckboxGroup } from '../../../components/Checkbox/Checkbox.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { EmptyList } from '../EmptyList/EmptyList.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { visibleText } from '../../../format/text.ts';
import type { Dates } from '../../../format/dates.tsx';
import { AuthorFacts } from '../AuthorLine.tsx';
import * as css from '../list.css.ts';
import { authorPath } from '../paths.ts';

const defaultHref = (author: Author) => authorPath(author.id);

export interface AuthorsViewProps<A extends Author = Author> {
  title: string;
  state: { status: 'loading' } | { status: 'error'; message: string; onRetry: () => void } | { status: 'ready' };
  authors: readonly A[];
  q: string;
  providers: readonly string[];
  networks: readonly { id: string; label: string }[];
  onSearch: (q: string) => void;
  onProviders: (providers: string[]) => void;
  hasMore: boolean;
  onMore: () => void;
  labelName: (id: number) => string;
  dates: Dates;
  /** The filters that are on (the search, the networks), named as on the page; empty: none. */
  filtersOn: readonly string[];
  /** Back to every author: no search, every network. */
  onReset: () => void;
  /** Where a row leads (the author page by default). */
  href?: (author: A) => string;
  /** What a row says after the network (AuthorFacts' activity: the comments count and last activity by default). */
  activity?: (author: A) => ReactNode;
}

// /items/authors and /chats/authors (screens.md "Authors list"): search, a network filter, and keyset pages of authors.
export function AuthorsView<A extends Author = Author>(props: AuthorsViewProps<A>) {
  const { title, state, authors, networks, hasMore, onMore, labelName, dates, href = defaultHref, activity } = props;
  const { t } = useTranslation(['items', 'common']);
  const [q, setQ] = useState(props.q);
  return (
    <main className={css.contentPage} aria-busy={state.status === 'loading' || undefined}>
      <h1 className={css.heading}>{title}</h1>
      <form
        role="search"
        className={css.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSearch(q);
        }}
      >
        <TextField label={t('authors.search')} type="search" value={q} onChange={setQ} maxLength={200} />
        <Button type="submit" variant="secondary">
          {t('authors.find')}
        </Button>
        <CheckboxGroup
          label={t('authors.network')}
          options={networks.map((network) => ({ value: network.id, label: network.label }))}
          value={props.providers}
          onChange={props.onProviders}
        />
      </form>
      {state.status === 'loading' ? <Spinner size="lg" /> : null}
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
      {state.status === 'ready' && authors.length === 0 ? (
        <EmptyList
          nothingText={t('authors.empty')}
          noMatchText={t('authors.noMatch')}
          filtersOn={props.filtersOn}
          filtersOnText={(names) => t('list.filtersOn', { names })}
          resetLabel={t('list.reset')}
          onReset={() => {
            setQ('');
            props.onReset();
          }}
        />
      ) : null}
      {state.status === 'ready' && authors.length > 0 ? (
        <ul className={css.authorList} aria-label={t('authors.label')}>
          {authors.map((author) => (
            <li key={author.id} className={css.authorRow}>
              <Avatar name={author.name} seed={author.id} />
              <div className={css.rowBody}>
                <Link href={href(author)} className={css.excerptLink}>
                  <bdi className={css.author}>{visibleText(author.name)}</bdi>
                </Link>
                <AuthorFacts author={author} labelName={labelName} dates={dates} activity={activity?.(author)} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {state.status === 'ready' && hasMore ? (
        <div>
          <Button variant="secondary" onPress={onMore}>
            {t('authors.more')}
          </Button>
        </div>
      ) : null}
    </main>
  );
}
