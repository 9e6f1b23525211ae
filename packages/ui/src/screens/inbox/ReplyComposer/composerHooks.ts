import type { RecentEmoji } from '../../../data/recentEmoji.ts';
// The connected composer's parts that need React state: the network events, the countdown, templates under '/'.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../data/now.tsx';
import { useTemplates } from '../../../data/templates.ts';
import { fillTemplate, type TemplateValues, type TextKind } from '@console/api/contract';
import type { AttachmentPickerProps } from './AttachmentPicker.tsx';
import {
  addAttachments,
  formatCountdown,
  insertAt,
  slashQueryAt,
  uploadLimitsOf,
  type AttachmentProblem,
} from './composerRules.ts';
import { TEMPLATE_REQUEST, TEXT_INSERT_REQUEST } from './templateRequest.ts';
import type { TemplateChoice } from './TemplateSuggest.tsx';

/** The browser's online and offline events, to the machine (screens.md: the outbox goes when back online). */
export function useOnlineEvents(send: (event: { type: 'online' } | { type: 'offline' }) => void): void {
  useEffect(() => {
    const up = () => send({ type: 'online' });
    const down = () => send({ type: 'offline' });
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [send]);
}

/** spec §9: the edit window (VK 43200 s, vc 1200 s) and the story's 24 hours: a countdown, then the reason it is over. */
export function useReplyWindow(disabledReason: string | null | undefined, editWindowEndsAt?: number, storyExpiresAt?: number) {
  const { t } = useTranslation('composer');
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
  return { reason, countdown };
}

const matches = (template: TemplateChoice, query: string) =>
  `${template.name} ${template.text}`.toLocaleLowerCase().includes(query.toLocaleLowerCase());

/**
 * The caret, inserts at it, and the templates under a '/' at a word start (Esc dismisses that '/'). A template goes in
 * with its variables filled from `values` (contract/templateText.ts; one without a value stays as written).
 */
export function useSlashTemplates(
  text: string,
  params: { provider: string; objectId?: number | undefined },
  change: (text: string) => void,
  values: TemplateValues = {},
) {
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  // The popover closes when the page scrolls under it (its place would be wrong): hidden until the draft or caret moves.
  const [hiddenAt, setHiddenAt] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState(0);
  const slash = slashQueryAt(text, Math.min(caret, text.length));
  const here = `${Math.min(caret, text.length)}:${text}`;
  const open = slash !== null && slash.start !== dismissedAt && hiddenAt !== here;
  // spec §7, §9: the client caches each identical params 30 min; asked for once a '/' is typed.
  const query = { provider: params.provider, ...(params.objectId === undefined ? {} : { object_id: String(params.objectId) }) };
  const answer = useTemplates(slash ? query : null);
  const items = (answer.data?.items ?? []).filter((item) => slash && matches(item, slash.query)).slice(0, 20);
  // A failed request is an error with a retry, never "no matching templates".
  const status = answer.data ? 'ready' : answer.error && !answer.isValidating ? 'error' : 'loading';

  // After an insert the caret goes after the inserted text, once the field shows it.
  const pendingCaret = useRef<number | null>(null);
  useEffect(() => {
    if (pendingCaret.current === null || !textareaRef.current) return;
    textareaRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    setCaret(pendingCaret.current);
    pendingCaret.current = null;
  }, [text]);
  const insert = (start: number, end: number, value: string) => {
    const result = insertAt(text, start, end, value);
    pendingCaret.current = result.caret;
    change(result.text);
  };

  // The page's '/' shortcut (templateRequest.ts): a '/' at a word start at the end of the draft opens the templates.
  const startTemplate = useRef(() => {});
  startTemplate.current = () => {
    setDismissedAt(null);
    setHiddenAt(null);
    insert(text.length, text.length, text === '' || /\s$/u.test(text) ? '/' : ' /');
  };
  // A macro's template (templateRequest.ts requestTextInsert): at the end of the draft, on a line of its own.
  const insertText = useRef((_value: string) => {});
  insertText.current = (value) => insert(text.length, text.length, text === '' || /\n$/u.test(text) ? value : `\n${value}`);
  useEffect(() => {
    const box = textareaRef.current;
    const onRequest = () => startTemplate.current();
    const onInsert = (event: Event) => {
      if (event instanceof CustomEvent && typeof event.detail === 'string') insertText.current(event.detail);
    };
    box?.addEventListener(TEMPLATE_REQUEST, onRequest);
    box?.addEventListener(TEXT_INSERT_REQUEST, onInsert);
    return () => {
      box?.removeEventListener(TEMPLATE_REQUEST, onRequest);
      box?.removeEventListener(TEXT_INSERT_REQUEST, onInsert);
    };
  }, []);

  return {
    textareaRef,
    caret: Math.min(caret, text.length),
    setCaret,
    insert,
    templates: { open, items, status, highlighted: Math.min(highlighted, Math.max(0, items.length - 1)) } as const,
    retry: () => void answer.mutate(),
    resetHighlight: () => setHighlighted(0),
    move: (delta: 1 | -1) => setHighlighted((h) => (h + delta + items.length) % Math.max(1, items.length)),
    insertTemplate: (template: TemplateChoice) => slash && insert(slash.start, slash.end, fillTemplate(template.text, values)),
    dismiss: () => setDismissedAt(slash?.start ?? null),
    hide: () => setHiddenAt(here),
  };
}

/** The files chosen for a reply within the network's quota, types and sizes (spec §9), and the picker's props. */
export function useReplyFiles(provider: string, kind: TextKind) {
  const limits = uploadLimitsOf(provider, kind);
  const [files, setFiles] = useState<readonly File[]>([]);
  const [problem, setProblem] = useState<AttachmentProblem | null>(null);
  const picker: Omit<AttachmentPickerProps, 'networkName' | 'isDisabled'> | null =
    limits.count === 0
      ? null
      : {
          names: files.map((file) => file.name),
          maxCount: limits.count,
          imagesOnly: limits.imagesOnly,
          types: limits.types,
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
        };
  return { files, setFiles, clearProblem: () => setProblem(null), picker };
}

/** The view's template and emoji props, the same for every composer (the item's and chat's, and bulk reply's). */
export function slashViewProps(slash: ReturnType<typeof useSlashTemplates>, recent: RecentEmoji, onText: (text: string) => void) {
  return {
    templates: slash.templates,
    recentEmoji: recent.recent,
    onTextChange: (next: string) => {
      onText(next);
      slash.resetHighlight();
    },
    onCaret: slash.setCaret,
    onTemplateMove: slash.move,
    onTemplateInsert: slash.insertTemplate,
    onTemplateDismiss: slash.dismiss,
    onTemplateHide: slash.hide,
    onTemplatesRetry: slash.retry,
    onEmoji: (emoji: string) => {
      slash.insert(slash.caret, slash.caret, emoji);
      recent.remember(emoji);
    },
  };
}
