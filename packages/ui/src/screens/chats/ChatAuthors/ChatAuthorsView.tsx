import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatAuthor } from '@console/api/contract';
import { visibleText } from '../../../format/text.ts';
import { AuthorsView, type AuthorsViewProps } from '../../inbox/Authors/AuthorsView.tsx';
import { authorMessagesPath } from '../../inbox/paths.ts';

export interface ChatAuthorsViewProps extends Omit<AuthorsViewProps<ChatAuthor>, 'href' | 'activity'> {
  /** The connected account's name by id; null when the account is unknown (gone, or another space's). */
  accountName: (id: number) => string | null;
}

// /chats/authors (spec §2.3; screens.md "Authors list"): the items' authors list, each row saying through which
// accounts the person wrote, how many chats and when the last one moved; a row opens their private messages.
export function ChatAuthorsView({ accountName, ...props }: ChatAuthorsViewProps) {
  const { t } = useTranslation('chats');
  return (
    <AuthorsView<ChatAuthor>
      {...props}
      href={(author) => authorMessagesPath(author.id)}
      activity={(author) => (
        <>
          {author.object_ids.map((id) => (
            <Fragment key={id}>
              <span>·</span>
              <bdi>{visibleText(accountName(id) ?? `#${id}`)}</bdi>
            </Fragment>
          ))}
          <span>·</span>
          <span>{t('authors.chats', { count: author.chats_count })}</span>
          <span>·</span>
          <span>
            {author.last_chat_at === null
              ? t('authors.noChat')
              : t('authors.lastChat', { date: props.dates.dateTime({ s: author.last_chat_at }) })}
          </span>
        </>
      )}
    />
  );
}
