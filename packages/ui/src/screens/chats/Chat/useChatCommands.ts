import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIORITIES, type Chat, type ChatStatus, type ItemPriority } from '@console/api/contract';
import { choiceCommands, usePageCommands, type PaletteCommand } from '../../layout/CommandPalette/commands.tsx';
import {
  assignOptions,
  chatChoiceOf,
  currentOfChat,
  NO_ASSIGNABLE,
  type Assignable,
  type AssignChoice,
} from '../../inbox/assignChoice.ts';
import { visibleText } from '../../../format/text.ts';
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
  /** E and the palette's close (then moving on). */
  onClose: () => void;
  onBack: () => void;
  /** What the header offers, for the palette's choices (ChatHeader: the same values and handlers). */
  choices?: {
    statuses: readonly ChatStatus[] | null;
    me: { id: number; name: string };
    assignable?: Assignable;
    spaceId?: number | null;
    onPriority: (priority: ItemPriority) => void;
    onAssign: (choice: AssignChoice) => void;
    /** The space's author labels and the side panel's handler (the chat's author labels where items have tags). */
    labels?: readonly { id: number; name: string }[];
    onLabels?: (labels: number[]) => void;
  };
  /** J/K: the next and previous chats of the list beside it (none: the chat alone). */
  moveOn?: { next: () => void; previous: () => void } | null;
}

const region = (root: HTMLElement | null, name: string) => root?.querySelector(`[data-shortcut="${name}"]`) ?? null;
const FOCUSABLE = ':is(textarea, input, select, button:not([disabled]), [contenteditable="true"])';
// The side panel is its own lazy chunk: a control in it is focused once it has rendered (a few frames at most).
function focusWhenShown(root: RefObject<HTMLElement | null>, name: string, frames = 60, selector = FOCUSABLE): void {
  const target = region(root.current, name)?.querySelector<HTMLElement>(selector);
  if (target) target.focus();
  else if (frames > 0) requestAnimationFrame(() => focusWhenShown(root, name, frames - 1, selector));
}

// screens.md "Keyboard", the chat page's table (shortcutTables.ts): J/K the list's next and previous, R reply, / template, E close, T the author's
// labels, A assign, P priority, ? the cheat sheet, Esc back to the list; the palette (Ctrl/Cmd+K) offers the same.
// Returns the cheat sheet while it is open.
export function useChatCommands(options: ChatCommandsOptions): ReactNode {
  const { root, chat, canProcess, hasComposer } = options;
  const { t } = useTranslation(['chats', 'item', 'shell']);
  const inPanel = (name: string) => () => {
    if (!options.panelOpen) options.openPanel();
    focusWhenShown(root, name);
  };
  const commands: { id: Exclude<ShortcutAction, 'template'>; allowed: boolean; run: () => void }[] = [
    { id: 'reply', allowed: hasComposer, run: () => focusWhenShown(root, 'chat-reply', 0, 'textarea') },
    { id: 'close', allowed: options.canClose && chat.status !== 'closed', run: options.onClose },
    { id: 'labels', allowed: options.canTag, run: inPanel('labels') },
    { id: 'assign', allowed: canProcess, run: () => focusWhenShown(root, 'assignee', 0) },
    { id: 'priority', allowed: canProcess, run: () => focusWhenShown(root, 'priority', 0) },
  ];
  const allowed = commands.filter((command) => command.allowed);
  const template = hasComposer && (() => requestTemplate(region(root.current, 'chat-reply')));
  const help = useScreenShortcuts('chat', {
    next: options.moveOn?.next,
    previous: options.moveOn?.previous,
    ...Object.fromEntries(allowed.map((command) => [command.id, command.run])),
    template,
    back: options.onBack,
  });
  // The palette offers, beyond the keys, every value the chat's header offers (ChatHeader: the same handlers).
  usePageCommands(() => {
    const choices: PaletteCommand[] = [];
    const header = options.choices;
    if (header?.statuses)
      choices.push(
        ...choiceCommands(
          'status',
          header.statuses.filter((id) => id !== 'closed').map((id) => ({ id, label: t(`chats:status.${id}`) })),
          (value) => t('shell:palette.choice.status', { value }),
          options.onStatus,
          chat.status,
        ),
      );
    if (header && canProcess) {
      const current = chatChoiceOf(chat.assignee);
      const mine = `u${header.me.id}`;
      if (current !== mine)
        choices.push({ id: 'assign-me', label: t('shell:palette.choice.assignMe'), run: () => header.onAssign(mine) });
      const assignees = assignOptions(
        header.assignable ?? NO_ASSIGNABLE,
        {
          nobody: t('chats:chat.nobody'),
          me: () => t('chats:chat.toMe'),
          group: (name) => t('chats:chat.toGroup', { name }),
          department: (name) => t('chats:chat.toDepartment', { name }),
        },
        { me: header.me, spaceId: header.spaceId ?? null, current: currentOfChat(chat.assignee) },
      ).filter((option) => option.id !== mine);
      choices.push(
        ...choiceCommands('assign', assignees, (value) => t('shell:palette.choice.assign', { value }), header.onAssign, current),
        ...choiceCommands(
          'priority',
          PRIORITIES.map((id) => ({ id, label: t(`item:priorities.${id}`) })),
          (value) => t('shell:palette.choice.priority', { value }),
          header.onPriority,
          chat.priority,
        ),
      );
    }
    // As the item page offers its tags: each label the author has not yet, added by the side panel's own handler.
    if (header?.onLabels && options.canTag) {
      const setLabels = header.onLabels;
      const has = chat.author.labels;
      choices.push(
        ...choiceCommands(
          'label',
          (header.labels ?? [])
            .filter((one) => !has.includes(one.id))
            .map((one) => ({ id: one.id, label: visibleText(one.name) })),
          (value) => t('shell:palette.choice.label', { value }),
          (id) => setLabels([...has, id]),
        ),
      );
    }
    return {
      id: 'chat',
      title: t('chats:palette.section'),
      commands: [
        ...allowed.map(({ id, run }) => ({ id, label: t(`chats:palette.${id}`), keys: keyLabel(keyOf('chat', id) ?? ''), run })),
        ...(template
          ? [
              {
                id: 'template',
                label: t('shell:palette.choice.template'),
                keys: keyLabel(keyOf('chat', 'template') ?? ''),
                run: template,
              },
            ]
          : []),
        ...choices,
      ],
    };
  });
  return help;
}
