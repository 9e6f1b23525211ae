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
const PageCommandsContext = createContext<RefObject<PageCommandsSource | null> | null>(null);

/** Holds the commands the current page offers (the item page's actions) for the palette of the frame around it. */
export function PageCommandsProvider({ children }: { children: ReactNode }) {
  const source = useRef<PageCommandsSource | null>(null);
  return <PageCommandsContext.Provider value={source}>{children}</PageCommandsContext.Provider>;
}

/** The page's commands, read when the palette opens (the latest render's, so they act on what the page shows). */
export function usePageCommands(commands: PageCommandsSource): void {
  const registry = useContext(PageCommandsContext);
  const latest = useRef(commands);
  latest.current = commands;
  useEffect(() => {
    if (!registry) return;
    const read = () => latest.current();
    registry.current = read;
    return () => {
      if (registry.current === read) registry.current = null;
    };
  }, [registry]);
}

/** What the current page offers now; null outside a provider or on a page without commands. */
export function usePageCommandsReader(): () => PaletteSection | null {
  const registry = useContext(PageCommandsContext);
  return () => registry?.current?.() ?? null;
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
