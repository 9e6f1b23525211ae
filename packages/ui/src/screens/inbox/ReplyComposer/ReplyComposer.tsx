import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { providerOf, textLength, type TemplateValues, type TextKind } from '@console/api/contract';
import type { DraftStorage } from '@console/machines/composerStore';
import { useComposerMachine } from '../../../data/composer.ts';
import { useRecentEmoji } from '../../../data/recentEmoji.ts';
import { sendFailureOf } from '../../../data/sendFailure.ts';
import { slashViewProps, useOnlineEvents, useReplyFiles, useReplyWindow, useSlashTemplates } from './composerHooks.ts';
import { ReplyComposerView, type ComposerStatus } from './ReplyComposerView.tsx';
import type { StickerChoice } from './StickerPicker.tsx';

export interface SendOptions {
  close: boolean;
  /** Kept with the queued reply: every try of it carries this Idempotency-Key (items.reply's third argument). */
  idempotencyKey: string;
  files: readonly File[];
  /** What the user saw when the draft began (docs/error-types.md changed_meanwhile); absent: not known. */
  seen?: number | null;
}

export interface ReplyComposerProps {
  provider: string;
  /** The account answered from: its own templates come too (spec §7 GET v1/templates object_id). */
  objectId?: number;
  kind: TextKind;
  /** The draft's key (e.g. `item:123`): one draft per item, kept across reloads. */
  draftKey: string;
  onSend: (text: string, options: SendOptions) => Promise<void>;
  /** Why a reply is impossible here (role or network), already worded; disables the composer. */
  disabledReason?: string | null;
  /** Unix ms when editing our comment stops being possible (spec §9: VK 43200 s, vc 1200 s). */
  editWindowEndsAt?: number;
  /** Unix ms when the story answered disappears (spec §9: 24 hours). */
  storyExpiresAt?: number;
  /** Where drafts live; localStorage by default. */
  storage?: DraftStorage;
  /** Whether the network is up when the composer opens; navigator.onLine by default (stories). */
  initialOnline?: boolean;
  /**
   * What the page shows now: the item's version or the chat's last message id. A reply carries the one of when its
   * draft began, so the server can stop it when another user replied, closed or reassigned since.
   */
  seen?: number | null;
  /** The names of the other users typing a reply here now (docs/socket.md `composing`). */
  othersTyping?: readonly string[];
  /** Called while the user types (throttled by the caller): the socket tells the others. */
  onTyping?: () => void;
  /** The values of a template's variables here (the author's name, the account's, the operator's): filled on insert. */
  templateValues?: TemplateValues;
  /** The account's sticker sets and how a picked sticker is sent (chats: StickerPicker.tsx). */
  stickers?: StickerChoice | null;
}

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);
// crypto.randomUUID exists only in secure contexts; random bytes work on plain http too.
const newKey = () =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The connected composer: one machine per draft key (a new key starts a new composer). */
export function ReplyComposer(props: ReplyComposerProps) {
  return <Composer key={props.draftKey} {...props} />;
}

function Composer({
  provider,
  stickers,
  objectId,
  kind,
  draftKey,
  onSend,
  disabledReason,
  editWindowEndsAt,
  storyExpiresAt,
  storage,
  initialOnline,
  seen,
  othersTyping = [],
  onTyping,
  templateValues,
}: ReplyComposerProps) {
  const send = useRef(onSend);
  send.current = onSend;
  const { files, setFiles, clearProblem, picker } = useReplyFiles(provider, kind);
  // The files of each queued reply, by its key (files live in memory only: a reload keeps the text, not the files).
  const filesByKey = useRef(new Map<string, readonly File[]>());
  // The files of the reply being sent now: the machine may start sending it before onSend below returns.
  const sendingFiles = useRef<readonly File[]>([]);
  const machine = useComposerMachine(storage, async (input) => {
    const attached = filesByKey.current.get(input.key) ?? sendingFiles.current;
    await send.current(input.text, { close: input.close, idempotencyKey: input.key, files: attached, seen: input.seen ?? null });
    filesByKey.current.delete(input.key);
    // Sent: its files leave the composer with its text (they stayed in view while it was sending or failed).
    setFiles((shown) => (shown === attached ? [] : shown));
  });
  const [state, sendEvent, actor] = useMachine(machine, {
    input: { draftKey, online: initialOnline ?? browserOnline(), newKey, seen: seen ?? null },
  });
  const { text, outbox, online, error, stopped } = state.context;

  useOnlineEvents(sendEvent);
  useEffect(() => sendEvent({ type: 'seen', seen: seen ?? null }), [sendEvent, seen]);

  const status =
    (['sending', 'sent', 'failed', 'queued', 'loading', 'stopped'] as const).find((s) => state.matches(s)) ?? 'editing';

  const change = (next: string) => {
    if (next !== '') onTyping?.();
    sendEvent({ type: 'change', text: next });
  };
  const slash = useSlashTemplates(text, { provider, objectId }, change, templateValues);
  const replyWindow = useReplyWindow(disabledReason, editWindowEndsAt, storyExpiresAt);

  const recent = useRecentEmoji(provider);

  return (
    <ReplyComposerView
      textareaRef={slash.textareaRef}
      networkName={providerOf(provider)?.name ?? provider}
      text={text}
      // spec §9: with a file attached the text is its caption (Telegram 1024).
      length={textLength(text, provider, kind, files.length)}
      status={status as ComposerStatus}
      failure={status === 'failed' ? sendFailureOf(error) : null}
      online={online}
      outboxCount={outbox.length}
      stopped={status === 'stopped' && stopped ? { answer: stopped, text: outbox[0]?.text ?? '' } : null}
      othersTyping={othersTyping}
      queued={status === 'queued' ? outbox : []}
      onCancelQueued={(key) => {
        filesByKey.current.delete(key);
        sendEvent({ type: 'cancel', key });
      }}
      onSendAnyway={() => sendEvent({ type: 'sendAnyway' })}
      onDiscardStopped={() => {
        const dropped = actor.getSnapshot().context.outbox[0];
        if (dropped) filesByKey.current.delete(dropped.key);
        sendEvent({ type: 'discard' });
      }}
      disabledReason={replyWindow.reason}
      countdown={replyWindow.countdown}
      attachments={picker}
      stickers={stickers}
      {...slashViewProps(slash, recent, change)}
      onSend={(close) => {
        const before = actor.getSnapshot().context.outbox.length;
        sendingFiles.current = files;
        sendEvent({ type: 'send', close });
        sendingFiles.current = [];
        const after = actor.getSnapshot();
        if (after.context.outbox.length <= before) return;
        filesByKey.current.set(after.context.outbox.at(-1)!.key, files);
        clearProblem();
        // Queued while offline: the composer is free for the next reply (its text went too). Otherwise the files stay
        // in view until the reply is sent, and stay with its text if it fails: nothing is lost.
        if (after.matches('queued')) setFiles([]);
      }}
      onRetry={() => sendEvent({ type: 'retry' })}
      onTakeBack={() => {
        // The failed reply leaves the outbox; its text and files (still shown) are the draft again.
        const failed = actor.getSnapshot().context.outbox[0];
        if (failed) filesByKey.current.delete(failed.key);
        sendEvent({ type: 'discard' });
      }}
    />
  );
}
