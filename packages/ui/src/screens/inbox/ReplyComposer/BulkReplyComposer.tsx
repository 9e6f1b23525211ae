import { useState } from 'react';
import { providerOf, textLength } from '@console/api/contract';
import { useRecentEmoji } from '../../../data/recentEmoji.ts';
import { slashViewProps, useReplyFiles, useSlashTemplates } from './composerHooks.ts';
import { ReplyComposerView } from './ReplyComposerView.tsx';

export interface BulkReplyComposerProps {
  /** The one network and account of every selected comment (spec §5 reply rules, checked before it opens). */
  provider: string;
  objectId: number;
  /** The replies are being sent: the composer waits. */
  busy: boolean;
  /** One reply to each selected comment, with the files; close: each is closed with it. */
  onSend: (text: string, close: boolean, files: readonly File[]) => void;
}

const idle = () => undefined;

// The shared composer's view for one reply to many comments (spec §5: the length limit per source): the network's
// live counter and limit, files within its comment quota (spec §9), templates with '/', emoji. No per-item draft or
// outbox: the dialog keeps the text and files until the replies are sent.
export function BulkReplyComposer({ provider, objectId, busy, onSend }: BulkReplyComposerProps) {
  const [text, setText] = useState('');
  const slash = useSlashTemplates(text, { provider, objectId }, setText);
  const recent = useRecentEmoji(provider);
  const { files, picker } = useReplyFiles(provider, 'comment');
  return (
    <ReplyComposerView
      textareaRef={slash.textareaRef}
      networkName={providerOf(provider)?.name ?? provider}
      text={text}
      // spec §9: with a file attached the text is its caption (Telegram 1024).
      length={textLength(text, provider, 'comment', files.length)}
      status={busy ? 'sending' : 'editing'}
      online
      outboxCount={0}
      disabledReason={null}
      countdown={null}
      attachments={picker}
      {...slashViewProps(slash, recent, setText)}
      onSend={(close) => onSend(text, close, files)}
      onRetry={idle}
      onTakeBack={idle}
    />
  );
}
