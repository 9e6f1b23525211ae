import { MESSAGE_EXCERPT_LENGTH } from '@console/spec';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Button } from '../../../components/Button/Button.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { AUTHOR_CHATS_SHOWN, useAuthorChats } from '../../../data/chats.ts';
import { excerpt } from '../../../format/text.ts';
import { media } from '../../../theme/breakpoints.ts';
import { useDates } from '../../../format/dates.tsx';
import { column, entry, list, muted, row, sectionTitle, text } from '../parts/detail.css.ts';
import { chatPath } from '../paths.ts';

const wide = () => typeof window === 'undefined' || !window.matchMedia(media.mobile).matches;
/** The chats authors list opens the page on the messages (authorMessagesPath): shown at once, on a phone too. */
const asked = (search: string) => new URLSearchParams(search).get('view') === 'messages';

// author/{id} (spec §2.3 "comments or private messages of one author; toggled on mobile"): the author's chats beside
// their comments, open on wider screens, behind a toggle on a phone.
export function AuthorChats({ authorId }: { authorId: number }) {
  const { t } = useTranslation('chats');
  const dates = useDates();
  const chats = useAuthorChats(authorId);
  const search = useSearch();
  const [open, setOpen] = useState(() => asked(search) || wide());
  const rows = chats.data?.items.slice(0, AUTHOR_CHATS_SHOWN) ?? null;
  return (
    <section className={column} aria-labelledby="author-chats-title">
      <div className={row}>
        <h3 id="author-chats-title" className={sectionTitle}>
          {t('author.title')}
        </h3>
        <Button variant="secondary" aria-expanded={open} aria-controls="author-chats" onPress={() => setOpen(!open)}>
          {t(open ? 'author.hide' : 'author.show')}
        </Button>
      </div>
      {open ? (
        <div id="author-chats" className={column}>
          {!chats.data && !chats.error ? <Spinner size="sm" /> : null}
          {chats.error ? (
            <p role="alert" className={muted}>
              {t('list.loadFailed')}
            </p>
          ) : null}
          {rows && rows.length === 0 ? <p className={muted}>{t('author.none')}</p> : null}
          <ul className={list}>
            {(rows ?? []).map((chat) => (
              <li key={chat.id} className={entry}>
                <Link href={chatPath(chat.id)}>
                  <bdi className={text}>{excerpt(chat.excerpt, MESSAGE_EXCERPT_LENGTH) || t('message.noText')}</bdi>
                </Link>
                <span className={muted}>
                  {t(`status.${chat.status}`)} · {dates.dateTimeShort({ s: chat.updated_at })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
