import { useEffect, useRef } from 'react';
import { createShortcutLayers, type ShortcutLayer, type ShortcutMap } from './shortcutLayers.ts';
import type { Shortcut } from './shortcutTables.ts';

export type { ShortcutMap };

const layers = createShortcutLayers();

// Where typing goes, a letter is text, not a command; a checkbox or a button keeps the page's keys.
function isTextEntry(target: Element | null): boolean {
  if (!target) return false;
  if (target.closest('textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"]')) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}
// An open dialog, menu or list box answers its own keys (Esc closes it, letters jump in it); focus is inside it while
// it is open. (A toast is an alertdialog too, but does not take focus: the page keeps its keys.)
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';
// Enter on a button, link or field is that control's own.
const ACTIVE_CONTROL = 'button, a[href], input, select, textarea, [role="button"], [role="menuitem"], [role="option"]';

/** Whether a key press belongs to the page's single-key shortcuts (screens.md "Keyboard"). */
export function isShortcutEvent(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
  const target = event.target instanceof Element ? event.target : null;
  // Single-key shortcuts never fire while a text field has focus.
  if (isTextEntry(target) || target?.closest(OVERLAY)) return false;
  return !(event.key === 'Enter' && target?.closest(ACTIVE_CONTROL));
}

/** The keys every mounted part of the page lists, each once: what the cheat sheet shows. */
export const pageShortcuts = (): Shortcut[] => layers.listing<Shortcut>();

// The page's single-key shortcuts on the document; letters match either case and any keyboard layout's Latin key.
// A key bound by two mounted parts of the page (the list and the item beside it) runs in the one mounted last.
export function useShortcuts(shortcuts: ShortcutMap, enabled = true, listing: readonly Shortcut[] = []): void {
  // One layer for the part's life; the handlers and the listing change with each render, the layer reads the latest.
  const layer = useRef<ShortcutLayer>({ current: shortcuts, listing }).current;
  layer.current = shortcuts;
  layer.listing = listing;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcutEvent(event)) return;
      const letter = /^Key[A-Z]$/.test(event.code) ? event.code.slice(3).toLowerCase() : event.key.toLowerCase();
      const key = event.key === 'Escape' || event.key === 'Enter' ? event.key : letter;
      const run = layer.current[key];
      if (!run || layers.ownerOf(key) !== layer) return;
      event.preventDefault();
      run();
    };
    layers.add(layer);
    document.addEventListener('keydown', onKey);
    return () => {
      layers.remove(layer);
      document.removeEventListener('keydown', onKey);
    };
  }, [enabled, layer]);
}
