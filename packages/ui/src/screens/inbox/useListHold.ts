import { useCallback, useMemo, useState, type FocusEvent, type PointerEvent } from 'react';
import { listHeld, NO_HOLDS, rowsEnterAtOnce, type ListHolds } from '@console/machines/rules/listHold';

/** The list frame's handlers: the pointer over it and focus in it hold the list (listHold.ts). */
export interface ListHoldBindings {
  onPointerOver: () => void;
  onPointerOut: (event: PointerEvent<HTMLElement>) => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

// screens.md "Comments inbox" / "Chats": a pointer over the list, focus in it or a selection hold new rows behind the
// pill (packages/machines rules/listHold.ts). `atTop` is the list's own scroll state; the answer is what the live list
// takes as its top: new rows go in at once only then.
export function useListHold(atTop: boolean, selecting: boolean) {
  const [holds, setHolds] = useState<Omit<ListHolds, 'selection'>>(NO_HOLDS);
  const set = useCallback(
    (hold: 'pointer' | 'focus', on: boolean) => setHolds((now) => (now[hold] === on ? now : { ...now, [hold]: on })),
    [],
  );
  const bind = useMemo<ListHoldBindings>(
    () => ({
      // Over and out (they bubble) rather than enter and leave, which miss a leave when the row under the pointer is
      // re-rendered; out to an element inside the list is still over it.
      onPointerOver: () => set('pointer', true),
      onPointerOut: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) set('pointer', false);
      },
      onFocus: () => set('focus', true),
      // Focus moving between rows stays in the list; only focus leaving it lets go.
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) set('focus', false);
      },
    }),
    [set],
  );
  const all = { ...holds, selection: selecting };
  return { bind, held: listHeld(all), liveAtTop: rowsEnterAtOnce(atTop, all) };
}
