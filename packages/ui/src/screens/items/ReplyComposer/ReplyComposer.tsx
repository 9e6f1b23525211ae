import { useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { providerOf, textLength, type TextKind } from '@console/api/contract';
import { composerMachine, type QueuedReply } from '@console/machines/composerMachine';
import { storageDraftStore, type DraftStorage } from '@console/machines/composerStore';
import { useNow } from '../../../data/now.tsx';
import { useRecentEmoji } from '../../../data/recentEmoji.ts';
import { useTemplates } from '../../../data/templates.ts';
import {
  addAttachments,
  formatCountdown,
  insertAt,
  slashQueryAt,
  uploadLimitsOf,
  type AttachmentProblem,
} from './composerRules.ts';
import { ReplyComposerView, type ComposerStatus } from './ReplyComposerView.tsx';
import type { TemplateChoice } from './TemplateSuggest.tsx';

export interface SendOptions {
  close: boolean;
  /** Kept with the queued reply: every try of it carries this Idempotency-Key (items.reply's third argument). */
  idempotencyKey: string;
  files: readonly File[];
}

export interface ReplyComposerProps {
  provider: string;
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
}

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);
// crypto.randomUUID exists only in secure contexts; random bytes work on plain http too.
const newKey = () =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
const matches = (template: TemplateChoice, query: string) =>
  `${template.name} ${template.text}`.toLocaleLowerCase().includes(query.toLocaleLowerCase());

/** The connected composer: one machine per draft key (a new key starts a new composer). */
export function ReplyComposer(props: ReplyComposerProps) {
  return <Composer key={props.draftKey} {...props} />;
}

function Composer({
  provider,
  kind,
  draftKey,
  onSend,
  disabledReason,
  editWindowEndsAt,
  storyExpiresAt,
  storage,
  initialOnline,
}: ReplyComposerProps) {
  const { t } = useTranslation('composer');
  const send = useRef(onSend);
  send.current = onSend;
  const [files, setFiles] = useState<File[]>([]);
  // The files of each queued reply, by its key (files live in memory only: a reload keeps the text, not the files).
  const filesByKey = useRef(new Map<string, readonly File[]>());
  // The files of the reply being sent now: the machine may start sending it before onSend below returns.
  const sendingFiles = useRef<readonly File[]>([]);
  const machine = useMemo(
    () =>
      composerMachine.provide({
        actors: {
          store: storageDraftStore(storage ?? globalThis.localStorage),
          sendReply: fromPromise<void, QueuedReply>(async ({ input }) => {
            const attached = filesByKey.current.get(input.key) ?? sendingFiles.current;
            await send.current(input.text, { close: input.close, idempotencyKey: input.key, files: attached });
            filesByKey.current.delete(input.key);
          }),
        },
      }),
    [storage],
  );
  const [state, sendEvent, actor] = useMachine(machine, {
    input: { draftKey, online: initialOnline ?? browserOnline(), newKey },
  });
  const { text, outbox, online } = state.context;

  useEffect(() => {
    const up = () => sendEvent({ type: 'online' });
    const down = () => sendEvent({ type: 'offline' });
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [sendEvent]);

  const status = (['sending', 'sent', 'failed', 'queued', 'loading'] as const).find((s) => state.matches(s)) ?? 'editing';

  // Templates under '/' at a word start; Esc dismisses that '/' until the caret leaves it.
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [highlighted, setHighlighted] = useState(0);
  const slash = slashQueryAt(text, Math.min(caret, text.length));
  const slashOpen = slash !== null && slash.start !== dismissedAt;
  const templatesData = useTemplates(slashOpen || slash ? { provider } : null).data;
  const templateItems = (templatesData?.items ?? []).filter((item) => slash && matches(item, slash.query)).slice(0, 20);
  const pendingCaret = useRef<number | null>(null);
  useEffect(() => {
    if (pendingCaret.current === null || !textareaRef.current) return;
    textareaRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    setCaret(pendingCaret.current);
    pendingCaret.current = null;
  }, [text]);
  const change = (next: string) => sendEvent({ type: 'change', text: next });
  const insert = (start: number, end: number, value: string) => {
    const result = insertAt(text, start, end, value);
    pendingCaret.current = result.caret;
    change(result.text);
  };

  const recent = useRecentEmoji(provider);
  const limits = uploadLimitsOf(provider, kind);
  const [problem, setProblem] = useState<AttachmentProblem | null>(null);

  const now = useNow(1000);
  const windowOver = editWindowEndsAt !== undefined && now >= editWindowEndsAt;
  const storyOver = storyExpiresAt !== undefined && now >= storyExpiresAt;
  const reason = disabledReason ?? (storyOver ? t('storyExpired') : windowOver ? t('editWindowOver') : null);
  const countdown =
    storyExpiresAt !== undefined && !storyOver
      ? t('storyExpires', { time: formatCountdown(storyExpiresAt - now) })
      : editWindowEndsAt !== undefined && !windowOver
        ? t('editWindow', { time: formatCountdown(editWindowEndsAt - now) })
        : null;

  return (
    <ReplyComposerView
      textareaRef={textareaRef}
      networkName={providerOf(provider)?.name ?? provider}
      text={text}
      length={textLength(text, provider, kind)}
      status={status as ComposerStatus}
      online={online}
      outboxCount={outbox.length}
      disabledReason={reason}
      countdown={countdown}
      attachments={
        limits.count === 0
          ? null
          : {
              names: files.map((file) => file.name),
              maxCount: limits.count,
              imagesOnly: limits.imagesOnly,
              problem,
              onAdd: (added) => {
                const result = addAttachments(files, added, limits);
                setFiles(result.files);
                setProblem(result.problem);
              },
              onRemove: (index) => {
                setFiles(files.filter((_, i) => i !== index));
                setProblem(null);
              },
            }
      }
      templates={{
        open: slashOpen,
        items: templateItems,
        highlighted: Math.min(highlighted, Math.max(0, templateItems.length - 1)),
      }}
      recentEmoji={recent.recent}
      onTextChange={(next) => {
        change(next);
        setHighlighted(0);
      }}
      onCaret={setCaret}
      onTemplateMove={(delta) => setHighlighted((h) => (h + delta + templateItems.length) % Math.max(1, templateItems.length))}
      onTemplateInsert={(template) => slash && insert(slash.start, slash.end, template.text)}
      onTemplateDismiss={() => setDismissedAt(slash?.start ?? null)}
      onEmoji={(emoji) => {
        const at = Math.min(caret, text.length);
        insert(at, at, emoji);
        recent.remember(emoji);
      }}
      onSend={(close) => {
        const before = actor.getSnapshot().context.outbox.length;
        sendingFiles.current = files;
        sendEvent({ type: 'send', close });
        sendingFiles.current = [];
        const queued = actor.getSnapshot().context.outbox;
        if (queued.length <= before) return;
        filesByKey.current.set(queued.at(-1)!.key, files);
        setFiles([]);
        setProblem(null);
      }}
      onRetry={() => sendEvent({ type: 'retry' })}
      onTakeBack={() => sendEvent({ type: 'discard' })}
    />
  );
}
