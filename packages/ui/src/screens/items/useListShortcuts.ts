import { useEffect, useRef } from 'react';

export interface ListShortcuts {
  next: () => void;
  previous: () => void;
  open: () => void;
  select: () => void;
  close: () => void;
  help: () => void;
}

// Where typing goes, a letter is text, not a command (screens.md "Keyboard").
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}

const ACTIVE_CONTROL = 'button, a[href], input, select, textarea, [role="button"], [role="menuitem"], [role="option"]';

/** The list's single-key shortcuts (J, K, Enter, X, E, ?): never in a text field, a dialog, or with Ctrl/Alt/Meta. */
export function useListShortcuts(shortcuts: ListShortcuts, enabled = true): void {
  const current = useRef(shortcuts);
  current.current = shortcuts;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || isTextEntry(event.target)) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]')) return;
      const run = (action: keyof ListShortcuts) => {
        event.preventDefault();
        current.current[action]();
      };
      switch (event.key) {
        case 'j':
        case 'J':
          return run('next');
        case 'k':
        case 'K':
          return run('previous');
        case 'x':
        case 'X':
          return run('select');
        case 'e':
        case 'E':
          return run('close');
        case '?':
          return run('help');
        case 'Enter':
          // Enter on a button or link is that control's own.
          if (target?.closest(ACTIVE_CONTROL)) return;
          return run('open');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
