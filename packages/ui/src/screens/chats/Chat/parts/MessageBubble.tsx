import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message, ReactionValue } from '@console/api/contract';
import { Button } from '../../../../components/Button/Button.tsx';
import { AttachmentView } from '../../../inbox/parts/AttachmentView.tsx';
import { AuthorName } from '../../../inbox/parts/AuthorName.tsx';
import { useDates } from '../../../../format/dates.tsx';
import { badge, badgeDanger, badgeSuccess, badgeWarning, muted, row, text } from '../../../inbox/parts/detail.css.ts';
import * as css from './chat.css.ts';
import { ReactionPicker } from './ReactionPicker.tsx';
import { reactionView } from './reactionView.ts';

const DELIVERY_TONE = { pending: badgeWarning, sent: '', delivered: badgeSuccess, read: badgeSuccess, failed: badgeDanger };

export interface MessageBubbleProps {
  message: Message;
  /** The network's reactions (providers.ts); empty: none offered. */
  reactionSet: readonly ReactionValue[];
  canAct: boolean;
  /** An attachment's address on the API host, through the URL sanitiser; null when it is not http(s). */
  resolveUrl: (url: string) => string | null;
  onRetry: (messageId: number) => Promise<void>;
  onReact: (messageId: number, reaction: ReactionValue | null) => void;
}

// One message of the conversation: the text as text, attachments, our delivery state with retry, reactions.
// Memoised: the virtual thread re-renders its window as it scrolls, the messages in it stay as they are.
export const MessageBubble = memo(function MessageBubble({
  message,
  reactionSet,
  canAct,
  resolveUrl,
  onRetry,
  onReact,
}: MessageBubbleProps) {
  const { t } = useTranslation('chats');
  const dates = useDates();
  const [retrying, setRetrying] = useState(false);
  const ours = message.direction === 'out';
  const failed = message.delivery === 'failed';
  const mine = message.reactions.find((reaction) => reaction.from_us)?.value ?? null;
  const classes = [css.bubble, ours ? css.bubbleOurs : '', failed ? css.bubbleFailed : ''].filter(Boolean).join(' ');
  const describe = (value: ReactionValue) => reactionView(t, value);
  return (
    <div className={classes}>
      <div className={row}>
        {ours && message.operator ? (
          <span className={muted}>
            {t('message.by')} <AuthorName name={message.operator.name} />
          </span>
        ) : null}
        <span className={muted}>{dates.dateTimeShort({ s: message.created_at })}</span>
      </div>
      {message.text !== '' ? <p className={text}>{message.text}</p> : null}
      {message.attachments.map((attachment) => (
        <AttachmentView key={attachment.id} attachment={attachment} href={resolveUrl(attachment.url)} />
      ))}
      {message.reactions.length > 0 ? (
        <ul className={css.reactions} aria-label={t('message.reactions')}>
          {message.reactions.map((reaction, index) => (
            <li key={index} className={`${css.reaction} ${reaction.from_us ? css.reactionOurs : ''}`}>
              <span role="img" aria-label={describe(reaction.value).name}>
                {describe(reaction.value).symbol}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={row}>
        {message.delivery ? (
          <span className={`${badge} ${DELIVERY_TONE[message.delivery]}`}>{t(`message.delivery.${message.delivery}`)}</span>
        ) : null}
        {failed && message.error ? <span className={muted}>{message.error}</span> : null}
        {failed && canAct ? (
          <Button
            variant="secondary"
            isPending={retrying}
            onPress={() => {
              setRetrying(true);
              void onRetry(message.id).finally(() => setRetrying(false));
            }}
          >
            {t('message.retry')}
          </Button>
        ) : null}
        {canAct && reactionSet.length > 0 ? (
          <ReactionPicker
            reactionSet={reactionSet}
            current={mine}
            describe={describe}
            onChoose={(value) => onReact(message.id, value)}
          />
        ) : null}
      </div>
    </div>
  );
});
