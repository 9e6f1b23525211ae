import type { ShortcutMap } from './useShortcuts.ts';

// screens.md "Keyboard": J/K next and previous, Enter open, R reply, / template, E close, T tag, A assign, P priority,
// B block author, X select, Ctrl/Cmd+K command palette, ? the cheat sheet, Esc back to the list. One table per
// screen says which of them the screen has; the cheat sheet lists a screen's table, less what the role cannot do.

export const SHORTCUT_ACTIONS = [
  'next',
  'previous',
  'open',
  'select',
  'reply',
  'template',
  'close',
  'tag',
  'labels',
  'assign',
  'priority',
  'block',
  'palette',
  'help',
  'back',
] as const;
export type ShortcutAction = (typeof SHORTCUT_ACTIONS)[number];

export const SHORTCUT_SCREENS = ['items', 'author', 'item', 'chats', 'chat'] as const;
export type ShortcutScreen = (typeof SHORTCUT_SCREENS)[number];

/** A key as useShortcuts names it ('j', '/', '?', 'Enter', 'Escape'), or the shell's palette chord. */
export interface Shortcut {
  key: string;
  action: ShortcutAction;
}

/** The command palette's chord: the app shell listens for it on every screen (not a single key). */
export const PALETTE_KEY = 'Mod+K';

const s = (key: string, action: ShortcutAction): Shortcut => ({ key, action });
const LIST = [s('j', 'next'), s('k', 'previous'), s('Enter', 'open')];
const COMMON = [s(PALETTE_KEY, 'palette'), s('?', 'help')];

export const SHORTCUT_TABLES: Record<ShortcutScreen, readonly Shortcut[]> = {
  // The comments list and an author's comments: move, open, select for bulk work, close the focused comment.
  items: [...LIST, s('x', 'select'), s('e', 'close'), ...COMMON],
  author: [...LIST, s('x', 'select'), s('e', 'close'), ...COMMON],
  // J/K open the next and previous rows of the list the item was opened from (moving on).
  item: [
    s('j', 'next'),
    s('k', 'previous'),
    s('r', 'reply'),
    s('/', 'template'),
    s('e', 'close'),
    s('t', 'tag'),
    s('a', 'assign'),
    s('p', 'priority'),
    s('b', 'block'),
    ...COMMON,
    s('Escape', 'back'),
  ],
  // Chats have no selection (no bulk work on chats), so no X.
  chats: [...LIST, ...COMMON],
  // Chats have the author's labels where comments have tags: T goes to them.
  chat: [
    s('j', 'next'),
    s('k', 'previous'),
    s('r', 'reply'),
    s('/', 'template'),
    s('e', 'close'),
    s('t', 'labels'),
    s('a', 'assign'),
    s('p', 'priority'),
    ...COMMON,
    s('Escape', 'back'),
  ],
};

/** What a screen can do now: a handler per action, or null/undefined where the role or the page does not allow it. */
export type ShortcutHandlers = Partial<Record<ShortcutAction, (() => void) | null | undefined | false>>;

/** The screen's shortcuts that work now (the palette always: the shell has it), in the table's order. */
export function shortcutsOf(screen: ShortcutScreen, handlers: ShortcutHandlers): Shortcut[] {
  return SHORTCUT_TABLES[screen].filter((shortcut) => shortcut.action === 'palette' || Boolean(handlers[shortcut.action]));
}

/** The key map useShortcuts binds: the table's single keys with their handlers (the palette chord is the shell's). */
export function keyMapOf(screen: ShortcutScreen, handlers: ShortcutHandlers): ShortcutMap {
  return Object.fromEntries(
    shortcutsOf(screen, handlers).flatMap((shortcut) => {
      const run = handlers[shortcut.action];
      return run && shortcut.key !== PALETTE_KEY ? [[shortcut.key, run]] : [];
    }),
  );
}

/** The key of an action on a screen (the palette shows it beside the command). */
export function keyOf(screen: ShortcutScreen, action: ShortcutAction): string | undefined {
  return SHORTCUT_TABLES[screen].find((shortcut) => shortcut.action === action)?.key;
}

/** How a key is shown: letters upper case, Esc, Ctrl/Cmd+K. */
export function keyLabel(key: string): string {
  if (key === PALETTE_KEY) return 'Ctrl/Cmd+K';
  if (key === 'Escape') return 'Esc';
  return key.length === 1 ? key.toUpperCase() : key;
}
