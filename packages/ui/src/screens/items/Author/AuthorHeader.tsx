import { Avatar } from '../../../components/Avatar/Avatar.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Author } from '@console/api/contract';
import { httpUrlOf } from '@console/machines/rules/safeUrl';
import { visibleText } from '../../../format/text.ts';
import type { Dates } from '../../../format/dates.tsx';
import { AuthorFacts } from '../../inbox/AuthorLine.tsx';
import * as css from '../../inbox/list.css.ts';

// The author page's header: who, on which network, how active, labels, blocked-until; the profile link only
// through the URL check (http and https only, quality.md).
export function AuthorHeader({
  author,
  labelName,
  dates,
  children,
}: {
  author: Author;
  labelName: (id: number) => string;
  dates: Dates;
  /** Shown above the comments (the author's private messages). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('items');
  const url = httpUrlOf(author.url);
  return (
    <section className={css.authorRow} aria-label={t('authors.label')}>
      <Avatar name={author.name} seed={author.id} />
      <div className={css.rowBody}>
        <h2 className={css.heading}>
          <bdi>{visibleText(author.name)}</bdi>
        </h2>
        <AuthorFacts author={author} labelName={labelName} dates={dates} />
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer nofollow ugc" className={css.muted}>
            {t('authors.profile')}
          </a>
        ) : null}
        {children}
        <h3 className={css.muted}>{t('authors.comments')}</h3>
      </div>
    </section>
  );
}
