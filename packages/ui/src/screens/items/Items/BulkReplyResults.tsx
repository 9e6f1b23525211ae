import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/Link/Link.tsx';
import { excerpt, visibleText } from '../../../format/text.ts';
import * as css from './BulkReplyResults.css.ts';

/** One selected comment's answer to a bulk reply: sent, or failed with the server's text (the network's reason). */
export interface BulkReplyResult {
  id: number;
  authorName: string;
  text: string;
  href: string;
  state: 'sent' | 'failed' | 'sending';
  error?: string;
}

// The per-comment outcome of a bulk reply (screens.md "Comments inbox": bulk reply): who, what they wrote, and what happened.
export function BulkReplyResults({ results }: { results: readonly BulkReplyResult[] }) {
  const { t } = useTranslation('items');
  return (
    <ul className={css.list} aria-label={t('reply.results')}>
      {results.map((result) => (
        <li key={result.id} className={css.row}>
          <span className={result.state === 'failed' ? css.failedMark : css.sentMark} aria-hidden>
            {result.state === 'failed' ? '✕' : result.state === 'sent' ? '✓' : '…'}
          </span>
          <span className={css.body}>
            <Link href={result.href}>
              <bdi>{visibleText(result.authorName)}</bdi>
            </Link>{' '}
            <bdi className={css.excerpt}>{excerpt(result.text, 60)}</bdi>
            <span className={result.state === 'failed' ? css.failed : css.sent}>
              {result.state === 'failed'
                ? t('reply.failedOne', { reason: result.error || t('bulk.unknownError') })
                : result.state === 'sent'
                  ? t('reply.sent')
                  : t('reply.sending')}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
