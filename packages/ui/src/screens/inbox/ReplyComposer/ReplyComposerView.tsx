import { useId, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Text, TextArea, TextField } from 'react-aria-components/TextField';
import type { TextLengthResult } from '@console/api/contract';
import type { SendFailure } from '../../../data/sendFailure.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { FieldError } from '../../../components/FieldError/FieldError.tsx';
import { label as labelClass } from '../../../components/TextField/TextField.css.ts';
import { AttachmentPicker, type AttachmentPickerProps } from './AttachmentPicker.tsx';
import { EmojiPicker } from './EmojiPicker.tsx';
import { StickerPicker, type StickerChoice } from './StickerPicker.tsx';
import { QueuedReplies } from './QueuedReplies.tsx';
import { StatusLine } from './StatusLine.tsx';
import { StoppedNotice, type StoppedReply } from './StoppedNotice.tsx';
import { TemplateSuggest, templateOptionId, type TemplateChoice, type TemplatesStatus } from './TemplateSuggest.tsx';
import * as css from './ReplyComposer.css.ts';
import { keysHint } from '../../../theme/keysHint.css.ts';

export type ComposerStatus = 'loading' | 'editing' | 'sending' | 'sent' | 'failed' | 'queued' | 'stopped';

export interface ReplyComposerViewProps {
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  networkName: string;
  text: string;
  length: TextLengthResult;
  status: ComposerStatus;
  /** Why the failed reply did not go (the server's text) and whether retrying can help; null unless failed. */
  failure?: SendFailure | null;
  online: boolean;
  outboxCount: number;
  /** The reply the server stopped (another user replied, closed or reassigned meanwhile); null otherwise. */
  stopped?: StoppedReply | null;
  /** The other users typing a reply here now (docs/socket.md `composing`). */
  othersTyping?: readonly string[];
  /** Replies sent offline, waiting for the network (shown at the thread's end with cancel). */
  queued?: readonly { key: string; text: string }[];
  onCancelQueued?: (key: string) => void;
  onSendAnyway?: () => void;
  onDiscardStopped?: () => void;
  /** Why no reply is possible (role, network, window over); the composer is disabled with it. */
  disabledReason: string | null;
  /** The running countdown line (edit window or story), already worded. */
  countdown: string | null;
  /** Absent when the network takes no attachments. */
  attachments: Omit<AttachmentPickerProps, 'networkName' | 'isDisabled'> | null;
  templates: { open: boolean; items: readonly TemplateChoice[]; highlighted: number; status: TemplatesStatus };
  recentEmoji: readonly string[];
  /** The account's sticker sets (chats only, spec §2.4 stickers); absent or none: no sticker button. */
  stickers?: StickerChoice | null;
  emojiOpen?: boolean;
  onTextChange: (text: string) => void;
  onCaret: (caret: number) => void;
  onTemplateMove: (delta: 1 | -1) => void;
  onTemplateInsert: (template: TemplateChoice) => void;
  onTemplateDismiss: () => void;
  /** The page scrolled under the open list: it closes until the next keystroke (Esc is onTemplateDismiss). */
  onTemplateHide: () => void;
  onTemplatesRetry: () => void;
  onEmoji: (emoji: string) => void;
  onSend: (close: boolean) => void;
  onRetry: () => void;
  onTakeBack: () => void;
}

