import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import * as css from './ReplyComposer.css.ts';

export interface QueuedRepliesProps {
  replies: readonly { key: string; text: string }[];
  onCancel: (key: string) => void;
}

// Offline is obvious (screens.md "Reply composer", quality.md "Nothing is lost"): each reply sent while offline stays
// at the end of the thread as our message, marked as queued until the network is back, and can be cancelled.
export function QueuedReplies({ replies, onCancel }: QueuedRepliesProps) {
  const { t } = useTranslation('composer');
  if (replies.length === 0) return null;
  return (
    <ol className={css.queuedList} aria-label={t('queuedMessage.label')}>
      {replies.map((reply) => (
        <li key={reply.key} className={css.queuedMessage}>
          <p className={css.queuedText}>{reply.text}</p>
          <div className={css.queuedFooter}>
            <span className={css.queuedLabel}>
              <ClockIcon />
              {t('queuedMessage.label')}
            </span>
            <Button variant="ghost" onPress={() => onCancel(reply.key)}>
              {t('queuedMessage.cancel')}
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}

function ClockIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
      <circle cx="8" cy="8" r="6.2" />
      <path d="M8 4.5V8l2.5 1.5" strokeLinecap="round" />
    </svg>
  );
}
