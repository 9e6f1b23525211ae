import { useTranslation } from 'react-i18next';
import type { Post } from '@console/api/contract';
import { httpUrlOf } from '@console/machines/rules/safeUrl';
import { Link } from '../../../../components/Link/Link.tsx';
import {
  badge,
  badgeDanger,
  badgeWarning,
  column,
  entry,
  image,
  muted,
  row,
  sectionTitle,
  text,
} from '../../../inbox/parts/detail.css.ts';
import { leftText } from './format.ts';
import { useDates } from '../../../../format/dates.tsx';

export interface PostCardProps {
  post: Post;
  /** Unix ms now (the story's time-left badge counts from it). */
  now: number;
}

// The post the item belongs to (screens.md "Item: the parent post card"): its text as text, its picture and link
// only through the URL check, and for a story the time left to answer (spec §9: stories 24 hours).
export function PostCard({ post, now }: PostCardProps) {
  const { t } = useTranslation('item');
  const dates = useDates();
  const url = httpUrlOf(post.url);
  const picture = httpUrlOf(post.image);
  const left = post.expires_at === null ? null : post.expires_at - Math.floor(now / 1000);
  return (
    <section className={entry} aria-labelledby="item-post-title">
      <div className={row}>
        <h2 id="item-post-title" className={sectionTitle}>
          {t('post.title')}
        </h2>
        <span className={muted}>{dates.dateTimeShort({ s: post.created_at })}</span>
        {left === null ? null : (
          <span className={`${badge} ${left > 0 ? badgeWarning : badgeDanger}`}>
            {left > 0 ? t('post.storyLeft', { time: leftText(t, left) }) : t('post.storyExpired')}
          </span>
        )}
      </div>
      <div className={column}>
        <p className={text}>{post.text}</p>
        {picture ? (
          <img className={image} src={picture} alt={t('post.image')} referrerPolicy="no-referrer" loading="lazy" />
        ) : null}
        {url ? (
          <Link href={url} target="_blank" rel="noopener noreferrer nofollow ugc">
            {t('post.open')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
