import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { roleCan, type Item, type RoleName } from '@console/api/contract';
import type { ItemChange } from '../../../data/item.ts';
import { usePageCommands } from '../../../components/CommandPalette/commands.tsx';
import { useShortcuts } from '../../../components/Shortcuts/useShortcuts.ts';

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

const focusIn = (root: HTMLElement | null, name: string) =>
  root
    ?.querySelector<HTMLElement>(`[data-shortcut="${name}"] :is(textarea, input, select, button, [contenteditable="true"])`)
    ?.focus();

// screens.md "Keyboard": R reply, E close, T tag, A assign, P priority, B block author, Esc back to the list. The
// same handlers run from the command palette (Ctrl/Cmd+K), which offers only what the role and the network allow.
export function useItemCommands({ root, item, role, canReply, canBlock, onChange, onBlock, onBack }: ItemCommandsOptions) {
  const { t } = useTranslation('item');
  const process = roleCan(role, 'process');
  // As ItemControls shows them (spec §1): a moderator tags and closes; an operator processes.
  const commands = [
    { id: 'reply', key: 'r', allowed: canReply, run: () => focusIn(root.current, 'reply') },
    {
      id: 'close',
      key: 'e',
      allowed: (process || roleCan(role, 'close')) && item.status !== 'closed',
      run: () => onChange({ status: 'closed' }),
    },
    { id: 'tag', key: 't', allowed: roleCan(role, 'tag'), run: () => focusIn(root.current, 'tags') },
    { id: 'assign', key: 'a', allowed: process, run: () => focusIn(root.current, 'assignee') },
    { id: 'priority', key: 'p', allowed: process, run: () => focusIn(root.current, 'priority') },
    { id: 'block', key: 'b', allowed: canBlock, run: onBlock },
  ].filter((command) => command.allowed);

  useShortcuts({ ...Object.fromEntries(commands.map((command) => [command.key, command.run])), Escape: onBack });
  usePageCommands(() => ({
    id: 'item',
    title: t('palette.section'),
    commands: commands.map(({ id, key, run }) => ({ id, label: t(`palette.${id}`), keys: key.toUpperCase(), run })),
  }));
}
