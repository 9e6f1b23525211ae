import { useTranslation } from 'react-i18next';
import { BLOCKED_FOREVER, roleCan, type Author, type AuthorNote, type Item, type RoleName } from '@console/api/contract';
import { httpUrlOf } from '@console/machines/rules/safeUrl';
import { Button } from '../../../../components/Button/Button.tsx';
import { Link } from '../../../../components/Link/Link.tsx';
import { MultiSelect } from '../../../../components/MultiSelect/MultiSelect.tsx';
import { NetworkIcon, useNetworkName } from '../../../../components/NetworkIcon/NetworkIcon.tsx';
import { AuthorName } from './AuthorName.tsx';
import { AuthorNotes } from './AuthorNotes.tsx';
import { avatar, badge, badgeDanger, column, entry, list, muted, row, sectionTitle, text } from './itemParts.css.ts';
import { dateTimeText } from './format.ts';

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
  const { t, i18n } = useTranslation('item');
  const network = useNetworkName(author.provider);
  const picture = httpUrlOf(author.avatar);
  const profile = httpUrlOf(author.url);
  const canLabel = roleCan(role, 'tag');
  const canBlock = roleCan(role, 'block');
  const blocked = author.blocked_until !== null;
  const names = new Map(labels.map((label) => [label.id, label.name]));
  return (
    <aside className={column} aria-labelledby="item-author-title">
      <h2 id="item-author-title" className={sectionTitle}>
        {t('author.panel')}
      </h2>
      <div className={row}>
        {picture ? <img className={avatar} src={picture} alt="" referrerPolicy="no-referrer" loading="lazy" /> : null}
        <div className={column}>
          <AuthorName name={author.name} />
          <span className={row}>
            <NetworkIcon provider={author.provider} size={16} decorative />
            <span className={muted}>{network}</span>
          </span>
          <span className={muted}>{t('author.items', { count: author.items_count })}</span>
        </div>
      </div>
      <div className={row}>
        {blocked ? (
          <span className={`${badge} ${badgeDanger}`}>
            {author.blocked_until === BLOCKED_FOREVER
              ? t('block.forever')
              : t('block.until', { date: dateTimeText(i18n.language, author.blocked_until!) })}
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
      {canLabel ? (
        <MultiSelect
          label={t('author.labels')}
          options={labels.map((label) => ({ id: label.id, label: label.name }))}
          value={author.labels}
          onChange={onLabels}
          placeholder={t('author.labelsNone')}
          summary={(count) => t('author.labelsCount', { count })}
        />
      ) : (
        <div className={row}>
          <span className={muted}>{t('author.labels')}:</span>
          {author.labels.length === 0 ? <span className={muted}>{t('author.labelsNone')}</span> : null}
          {author.labels.map((id) => (
            <span key={id} className={badge}>
              {names.get(id) ?? `#${id}`}
            </span>
          ))}
        </div>
      )}
      {notes ? <AuthorNotes notes={notes} {...(canLabel ? { onAdd: onAddNote } : {})} /> : null}
      <div className={row}>
        <Link href={authorPagePath(author.id)}>{t('author.open')}</Link>
        {profile ? (
          <Link href={profile} target="_blank" rel="noopener noreferrer nofollow ugc">
            {t('author.profile')}
          </Link>
        ) : null}
      </div>
      <section className={column} aria-labelledby="item-author-others">
        <h3 id="item-author-others" className={sectionTitle}>
          {t('author.others')}
        </h3>
        {others && others.length === 0 ? <p className={muted}>{t('author.othersNone')}</p> : null}
        <ul className={list}>
          {(others ?? []).map((item) => (
            <li key={item.id} className={entry}>
              <Link href={`/items/${item.id}`}>
                <span className={text}>{item.text.slice(0, 100)}</span>
              </Link>
              <span className={muted}>{dateTimeText(i18n.language, item.created_at)}</span>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
