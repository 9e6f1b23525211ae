import { useState } from 'react';
import { providerOf, textLength } from '@console/api/contract';
import { useRecentEmoji } from '../../../data/recentEmoji.ts';
import { slashViewProps, useSlashTemplates } from './composerHooks.ts';
import { ReplyComposerView } from './ReplyComposerView.tsx';

export interface BulkReplyComposerProps {
  /** The one network and account of every selected comment (spec §5 reply rules, checked before it opens). */
  provider: string;
  objectId: number;
  /** The replies are being sent: the composer waits. */
  busy: boolean;
  /** One reply to each selected comment; close: each is closed with it. */
  onSend: (text: string, close: boolean) => void;
}

const idle = () => undefined;

// The shared composer's view for one reply to many comments (spec §5: the length limit per source): the network's
// live counter and limit, templates with '/', emoji. No per-item draft or outbox (the dialog keeps the text until the
// replies are sent) and no files yet.
export function BulkReplyComposer({ provider, objectId, busy, onSend }: BulkReplyComposerProps) {
  const [text, setText] = useState('');
  const slash = useSlashTemplates(text, { provider, objectId }, setText);
  const recent = useRecentEmoji(provider);
  return (
    <ReplyComposerView
      textareaRef={slash.textareaRef}
      networkName={providerOf(provider)?.name ?? provider}
      text={text}
      length={textLength(text, provider, 'comment')}
      status={busy ? 'sending' : 'editing'}
      online
      outboxCount={0}
      disabledReason={null}
      countdown={null}
      attachments={null}
      {...slashViewProps(slash, recent, setText)}
      onSend={(close) => onSend(text, close)}
      onRetry={idle}
      onTakeBack={idle}
    />
  );
}
