import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { Author, AuthorNote, Chat, Item } from '@console/api/contract';
import { Link } from '../../../../components/Link/Link.tsx';
import { useNetworkName } from '../../../../components/NetworkIcon/NetworkIcon.tsx';
import { AuthorNotes } from '../../../inbox/parts/AuthorNotes.tsx';
import { authorPagePath } from '../../../inbox/parts/AuthorPanel.tsx';
import { AuthorEntries, AuthorIdentity, AuthorLabels } from '../../../inbox/parts/AuthorPanelParts.tsx';
import { useDates } from '../../../../format/dates.tsx';
import { column, sectionTitle } from '../../../inbox/parts/detail.css.ts';
import { chatPath, itemPath } from '../../../inbox/paths.ts';

export interface ChatSidePanelProps {
  author: Author;
  /** Null while the author's notes load (or where the server keeps none). */
  notes: readonly AuthorNote[] | null;
  /** The author's other chats (not this one); null while they load. */
  earlier: readonly Chat[] | null;
  /** The author's comments; null while they load or where there are none. */
  comments: readonly Item[] | null;
  labels: readonly { id: number; name: string }[];
  canEdit: boolean;
  onLabels: (labels: number[]) => void;
  onAddNote: (text: string) => Promise<boolean>;
  /** The macros the user may run on the chat (docs/macros.md), after the notes. */
  macros?: ReactNode;
}

// screens.md "side panel with author details, labels, notes, macros, earlier chats" (the item page's author panel parts).
export function ChatSidePanel(props: ChatSidePanelProps) {
  const { author, notes, earlier, comments, labels, canEdit, onLabels, onAddNote, macros } = props;
  const { t } = useTranslation('chats');
  const dates = useDates();
  const search = useSearch();
  const network = useNetworkName(author.provider);
  return (
    <aside className={column} aria-labelledby="chat-panel-title">
      <h2 id="chat-panel-title" className={sectionTitle}>
        {t('panel.title')}
      </h2>
      <AuthorIdentity
        author={author}
        network={t('panel.network', { network })}
        detail={t('chat.phone', { id: author.provider_id })}
      />
      {/* The T shortcut of the chat page focuses the labels (chats have the author's labels where items have tags). */}
      <div data-shortcut="labels">
        <AuthorLabels
          author={author}
          labels={labels}
          canEdit={canEdit}
          texts={{ label: t('panel.labels'), none: t('panel.labelsNone'), count: (count) => t('panel.labelsCount', { count }) }}
          onLabels={onLabels}
        />
      </div>
      {notes ? <AuthorNotes notes={notes} {...(canEdit ? { onAdd: onAddNote } : {})} /> : null}
      {macros}
      <Link href={authorPagePath(author.id)}>{t('panel.openAuthor')}</Link>
      <AuthorEntries
        id="chat-panel-earlier"
        title={t('panel.earlier')}
        empty={t('panel.noEarlier')}
        entries={
          earlier?.map((chat) => ({
            id: chat.id,
            // An earlier chat opens beside the same list: its filters ride along (spec §7 "the current query").
            href: chatPath(chat.id, search),
            text: chat.excerpt.slice(0, 100) || t('message.noText'),
            meta: `${t(`status.${chat.status}`)} · ${dates.dateTimeShort({ s: chat.updated_at })}`,
          })) ?? null
        }
      />
      {comments ? (
        <AuthorEntries
          id="chat-panel-comments"
          title={t('panel.comments')}
          empty={t('panel.noComments')}
          entries={comments.map((item) => ({
            id: item.id,
            href: itemPath(item.id),
            text: item.text.slice(0, 100) || t('message.noText'),
            meta: dates.dateTimeShort({ s: item.created_at }),
          }))}
        />
      ) : null}
    </aside>
  );
}
