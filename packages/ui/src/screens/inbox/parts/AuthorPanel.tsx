import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { BLOCKED_FOREVER, roleCan, type Author, type AuthorNote, type Item, type RoleName } from '@console/api/contract';
import { httpUrlOf } from '@console/machines/rules/safeUrl';
import { Button } from '../../../components/Button/Button.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { useNetworkName } from '../../../components/NetworkIcon/NetworkIcon.tsx';
import { AuthorNotes } from './AuthorNotes.tsx';
import { AuthorEntries, AuthorIdentity, AuthorLabels } from './AuthorPanelParts.tsx';
import { badge, badgeDanger, column, muted, row, sectionTitle } from './detail.css.ts';
import { useDates } from '../../../format/dates.tsx';
import { itemPath } from '../paths.ts';

export interface AuthorPanelProps {
  author: Author;
  /** Null while the author's notes load. */
  notes: readonly AuthorNote[] | null;
  /** The author's other comments (not this one); null while they load. */
  others: readonly Item[] | null;
  labels: readonly { id: number; name: string }[];
  role: RoleName;
  onLabels: (labels: number[]) => void;
  onAddNote: (text: string) => Promise<boolean>;
  onBlock: () => void;
  onUnblock: () => void;
}

/** The author page's path (spec §2: author/{id}). */
export const authorPagePath = (id: number): string => `/author/${id}`;

// The author beside the item (screens.md "an author panel that can be toggled"): who, labels, notes, block, others.
export function AuthorPanel(props: AuthorPanelProps) {
  const { author, notes, others, labels, role, onLabels, onAddNote, onBlock, onUnblock } = props;
  const { t } = useTranslation('item');
  const dates = useDates();
  const search = useSearch();
  const network = useNetworkName(author.provider);
  const profile = httpUrlOf(author.url);
  const canLabel = roleCan(role, 'tag');
  const canBlock = roleCan(role, 'block');
  const blocked = author.blocked_until !== null;
  return (
    <aside className={column} aria-labelledby="item-author-title">
      <h2 id="item-author-title" className={sectionTitle}>
        {t('author.panel')}
      </h2>
      <AuthorIdentity author={author} network={network} detail={t('author.items', { count: author.items_count })} />
      <div className={row}>
        {blocked ? (
          <span className={`${badge} ${badgeDanger}`}>
            {author.blocked_until === BLOCKED_FOREVER
              ? t('block.forever')
              : t('block.until', { date: dates.dateTimeShort({ s: author.blocked_until! }) })}
          </span>
        ) : (
          <span className={muted}>{t('author.notBlocked')}</span>
        )}
        {canBlock ? (
          <Button variant={blocked ? 'secondary' : 'danger'} onPress={blocked ? onUnblock : onBlock}>
            {blocked ? t('actions.unblock') : t('actions.block')}
          </Button>
        ) : null}
      </div>
      <AuthorLabels
        author={author}
        labels={labels}
        canEdit={canLabel}
        texts={{
          label: t('author.labels'),
          none: t('author.labelsNone'),
          count: (count) => t('author.labelsCount', { count }),
        }}
        onLabels={onLabels}
      />
      {notes ? <AuthorNotes notes={notes} {...(canLabel ? { onAdd: onAddNote } : {})} /> : null}
      <div className={row}>
        <Link href={authorPagePath(author.id)}>{t('author.open')}</Link>
        {profile ? (
          <Link href={profile} target="_blank" rel="noopener noreferrer nofollow ugc">
            {t('author.profile')}
          </Link>
        ) : null}
      </div>
      <AuthorEntries
        id="item-author-others"
        title={t('author.others')}
        empty={t('author.othersNone')}
        entries={
          others?.map((item) => ({
            id: item.id,
            // Another comment opens beside the same list: its filters ride along (spec §7 "the current query").
            href: itemPath(item.id, search),
            text: item.text.slice(0, 100),
            meta: dates.dateTimeShort({ s: item.created_at }),
          })) ?? null
        }
      />
    </aside>
  );
}
