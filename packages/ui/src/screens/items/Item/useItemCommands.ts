import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_STATUSES, PRIORITIES, roleCan, statusChoices, type Item, type RoleName } from '@console/api/contract';
import type { ItemChange } from '../../../data/item.ts';
import { choiceCommands, usePageCommands, type PaletteCommand } from '../../layout/CommandPalette/commands.tsx';
import { assignOptions, changeOf, choiceOf, NO_ASSIGNABLE, type Assignable } from '../../inbox/assignChoice.ts';
import { visibleText } from '../../../format/text.ts';
import { keyLabel, keyOf, type ShortcutAction } from '../../../components/Shortcuts/shortcutTables.ts';
import { useScreenShortcuts } from '../../../components/Shortcuts/useScreenShortcuts.tsx';
import { requestTemplate } from '../../inbox/ReplyComposer/templateRequest.ts';

export interface ItemCommandsOptions {
  root: RefObject<HTMLElement | null>;
  item: Item;
  role: RoleName;
  /** The composer is shown (the role replies and the network takes replies). */
  canReply: boolean;
  /** The author can be blocked now (the role blocks; not blocked yet). */
  canBlock: boolean;
  onChange: (change: ItemChange) => void;
  onBlock: () => void;
  onBack: () => void;
  /** E and the palette's close (then moving on); absent: onChange({ status: 'closed' }). */
  onClose?: () => void;
  /** What the controls offer, for the palette's choices: the space's tags, whom to assign to, the user. */
  tags?: readonly { id: number; name: string }[];
  assignable?: Assignable;
  spaceId?: number | null;
  me?: { id: number; name: string } | null;
  /** J/K: the next and previous rows of the list beside the item (none: the item alone). */
  moveOn?: { next: () => void; previous: () => void } | null;
}

const region = (root: HTMLElement | null, name: string) => root?.querySelector(`[data-shortcut="${name}"]`) ?? null;
const focusIn = (root: HTMLElement | null, name: string) =>
  region(root, name)?.querySelector<HTMLElement>(':is(textarea, input, select, button, [contenteditable="true"])')?.focus();

// screens.md "Keyboard", the item page's table (shortcutTables.ts): J/K the list's next and previous, R reply, / template, E close, T tag, A assign,
// P priority, B block author, ? the cheat sheet, Esc back to the list. The same handlers run from the command palette
// (Ctrl/Cmd+K), which offers only what the role and the network allow. Returns the cheat sheet while it is open.
export function useItemCommands({
  root,
  item,
  role,
  canReply,
  canBlock,
  onChange,
  onBlock,
  onBack,
  moveOn = null,
  onClose = () => onChange({ status: 'closed' }),
  ...controls
}: ItemCommandsOptions): ReactNode {
  const { t } = useTranslation(['item', 'shell']);
  const process = roleCan(role, 'process');
  // As ItemControls shows them (spec §1): a moderator tags and closes; an operator processes.
  const commands: { id: Exclude<ShortcutAction, 'template'>; allowed: boolean; run: () => void }[] = [
    { id: 'reply', allowed: canReply, run: () => focusIn(root.current, 'reply') },
    {
      id: 'close',
      allowed: (process || roleCan(role, 'close')) && item.status !== 'closed',
      run: onClose,
    },
    { id: 'tag', allowed: roleCan(role, 'tag'), run: () => focusIn(root.current, 'tags') },
    { id: 'assign', allowed: process, run: () => focusIn(root.current, 'assignee') },
    { id: 'priority', allowed: process, run: () => focusIn(root.current, 'priority') },
    { id: 'block', allowed: canBlock, run: onBlock },
  ];
  const allowed = commands.filter((command) => command.allowed);
  const template = canReply && (() => requestTemplate(region(root.current, 'reply')));

  const help = useScreenShortcuts('item', {
    next: moveOn?.next,
    previous: moveOn?.previous,
    ...Object.fromEntries(allowed.map((command) => [command.id, command.run])),
    template,
    back: onBack,
  });
  // The palette offers, beyond the keys, every value the item's controls offer (ItemControls: the same rules).
  usePageCommands(() => {
    const choices: PaletteCommand[] = [];
    const statuses = statusChoices(
      role,
      item.status,
      COMMENT_STATUSES.filter((s) => s !== 'deleted' || s === item.status),
    );
    if (statuses)
      choices.push(
        ...choiceCommands(
          'status',
          statuses.filter((id) => id !== 'closed').map((id) => ({ id, label: t(`statuses.${id}`) })),
          (value) => t('shell:palette.choice.status', { value }),
          (status) => onChange({ status }),
          item.status,
        ),
      );
    if (process) {
      const me = controls.me ?? null;
      if (me && item.assignee?.id !== me.id)
        choices.push({ id: 'assign-me', label: t('shell:palette.choice.assignMe'), run: () => onChange({ assignee_id: me.id }) });
      const options = assignOptions(
        controls.assignable ?? NO_ASSIGNABLE,
        {
          nobody: t('controls.unassigned'),
          me: (name) => t('controls.me', { name }),
          group: (name) => t('controls.group', { name }),
        },
        { me, spaceId: controls.spaceId ?? null, current: item },
      );
      choices.push(
        ...choiceCommands(
          'assign',
          options.filter((option) => option.id !== `u${me?.id}`),
          (value) => t('shell:palette.choice.assign', { value }),
          (choice) => onChange(changeOf(choice)),
          choiceOf(item),
        ),
        ...choiceCommands(
          'priority',
          PRIORITIES.map((id) => ({ id, label: t(`priorities.${id}`) })),
          (value) => t('shell:palette.choice.priority', { value }),
          (priority) => onChange({ priority }),
          item.priority,
        ),
      );
    }
    if (roleCan(role, 'tag'))
      choices.push(
        ...choiceCommands(
          'tag',
          (controls.tags ?? [])
            .filter((one) => !item.tags.includes(one.id))
            .map((one) => ({ id: one.id, label: visibleText(one.name) })),
          (value) => t('shell:palette.choice.tag', { value }),
          (id) => onChange({ tags: [...item.tags, id] }),
        ),
      );
    return {
      id: 'item',
      title: t('palette.section'),
      commands: [
        ...allowed.map(({ id, run }) => ({ id, label: t(`palette.${id}`), keys: keyLabel(keyOf('item', id) ?? ''), run })),
        ...(template
          ? [
              {
                id: 'template',
                label: t('shell:palette.choice.template'),
                keys: keyLabel(keyOf('item', 'template') ?? ''),
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
