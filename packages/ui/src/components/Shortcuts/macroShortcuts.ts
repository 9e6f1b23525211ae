import { useEffect, useRef } from 'react';

/** A macro as the keyboard knows it: its name and chord ('Alt+1'). */
export interface MacroShortcut {
  id: number;
  name: string;
  shortcut: string;
}

// The macros' chords of the mounted pages (docs/macros.md): a modifier chord runs the macro whose shortcut it is; the
// cheat sheet lists them after the page's single keys. The item page and the chat page each mount theirs.
const mounted = new Set<{ current: readonly MacroShortcut[] }>();

/** Every macro chord that works on the page now, once each: what the cheat sheet lists. */
export function pageMacroShortcuts(): MacroShortcut[] {
  const seen = new Set<string>();
  return [...mounted].flatMap((entry) => entry.current.filter((one) => !seen.has(one.shortcut) && seen.add(one.shortcut)));
}

// Unlike the single keys, a chord also works while a text field has focus (the reply box): it types nothing. An open
// dialog or menu keeps its keys.
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** The chord a key press makes ('Ctrl+Shift+M'), or null (the contract's shortcutOfEvent). */
export type ChordOf = (event: KeyboardEvent) => string | null;

/** Binds the macros' chords on the document while `enabled`; `run` gets the macro whose chord was pressed. */
export function useMacroShortcuts(
  macros: readonly MacroShortcut[],
  run: (id: number) => void,
  chordOf: ChordOf,
  enabled = true,
): void {
  const entry = useRef({ current: macros }).current;
  entry.current = macros;
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.repeat) return;
      if (event.target instanceof Element && event.target.closest(OVERLAY)) return;
      const chord = chordOf(event);
      const macro = chord === null ? undefined : entry.current.find((one) => one.shortcut === chord);
      if (!macro) return;
      event.preventDefault();
      runRef.current(macro.id);
    };
    mounted.add(entry);
    document.addEventListener('keydown', onKey);
    return () => {
      mounted.delete(entry);
      document.removeEventListener('keydown', onKey);
    };
  }, [enabled, entry, chordOf]);
}
