import { describe, expect, it, vi } from 'vitest';
import { resources } from '@console/locales';
import {
  keyLabel,
  keyMapOf,
  keyOf,
  PALETTE_KEY,
  SHORTCUT_ACTIONS,
  SHORTCUT_SCREENS,
  SHORTCUT_TABLES,
  shortcutsOf,
  type ShortcutAction,
  type ShortcutScreen,
} from './shortcutTables.ts';

const keysOf = (screen: ShortcutScreen) => SHORTCUT_TABLES[screen].map((shortcut) => keyLabel(shortcut.key));
const every = (screen: ShortcutScreen): Partial<Record<ShortcutAction, () => void>> =>
  Object.fromEntries(SHORTCUT_TABLES[screen].map((shortcut) => [shortcut.action, vi.fn()]));

describe('the keyboard tables (screens.md "Keyboard")', () => {
  it('give each screen the keys that mean something there', () => {
    expect(keysOf('items')).toEqual(['J', 'K', 'Enter', 'X', 'E', 'Ctrl/Cmd+K', '?']);
    expect(keysOf('author')).toEqual(keysOf('items'));
    expect(keysOf('item')).toEqual(['J', 'K', 'R', '/', 'E', 'T', 'A', 'P', 'B', 'Ctrl/Cmd+K', '?', 'Esc']);
    expect(keysOf('chats')).toEqual(['J', 'K', 'Enter', 'Ctrl/Cmd+K', '?']);
    expect(keysOf('chat')).toEqual(['J', 'K', 'R', '/', 'E', 'T', 'A', 'P', 'Ctrl/Cmd+K', '?', 'Esc']);
  });

  it('has no key twice on a screen, and together the whole set of screens.md', () => {
    for (const screen of SHORTCUT_SCREENS) expect(new Set(keysOf(screen)).size, screen).toBe(keysOf(screen).length);
    const all = new Set(SHORTCUT_SCREENS.flatMap(keysOf));
    for (const key of ['J', 'K', 'Enter', 'R', '/', 'E', 'T', 'A', 'P', 'B', 'X', 'Ctrl/Cmd+K', '?', 'Esc'])
      expect(all.has(key), key).toBe(true);
  });

  it('T is tags on the item page and the author labels on the chat page', () => {
    expect(SHORTCUT_TABLES.item.find((s) => s.key === 't')?.action).toBe('tag');
    expect(SHORTCUT_TABLES.chat.find((s) => s.key === 't')?.action).toBe('labels');
    expect(keyOf('chat', 'labels')).toBe('t');
    expect(keyOf('chats', 'reply')).toBeUndefined();
  });

  it('lists and binds only the keys whose action the screen has now (the palette is the shell’s, always there)', () => {
    const close = vi.fn();
    const handlers = { reply: null, close, tag: false as const, help: vi.fn(), back: vi.fn() };
    expect(shortcutsOf('item', handlers).map((s) => s.key)).toEqual(['e', PALETTE_KEY, '?', 'Escape']);
    const map = keyMapOf('item', handlers);
    expect(Object.keys(map)).toEqual(['e', '?', 'Escape']);
    map['e']!();
    expect(close).toHaveBeenCalledOnce();
  });

  it('binds every single key of a table to its own handler, never the palette chord', () => {
    for (const screen of SHORTCUT_SCREENS) {
      const handlers = every(screen);
      const map = keyMapOf(screen, handlers);
      expect(PALETTE_KEY in map).toBe(false);
      for (const { key, action } of SHORTCUT_TABLES[screen].filter((s) => s.action !== 'palette'))
        expect(map[key], `${screen} ${key}`).toBe(handlers[action]);
    }
  });

  it('names every action in ru and en', () => {
    for (const locale of ['ru', 'en'] as const) {
      const actions = resources[locale].shortcuts.actions as Record<string, string>;
      for (const action of SHORTCUT_ACTIONS) expect(actions[action], `${locale} ${action}`).toBeTruthy();
    }
  });
});
