import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { roleCan, type Item, type RoleName } from '@console/api/contract';
import type { ItemChange } from '../../../data/item.ts';
import { usePageCommands } from '../../layout/CommandPalette/commands.tsx';
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
}

const region = (root: HTMLElement | null, name: string) => root?.querySelector(`[data-shortcut="${name}"]`) ?? null;
const focusIn = (root: HTMLElement | null, name: string) =>
  region(root, name)?.querySelector<HTMLElement>(':is(textarea, input, select, button, [contenteditable="true"])')?.focus();

// screens.md "Keyboard", the item page's table (shortcutTables.ts): R reply, / template, E close, T tag, A assign,
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
}: ItemCommandsOptions): ReactNode {
  const { t } = useTranslation('item');
  const process = roleCan(role, 'process');
  // As ItemControls shows them (spec §1): a moderator tags and closes; an operator processes.
  const commands: { id: Exclude<ShortcutAction, 'template'>; allowed: boolean; run: () => void }[] = [
    { id: 'reply', allowed: canReply, run: () => focusIn(root.current, 'reply') },
    {
      id: 'close',
      allowed: (process || roleCan(role, 'close')) && item.status !== 'closed',
      run: () => onChange({ status: 'closed' }),
    },
    { id: 'tag', allowed: roleCan(role, 'tag'), run: () => focusIn(root.current, 'tags') },
    { id: 'assign', allowed: process, run: () => focusIn(root.current, 'assignee') },
    { id: 'priority', allowed: process, run: () => focusIn(root.current, 'priority') },
    { id: 'block', allowed: canBlock, run: onBlock },
  ];
  const allowed = commands.filter((command) => command.allowed);

  const help = useScreenShortcuts('item', {
    ...Object.fromEntries(allowed.map((command) => [command.id, command.run])),
    template: canReply && (() => requestTemplate(region(root.current, 'reply'))),
    back: onBack,
  });
  usePageCommands(() => ({
    id: 'item',
    title: t('palette.section'),
    commands: allowed.map(({ id, run }) => ({ id, label: t(`palette.${id}`), keys: keyLabel(keyOf('item', id) ?? ''), run })),
  }));
  return help;
}
