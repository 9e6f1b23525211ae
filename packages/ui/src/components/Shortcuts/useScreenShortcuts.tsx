import { lazy, Suspense, useState, type ReactNode } from 'react';
import { keyMapOf, shortcutsOf, type ShortcutHandlers, type ShortcutScreen } from './shortcutTables.ts';
import { pageShortcuts, useShortcuts } from './useShortcuts.ts';
import { pageMacroShortcuts } from './macroShortcuts.ts';

// The cheat sheet is its own chunk: it loads on the first ?, not with the screen (quality.md route budgets).
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog.tsx').then((m) => ({ default: m.ShortcutsDialog })));

/**
 * A screen's keyboard (screens.md "Keyboard"): its table's keys bound to the handlers it has now, ? opening the cheat
 * sheet of exactly the keys that work on the page (beside an open item, the item's and then the list's). Returns the
 * cheat sheet to render (null while closed).
 */
export function useScreenShortcuts(screen: ShortcutScreen, handlers: Omit<ShortcutHandlers, 'help'>): ReactNode {
  const [helpOpen, setHelpOpen] = useState(false);
  const all: ShortcutHandlers = { ...handlers, help: () => setHelpOpen(true) };
  useShortcuts(keyMapOf(screen, all), true, shortcutsOf(screen, all));
  return helpOpen ? (
    <Suspense fallback={null}>
      <ShortcutsDialog isOpen onClose={() => setHelpOpen(false)} shortcuts={pageShortcuts()} macros={pageMacroShortcuts()} />
    </Suspense>
  ) : null;
}
