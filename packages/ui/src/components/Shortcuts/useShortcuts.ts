import { useEffect, useRef } from 'react';

/** Handlers by key: a letter ('r', 'e') or 'Escape'. */
export type ShortcutMap = Readonly<Record<string, () => void>>;

const TEXT_INPUT = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"]';
// An open dialog, menu or list box answers its own keys (Esc closes it, letters jump in it); focus is inside it while
// it is open. (A toast is an alertdialog too, but does not take focus: the page keeps its keys.)
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** Whether a key press belongs to the page's single-key shortcuts (screens.md "Keyboard"). */
export function isShortcutEvent(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
  const target = event.target instanceof Element ? event.target : null;
  // Single-key shortcuts never fire while a text field has focus.
  if (target?.closest(TEXT_INPUT)) return false;
  if (target?.closest(OVERLAY)) return false;
  return true;
}

// The page's single-key shortcuts on the document; letters match either case and any keyboard layout's Latin key.
export function useShortcuts(shortcuts: ShortcutMap, enabled = true): void {
  const current = useRef(shortcuts);
  current.current = shortcuts;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcutEvent(event)) return;
      const letter = /^Key[A-Z]$/.test(event.code) ? event.code.slice(3).toLowerCase() : event.key.toLowerCase();
      const key = event.key === 'Escape' ? 'Escape' : letter;
      const run = current.current[key];
      if (!run) return;
      event.preventDefault();
      run();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
