import { useState } from 'react';
import { media } from '../../theme/breakpoints.ts';

/** Where each side panel's choice is kept (local storage, this browser). */
export type PanelKey = 'item.authorPanel' | 'chat.sidePanel';

const wide = () => typeof window === 'undefined' || !window.matchMedia(media.mobile).matches;

function stored(key: PanelKey): boolean | null {
  try {
    const value = globalThis.localStorage?.getItem(key);
    return value === 'open' ? true : value === 'closed' ? false : null;
  } catch {
    return null; // storage refused (private mode): the default stands
  }
}

// screens.md "Comments inbox": the author panel can be toggled and the choice is remembered; until the user chooses,
// it starts open. On a phone the panel is a view of its own: it starts closed there, and a choice there is not kept.
export function useRememberedPanel(key: PanelKey, initial?: boolean): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => initial ?? (wide() ? (stored(key) ?? true) : false));
  const choose = (next: boolean) => {
    setOpen(next);
    if (!wide()) return;
    try {
      globalThis.localStorage?.setItem(key, next ? 'open' : 'closed');
    } catch {
      // Not kept: the panel still follows the choice on this page.
    }
  };
  return [open, choose];
}