// screens.md "Reply composer": the text with a live counter in the network's unit, templates under '/', emoji,
// attachments, the edit-window or story countdown, send and send-and-close (Ctrl/Cmd+Enter), the offline outbox.
export function ReplyComposerView(props: ReplyComposerViewProps) {
  const { t } = useTranslation('composer');
  const { text, length, status, disabledReason, templates, textareaRef } = props;
  const listId = useId();
  const busy = status === 'sending' || status === 'loading';
  const disabled = disabledReason !== null;
  const bytesOver = length.bytes !== undefined && length.bytes.used > length.bytes.max;
  const lengthOver = length.used > length.max;
  // A failed reply is retried or taken back first (it keeps its place and key in the outbox).
  // A stopped one waits for its choice (send anyway or discard) first.
  const canSend = !disabled && !busy && status !== 'failed' && status !== 'stopped' && !length.over && text.trim() !== '';
  const typingNames = props.othersTyping ?? [];
  // The listbox exists only with templates to list (not while loading, failed or without a match).
  const listed = templates.open && !disabled && templates.status === 'ready' && templates.items.length > 0;
  const active = listed ? templateOptionId(listId, templates.highlighted) : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (templates.open) {
      const handled = ['ArrowDown', 'ArrowUp', 'Enter', 'Escape', 'Tab'].includes(event.key);
      if (event.key === 'ArrowDown') props.onTemplateMove(1);
      if (event.key === 'ArrowUp') props.onTemplateMove(-1);
      if (event.key === 'Enter' || event.key === 'Tab') {
        const chosen = templates.items[templates.highlighted];
        if (chosen) props.onTemplateInsert(chosen);
        else if (event.key === 'Enter' && templates.status === 'error') props.onTemplatesRetry();
        else if (event.key === 'Tab') return;
      }
      if (event.key === 'Escape') props.onTemplateDismiss();
      if (handled) event.preventDefault();
      return;
    }
    // screens.md "Keyboard": Ctrl/Cmd+Enter sends.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (canSend) props.onSend(false);
    }
  };
  const caret = (target: EventTarget) => props.onCaret((target as HTMLTextAreaElement).selectionStart);

  return (
    <div className={css.root}>
      <QueuedReplies replies={props.queued ?? []} onCancel={(key) => props.onCancelQueued?.(key)} />
      {/* Always present, so screen readers announce when someone starts (docs/socket.md composing). */}
      <p role="status" className={css.typing}>
        {typingNames.length > 0 ? t('othersTyping', { names: typingNames.join(', ') }) : ''}
      </p>
      {/* Right under the thread, where the other's reply is read, before anything else is typed. */}
      {props.stopped ? (
        <StoppedNotice
          stopped={props.stopped}
          onSendAnyway={() => props.onSendAnyway?.()}
          onDiscard={() => props.onDiscardStopped?.()}
        />
      ) : null}
      <TextField
        value={text}
        onChange={props.onTextChange}
        isDisabled={disabled || busy}
        isInvalid={length.over}
        className={css.root}
      >
        <Label className={labelClass}>{t('label')}</Label>
        <TextArea
          ref={textareaRef}
          className={css.textarea}
          placeholder={t('placeholder')}
          aria-activedescendant={active}
          aria-controls={listed ? listId : undefined}
          onKeyDown={onKeyDown}
          // Text inserted without key events (an IME, a paste, dictation) moves the caret too.
          onInput={(event) => caret(event.target)}
          onKeyUp={(event) => caret(event.target)}
          onClick={(event) => caret(event.target)}
          onSelect={(event) => caret(event.target)}
        />
        <Text slot="description" className={`${css.counter} ${length.over ? css.counterOver : ''}`}>
          <span aria-label={t('counterLabel', { used: length.used, max: length.max })}>
            {t('counter', { used: length.used, max: length.max })}
          </span>
          {length.bytes ? ` · ${t('counterBytes', { used: length.bytes.used, max: length.bytes.max })}` : null}
          <span className={keysHint}>{` · ${t('sendShortcut')}`}</span>
        </Text>
        <FieldError>
          {lengthOver
            ? t(length.caption ? 'overCaption' : 'over', { network: props.networkName, max: length.max })
            : bytesOver
              ? t('overBytes', { max: length.bytes!.max })
              : null}
        </FieldError>
      </TextField>
      <TemplateSuggest
        triggerRef={textareaRef}
        isOpen={templates.open && !disabled}
        listId={listId}
        templates={templates.items}
        status={templates.status}
        highlighted={templates.highlighted}
        onInsert={props.onTemplateInsert}
        onHide={props.onTemplateHide}
        onRetry={props.onTemplatesRetry}
      />
      {props.countdown ? <p className={css.note}>{props.countdown}</p> : null}
      {disabledReason ? <p className={css.problem}>{disabledReason}</p> : null}
      {props.attachments ? (
        <AttachmentPicker
          {...props.attachments}
          networkName={props.networkName}
          isDisabled={disabled || busy || status === 'failed'}
        />
      ) : null}
      <StatusLine {...props} />
      <div className={css.row}>
        <EmojiPicker
          recent={props.recentEmoji}
          onPick={props.onEmoji}
          isDisabled={disabled || busy}
          defaultOpen={props.emojiOpen}
        />
        {props.stickers && props.stickers.sets.length > 0 ? (
          <StickerPicker choice={props.stickers} isDisabled={disabled || busy} />
        ) : null}
        <span className={css.spacer} />
        <Button
          variant="secondary"
          isDisabled={!canSend}
          onPress={() => props.onSend(false)}
          aria-keyshortcuts="Control+Enter Meta+Enter"
        >
          {t('send')}
        </Button>
        <Button isDisabled={!canSend} isPending={status === 'sending'} onPress={() => props.onSend(true)}>
          {t('sendAndClose')}
        </Button>
      </div>
    </div>
  );
}
