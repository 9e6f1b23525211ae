import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import type { ReplyComposerViewProps } from './ReplyComposerView.tsx';
import * as css from './ReplyComposer.css.ts';

type StatusLineProps = Pick<ReplyComposerViewProps, 'status' | 'failure' | 'online' | 'outboxCount' | 'onRetry' | 'onTakeBack'>;

// Under the field: failed with the server's reason (retry when that can help, or take the reply back to edit it), waiting for the network with the outbox count,
// offline, or sent. A live region, so the change is announced.
export function StatusLine({ status, failure, online, outboxCount, onRetry, onTakeBack }: StatusLineProps) {
  const { t } = useTranslation('composer');
  if (status === 'failed')
    return (
      <div className={css.row} role="alert">
        <p className={css.problem}>{t('failed')}</p>
        {/* The server's own words (e.g. "…1100 of 1024"), as text. */}
        {failure?.text ? <p className={css.problem}>{failure.text}</p> : null}
        {failure?.retryable === false ? null : (
          <Button variant="secondary" onPress={onRetry}>
            {t('retry')}
          </Button>
        )}
        <Button variant="ghost" onPress={onTakeBack}>
          {t('takeBack')}
        </Button>
      </div>
    );
  if (status === 'queued' && outboxCount > 0)
    return (
      <p role="status" className={css.note}>
        {t('queued', { count: outboxCount })}
      </p>
    );
  if (!online)
    return (
      <p role="status" className={css.note}>
        {t('offline')}
      </p>
    );
  return (
    <p role="status" className={css.success}>
      {status === 'sent' ? t('sent') : ''}
    </p>
  );
}
