import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';

/** One entry of the command palette: a page to go to, a saved filter to apply, an action of the page. */
export interface PaletteCommand {
  id: string;
  label: string;
  /** The page's own shortcut for the same action ('R'), shown beside it. */
  keys?: string;
  run: () => void;
}

export interface PaletteSection {
  id: string;
  title: string;
  commands: readonly PaletteCommand[];
}

type PageCommandsSource = () => PaletteSection | null;
type PageCommandsRegistry = Set<() => PaletteSection | null>;
const PageCommandsContext = createContext<RefObject<PageCommandsRegistry> | null>(null);

/**
 * Holds the commands the current page offers for the palette of the frame around it: the open item's or chat's
 * actions, and the list's selection beside it (each part of the page registers its own section).
 */
export function PageCommandsProvider({ children }: { children: ReactNode }) {
  const sources = useRef<PageCommandsRegistry>(new Set());
  return <PageCommandsContext.Provider value={sources}>{children}</PageCommandsContext.Provider>;
}

/** The page's commands, read when the palette opens (the latest render's, so they act on what the page shows). */
export function usePageCommands(commands: PageCommandsSource): void {
  const registry = useContext(PageCommandsContext);
  const latest = useRef(commands);
  latest.current = commands;
  useEffect(() => {
    if (!registry) return;
    const read = () => latest.current();
    const sources = registry.current;
    sources.add(read);
    return () => void sources.delete(read);
  }, [registry]);
}

/** What the current page offers now, the part mounted last first (the open item before the list); none outside. */
export function usePageCommandsReader(): () => PaletteSection[] {
  const registry = useContext(PageCommandsContext);
  return () =>
    [...(registry?.current ?? [])]
      .reverse()
      .map((read) => read())
      .filter((section): section is PaletteSection => section !== null && section.commands.length > 0);
}

/** Commands that set one of a field's values ("Status: In progress"), each but the current one. */
export function choiceCommands<Value extends string | number>(
  field: string,
  options: readonly { id: Value; label: string }[],
  label: (value: string) => string,
  run: (id: Value) => void,
  current?: Value | null,
): PaletteCommand[] {
  return options
    .filter((option) => option.id !== current)
    .map((option) => ({ id: `${field}:${option.id}`, label: label(option.label), run: () => run(option.id) }));
}

/** Ctrl+K, or Cmd+K on a Mac (any keyboard layout: the K key). */
export function isPaletteChord(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.isComposing) return false;
  return event.code === 'KeyK' || event.key.toLowerCase() === 'k';
}

// screens.md "Keyboard": Ctrl/Cmd+K from anywhere, a text field included (a chord, not a single key). Caught before
// any control can keep the key to itself; the browser's own Ctrl+K (its search box) is not opened over the console.
export function usePaletteChord(toggle: () => void): void {
  const latest = useRef(toggle);
  latest.current = toggle;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteChord(event)) return;
      event.preventDefault();
      if (!event.repeat) latest.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}
