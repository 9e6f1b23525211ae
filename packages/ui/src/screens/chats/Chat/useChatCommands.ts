import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chat, ChatStatus } from '@console/api/contract';
import { usePageCommands } from '../../layout/CommandPalette/commands.tsx';
import { keyLabel, keyOf, type ShortcutAction } from '../../../components/Shortcuts/shortcutTables.ts';
import { useScreenShortcuts } from '../../../components/Shortcuts/useScreenShortcuts.tsx';
import { requestTemplate } from '../../inbox/ReplyComposer/templateRequest.ts';

export interface ChatCommandsOptions {
  root: RefObject<HTMLElement | null>;
  chat: Chat;
  /** The user answers and processes chats (operator, administrator; the chat still in reach). */
  canProcess: boolean;
  /** The status may be set to closed (a moderator too: spec §1, close without reply). */
  canClose: boolean;
  /** The author's labels may be changed (a moderator too: tag). */
  canTag: boolean;
  /** The reply box is shown (the role answers and the network has private messages). */
  hasComposer: boolean;
  panelOpen: boolean;
  openPanel: () => void;
  onStatus: (status: ChatStatus) => void;
  onBack: () => void;
}

const region = (root: HTMLElement | null, name: string) => root?.querySelector(`[data-shortcut="${name}"]`) ?? null;
const FOCUSABLE = ':is(textarea, input, select, button:not([disabled]), [contenteditable="true"])';
// The side panel is its own lazy chunk: a control in it is focused once it has rendered (a few frames at most).
function focusWhenShown(root: RefObject<HTMLElement | null>, name: string, frames = 60, selector = FOCUSABLE): void {
  const target = region(root.current, name)?.querySelector<HTMLElement>(selector);
  if (target) target.focus();
  else if (frames > 0) requestAnimationFrame(() => focusWhenShown(root, name, frames - 1, selector));
}

// screens.md "Keyboard", the chat page's table (shortcutTables.ts): R reply, / template, E close, T the author's
// labels, A assign, P priority, ? the cheat sheet, Esc back to the list; the palette (Ctrl/Cmd+K) offers the same.
// Returns the cheat sheet while it is open.
export function useChatCommands(options: ChatCommandsOptions): ReactNode {
  const { root, chat, canProcess, hasComposer } = options;
  const { t } = useTranslation('chats');
  const inPanel = (name: string) => () => {
    if (!options.panelOpen) options.openPanel();
    focusWhenShown(root, name);
  };
  const commands: { id: Exclude<ShortcutAction, 'template'>; allowed: boolean; run: () => void }[] = [
    { id: 'reply', allowed: hasComposer, run: () => focusWhenShown(root, 'chat-reply', 0, 'textarea') },
    { id: 'close', allowed: options.canClose && chat.status !== 'closed', run: () => options.onStatus('closed') },
    { id: 'labels', allowed: options.canTag, run: inPanel('labels') },
    { id: 'assign', allowed: canProcess, run: () => focusWhenShown(root, 'assignee', 0) },
    { id: 'priority', allowed: canProcess, run: () => focusWhenShown(root, 'priority', 0) },
  ];
  const allowed = commands.filter((command) => command.allowed);
  const help = useScreenShortcuts('chat', {
    ...Object.fromEntries(allowed.map((command) => [command.id, command.run])),
    template: hasComposer && (() => requestTemplate(region(root.current, 'chat-reply'))),
    back: options.onBack,
  });
  usePageCommands(() => ({
    id: 'chat',
    title: t('palette.section'),
    commands: allowed.map(({ id, run }) => ({ id, label: t(`palette.${id}`), keys: keyLabel(keyOf('chat', id) ?? ''), run })),
  }));
  return help;
}
