import { useTranslation } from 'react-i18next';
import type { Author, AuthorNote, Chat, Item } from '@console/api/contract';
import { httpUrlOf } from '@console/machines/rules/safeUrl';
import { Link } from '../../../../components/Link/Link.tsx';
import { MultiSelect } from '../../../../components/MultiSelect/MultiSelect.tsx';
import { NetworkIcon, useNetworkName } from '../../../../components/NetworkIcon/NetworkIcon.tsx';
import { AuthorName } from '../../../items/Item/parts/AuthorName.tsx';
import { AuthorNotes } from '../../../items/Item/parts/AuthorNotes.tsx';
import { dateTimeText } from '../../../items/Item/parts/format.ts';
import { avatar, badge, column, entry, list, muted, row, sectionTitle, text } from '../../../items/Item/parts/itemParts.css.ts';
import { chatPath } from '../../paths.ts';

export interface ChatSidePanelProps {
  author: Author;
  /** Null while the author's notes load (or where the server keeps none). */
  notes: readonly AuthorNote[] | null;
  /** The author's other chats (not this one); null while they load. */
  earlier: readonly Chat[] | null;
  /** The author's comments (issue 7 "other comments of the author"); null while they load or where there are none. */
  comments: readonly Item[] | null;
  labels: readonly { id: number; name: string }[];
  canEdit: boolean;
  onLabels: (labels: number[]) => void;
  onAddNote: (text: string) => Promise<boolean>;
}

/** The author page's path (spec §2.3: author/{id}, comments or private messages of one author). */
const authorPagePath = (id: number): string => `/author/${id}`;

// screens.md "side panel with author details, labels, notes, earlier chats".
export function ChatSidePanel({ author, notes, earlier, comments, labels, canEdit, onLabels, onAddNote }: ChatSidePanelProps) {
  const { t, i18n } = useTranslation('chats');
  const network = useNetworkName(author.provider);
  const picture = httpUrlOf(author.avatar);
  const names = new Map(labels.map((label) => [label.id, label.name]));
  return (
    <aside className={column} aria-labelledby="chat-panel-title">
      <h2 id="chat-panel-title" className={sectionTitle}>
        {t('panel.title')}
      </h2>
      <div className={row}>
        {picture ? <img className={avatar} src={picture} alt="" referrerPolicy="no-referrer" loading="lazy" /> : null}
        <div className={column}>
          <AuthorName name={author.name} />
          <span className={row}>
            <NetworkIcon provider={author.provider} size={16} decorative />
            <span className={muted}>{t('panel.network', { network })}</span>
          </span>
          <span className={muted}>{t('chat.phone', { id: author.provider_id })}</span>
        </div>
      </div>
      {canEdit ? (
        <MultiSelect
          label={t('panel.labels')}
          options={labels.map((label) => ({ id: label.id, label: label.name }))}
          value={author.labels}
          onChange={onLabels}
          placeholder={t('panel.labelsNone')}
          summary={(count) => t('panel.labelsCount', { count })}
        />
      ) : (
        <div className={row}>
          <span className={muted}>{t('panel.labels')}:</span>
          {author.labels.length === 0 ? <span className={muted}>{t('panel.labelsNone')}</span> : null}
          {author.labels.map((id) => (
            <span key={id} className={badge}>
              {names.get(id) ?? `#${id}`}
            </span>
          ))}
        </div>
      )}
      {notes ? <AuthorNotes notes={notes} {...(canEdit ? { onAdd: onAddNote } : {})} /> : null}
      <Link href={authorPagePath(author.id)}>{t('panel.openAuthor')}</Link>
      <section className={column} aria-labelledby="chat-panel-earlier">
        <h3 id="chat-panel-earlier" className={sectionTitle}>
          {t('panel.earlier')}
        </h3>
        {earlier && earlier.length === 0 ? <p className={muted}>{t('panel.noEarlier')}</p> : null}
        <ul className={list}>
          {(earlier ?? []).map((chat) => (
            <li key={chat.id} className={entry}>
              <Link href={chatPath(chat.id)}>
                <span className={text}>{chat.excerpt.slice(0, 100) || t('message.noText')}</span>
              </Link>
              <span className={muted}>
                {t(`status.${chat.status}`)} · {dateTimeText(i18n.language, chat.updated_at)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {comments ? (
        <section className={column} aria-labelledby="chat-panel-comments">
          <h3 id="chat-panel-comments" className={sectionTitle}>
            {t('panel.comments')}
          </h3>
          {comments.length === 0 ? <p className={muted}>{t('panel.noComments')}</p> : null}
          <ul className={list}>
            {comments.map((item) => (
              <li key={item.id} className={entry}>
                <Link href={`/items/${item.id}`}>
                  <span className={text}>{item.text.slice(0, 100) || t('message.noText')}</span>
                </Link>
                <span className={muted}>{dateTimeText(i18n.language, item.created_at)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  );
}
