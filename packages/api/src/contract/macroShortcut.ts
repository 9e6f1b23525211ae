// A macro's keyboard shortcut (docs/macros.md): a key with at least Ctrl or Alt ('Alt+1', 'Ctrl+Shift+M'), so it never
// takes one of the page's single-key shortcuts (screens.md "Keyboard"), nor the command palette's Ctrl/Cmd+K; Cmd on
// a Mac counts as Ctrl. Written the one way `normalizeShortcut` gives: modifiers in the order Ctrl, Alt, Shift, then
// the key as a capital letter, a digit or F1-F12. The server and the form apply the same rules.

const MODIFIERS = ['Ctrl', 'Alt', 'Shift'] as const;
const KEY = /^([A-Z]|[0-9]|F([1-9]|1[0-2]))$/;
/** Chords the console already has: the command palette (Ctrl/Cmd+K). */
export const RESERVED_SHORTCUTS: readonly string[] = ['Ctrl+K'];

/** The shortcut written the one way, or null when it is not a modifier chord of a letter, digit or F-key. */
export function normalizeShortcut(text: string): string | null {
  const parts = text
    .split('+')
    .map((part) => part.trim())
    .filter(Boolean);
  const key = parts.pop()?.toUpperCase();
  if (!key || !KEY.test(key)) return null;
  const mods = new Set<string>();
  for (const part of parts) {
    const lower = part.toLowerCase();
    const mod =
      lower === 'cmd' || lower === 'meta' || lower === 'mod' || lower === 'control'
        ? 'Ctrl'
        : lower === 'option'
          ? 'Alt'
          : MODIFIERS.find((one) => one.toLowerCase() === lower);
    if (!mod || mods.has(mod)) return null;
    mods.add(mod);
  }
  if (!mods.has('Ctrl') && !mods.has('Alt')) return null;
  return [...MODIFIERS.filter((mod) => mods.has(mod)), key].join('+');
}

export type ShortcutProblem = 'invalid' | 'reserved' | 'taken';

/** Why a macro may not have this shortcut: not a chord, the console's own, or another macro's of the space. */
export function shortcutProblem(
  shortcut: string,
  others: readonly { id: number; shortcut: string | null }[],
  ownId: number | null,
): ShortcutProblem | null {
  const normal = normalizeShortcut(shortcut);
  if (!normal) return 'invalid';
  if (RESERVED_SHORTCUTS.includes(normal)) return 'reserved';
  return others.some((other) => other.id !== ownId && other.shortcut === normal) ? 'taken' : null;
}

/** The shortcut a key press makes, by the physical key (Alt+1 on a Mac types '¡'); null without Ctrl/Cmd or Alt. */
export function shortcutOfEvent(
  event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'code' | 'key'>,
): string | null {
  const ctrl = event.ctrlKey || event.metaKey;
  if (!ctrl && !event.altKey) return null;
  const key = /^Key[A-Z]$/.test(event.code)
    ? event.code.slice(3)
    : /^Digit[0-9]$/.test(event.code)
      ? event.code.slice(5)
      : /^F([1-9]|1[0-2])$/.test(event.key)
        ? event.key
        : null;
  if (!key) return null;
  return [ctrl ? 'Ctrl' : null, event.altKey ? 'Alt' : null, event.shiftKey ? 'Shift' : null, key].filter(Boolean).join('+');
}
