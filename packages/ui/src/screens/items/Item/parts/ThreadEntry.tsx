import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '@console/api/contract';
import {
  badge,
  badgeDanger,
  badgeSuccess,
  badgeWarning,
  entry as entryClass,
  entryCurrent,
  entryOurs,
  muted,
  row,
  text,
} from '../../../inbox/parts/detail.css.ts';
import { AttachmentView } from '../../../inbox/parts/AttachmentView.tsx';
import { AuthorName } from '../../../inbox/parts/AuthorName.tsx';
import { useDates } from '../../../../format/dates.tsx';

const DELIVERY_TONE = { pending: badgeWarning, sent: badgeSuccess, failed: badgeDanger } as const;

export interface ThreadEntryProps {
  item: Item;
  /** The item the page is about: highlighted. */
  current?: boolean;
  /** An attachment's address on the API host, through the URL sanitiser; null when it is not http(s). */
  resolveUrl: (url: string) => string | null;
  /** Under the text: editing our own comment. */
  children?: ReactNode;
}

// One comment of the thread: author, time, the text as text, our reply's files; ours with who replied and how
// delivery went.
export function ThreadEntry({ item, current = false, resolveUrl, children }: ThreadEntryProps) {
  const { t } = useTranslation('item');
  const dates = useDates();
  const classes = [entryClass, item.from_us ? entryOurs : '', current ? entryCurrent : ''].filter(Boolean).join(' ');
  return (
    <li className={classes} aria-current={current || undefined} data-item-id={item.id}>
      <div className={row}>
        <AuthorName name={item.author.name} />
        <span className={muted}>{dates.dateTimeShort({ s: item.created_at })}</span>
        {item.edited_at !== null ? <span className={muted}>{t('thread.edited')}</span> : null}
        {current ? <span className={badge}>{t('thread.current')}</span> : null}
        {item.from_us ? <span className={badge}>{t('thread.ours')}</span> : null}
        {item.hidden ? <span className={badge}>{t('thread.hidden')}</span> : null}
        {item.liked ? <span className={badge}>{t('thread.liked')}</span> : null}
        {item.status === 'deleted' ? <span className={`${badge} ${badgeDanger}`}>{t('statuses.deleted')}</span> : null}
      </div>
      {item.rating !== null ? (
        <span className={muted}>
          <span aria-hidden="true">{'★'.repeat(item.rating) + '☆'.repeat(Math.max(0, 5 - item.rating))} </span>
          {t('thread.rating', { rating: item.rating })}
        </span>
      ) : null}
      <p className={text}>{item.text}</p>
      {item.attachments?.map((attachment) => (
        <AttachmentView key={attachment.id} attachment={attachment} href={resolveUrl(attachment.url)} />
      ))}
      {item.from_us ? (
        <div className={row}>
          {item.replied_by ? (
            <span className={muted}>
              {t('thread.repliedBy')} <AuthorName name={item.replied_by.name} />
            </span>
          ) : null}
          {item.delivery ? (
            <span className={`${badge} ${DELIVERY_TONE[item.delivery]}`}>{t(`thread.delivery.${item.delivery}`)}</span>
          ) : null}
        </div>
      ) : null}
      {children}
    </li>
  );
}
