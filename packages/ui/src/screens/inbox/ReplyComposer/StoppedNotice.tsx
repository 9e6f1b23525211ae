import { useTranslation } from 'react-i18next';
import type { ChangedMeanwhile, MeanwhileChange } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { useDates } from '../../../format/dates.tsx';
import * as css from './ReplyComposer.css.ts';

export interface StoppedReply {
  /** The server's 409 changed_meanwhile: who did what since the draft began. */
  answer: ChangedMeanwhile;
  /** The user's own reply that was not sent. */
  text: string;
}

interface StoppedNoticeProps {
  stopped: StoppedReply;
  onSendAnyway: () => void;
  onDiscard: () => void;
}

// docs/error-types.md changed_meanwhile: the reply did not go because another user replied, closed or reassigned the
// comment or chat meanwhile; who did what, their reply, and the user's choice (send anyway or discard). An alert, so
// the stop is announced at once.
export function StoppedNotice({ stopped, onSendAnyway, onDiscard }: StoppedNoticeProps) {
  const { t } = useTranslation('composer');
  const dates = useDates();
  const line = (change: MeanwhileChange) => {
    const name = change.user?.name ?? t('stopped.someone');
    const time = dates.dateTimeShort({ s: change.at });
    if (change.kind === 'reply') return t('stopped.reply', { name, time });
    if (change.kind === 'close') return t('stopped.close', { name, time });
    if (change.text === null) return t('stopped.assignNobody', { name, time });
    return t('stopped.assign', { name, time, assignee: change.text });
  };
  return (
    <div className={css.stopped} role="alert">
      <p className={css.stoppedTitle}>{t('stopped.title')}</p>
      <ul className={css.stoppedChanges}>
        {stopped.answer.changes.map((change, index) => (
          <li key={index}>
            <span className={css.note}>{line(change)}</span>
            {/* Their reply, as text (untrusted). */}
            {change.kind === 'reply' && change.text ? <blockquote className={css.theirReply}>{change.text}</blockquote> : null}
          </li>
        ))}
      </ul>
      {stopped.text ? <blockquote className={css.ownReply}>{stopped.text}</blockquote> : null}
      <div className={css.row}>
        <Button variant="secondary" onPress={onSendAnyway}>
          {t('stopped.sendAnyway')}
        </Button>
        <Button variant="ghost" onPress={onDiscard}>
          {t('stopped.discard')}
        </Button>
      </div>
    </div>
  );
}
