// screens.md "Comments inbox" and "Chats": nothing moves the rows the user is looking at or working on. A pointer over
// the list, focus in it or a selection (bulk work) holds new rows behind the "N new" pill, even at the very top.

/** What holds a list still now. */
export interface ListHolds {
  pointer: boolean;
  focus: boolean;
  selection: boolean;
}

export const NO_HOLDS: ListHolds = { pointer: false, focus: false, selection: false };

/** Whether anything holds the list. */
export const listHeld = (holds: ListHolds): boolean => holds.pointer || holds.focus || holds.selection;

/**
 * Whether new rows go in at once: at the very top with nothing holding the list. Otherwise they wait behind the pill,
 * which lets them in, as does the moment this turns true again (the pointer, focus and selection all gone).
 */
export const rowsEnterAtOnce = (atTop: boolean, holds: ListHolds): boolean => atTop && !listHeld(holds);
