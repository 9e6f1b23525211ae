import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsPost, StatsPosts } from '@console/api/contract';
import { httpUrlOf } from '@console/machines/rules/safeUrl';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { excerpt, visibleText } from '../../../format/text.ts';
import { StatsFrame, type StatsState } from '../StatsFrame/StatsFrame.tsx';
import * as css from './PostsView.css.ts';
import { shareText } from './shareText.ts';

export type PostsData = StatsState<{
  posts: StatsPosts;
  /** The most posts one answer lists (contract STATS_POSTS_LIMIT): said when the answer holds that many. */
  limit: number;
}>;

export interface PostsViewProps {
  data: PostsData;
  /** The period and filter bar (StatsFilterBar). */
  filterBar: ReactNode;
  /** An account's name by object_id (its id when unknown). */
  accountName: (objectId: number) => string;
  /** The list of the post's received comments in the period (drill.ts drillHref with its post). */
  receivedHref: (post: { object_id: number; post_id: number }) => string;
}

/** The columns a user may sort by, each a number of the answer. */
const SORTABLE = ['received', 'negative', 'negative_share', 'replied', 'reply_rate'] as const;
type SortColumn = (typeof SORTABLE)[number];
/** The post's excerpt in the table; the whole text one press away. */
const POST_EXCERPT = 140;

function PostText({ post }: { post: StatsPost }) {
  const { t } = useTranslation('stats');
  const [open, setOpen] = useState(false);
  // Network text is hostile (quality.md): text only, bidi and zero-width characters shown as their codes.
  const full = visibleText(post.text);
  const short = excerpt(full, POST_EXCERPT);
  const url = httpUrlOf(post.url);
  const id = `stats-post-${post.post_id}`;
  return (
    <>
      {full === '' ? (
        <p className={`${css.postText} ${css.muted}`}>{t('posts.noText')}</p>
      ) : (
        // The whole text scrolls in its box: focusable, so a keyboard can scroll it too.
        <p id={id} className={`${css.postText} ${open ? css.fullText : ''}`} tabIndex={open ? 0 : undefined}>
          <bdi>{open ? full : short}</bdi>
        </p>
      )}
      <span className={css.postActions}>
        {short !== full ? (
          <button type="button" className={css.textButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
            {open ? t('posts.showLess') : t('posts.showAll')}
          </button>
        ) : null}
        {url ? (
          <Link href={url} target="_blank" rel="noopener noreferrer nofollow ugc">
            {t('posts.open')}
          </Link>
        ) : null}
      </span>
    </>
  );
}

function PostsTable({ posts, ...props }: { posts: readonly StatsPost[] } & Omit<PostsViewProps, 'data' | 'filterBar'>) {
  const { t, i18n } = useTranslation('stats');
  const [sort, setSort] = useState<{ column: SortColumn; descending: boolean }>({ column: 'received', descending: true });
  const number = new Intl.NumberFormat(i18n.language);
  const share = (value: number | null) => shareText(value, i18n.language);
  // A stable sort: ties keep the server's order (most received first).
  const rows = [...posts].sort((a, b) => {
    const difference = (a[sort.column] ?? -1) - (b[sort.column] ?? -1);
    return sort.descending ? -difference : difference;
  });
  const header = (column: SortColumn) => {
    const active = sort.column === column;
    return (
      <th key={column} scope="col" aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}>
        <button
          type="button"
          className={`${css.sortButton} ${active ? css.sorted : ''}`}
          onClick={() => setSort({ column, descending: active ? !sort.descending : true })}
        >
          {t(`posts.columns.${column}`)}
          <span aria-hidden="true">{active ? (sort.descending ? '↓' : '↑') : ''}</span>
        </button>
      </th>
    );
  };
  return (
    <div className={css.scrollBox} tabIndex={0} role="region" aria-label={t('posts.scroll')}>
      <table className={css.table} aria-labelledby="stats-posts">
        <thead>
          <tr>
            <th scope="col" className={css.start}>
              {t('posts.columns.post')}
            </th>
            <th scope="col" className={css.start}>
              {t('posts.columns.account')}
            </th>
            {SORTABLE.map(header)}
          </tr>
        </thead>
        <tbody>
          {rows.map((post) => (
            <tr key={post.post_id}>
              <td className={css.postCell}>
                <PostText post={post} />
              </td>
              <td className={css.start}>
                <bdi>{visibleText(props.accountName(post.object_id))}</bdi>
              </td>
              <td>
                <Link href={props.receivedHref(post)}>{number.format(post.received)}</Link>
              </td>
              <td>{number.format(post.negative)}</td>
              <td>{share(post.negative_share)}</td>
              <td>{number.format(post.replied)}</td>
              <td>{share(post.reply_rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// spec §2.3 /stats/posts (docs/stats.md "Screens"): the posts whose comments came in the period, most received first,
// with the negative share and the reply rate; the text is the network's (text only), its link only when http(s).
export function PostsView({ data, filterBar, ...props }: PostsViewProps) {
  const { t } = useTranslation('stats');
  const { t: shell } = useTranslation('shell');
  return (
    <StatsFrame title={shell('titles.statsPosts')} filterBar={filterBar} data={data}>
      {(ready) => (
        <Card as="section" aria-labelledby="stats-posts" className={css.section}>
          <h2 id="stats-posts" className={css.sectionTitle}>
            {t('posts.table')}
          </h2>
          {ready.posts.posts.length === 0 ? (
            <p className={css.muted}>{t('posts.empty')}</p>
          ) : (
            <>
              <PostsTable posts={ready.posts.posts} {...props} />
              {ready.posts.posts.length >= ready.limit ? (
                <p className={css.muted}>{t('posts.limit', { count: ready.limit })}</p>
              ) : null}
            </>
          )}
        </Card>
      )}
    </StatsFrame>
  );
}
