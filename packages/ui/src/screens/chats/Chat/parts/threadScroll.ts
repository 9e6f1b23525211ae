// The conversation's scrolling rules, pure so they are tested without a browser: when the next older page
// loads, what counts as "at the newest message", how many arrived while the user read further up, and which rows
// stay rendered beside the virtual window.

/** The scroll box's figures, as the DOM gives them. */
export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Within this many pixels of the end, the thread counts as at the newest message and follows new ones. */
export const STICK_MARGIN = 80;

/** At the newest message: within `margin` pixels of the end (or nothing to scroll). */
export const isAtEnd = (box: ScrollBox, margin = STICK_MARGIN): boolean =>
  box.scrollHeight - box.scrollTop - box.clientHeight <= margin;

/** The next older page loads while the user is within a screenful (at least 400 px) of the top: usually in before they get there. */
export const nearTop = (box: ScrollBox): boolean => box.scrollTop <= Math.max(400, box.clientHeight);

/**
 * How many messages came after the last one the user saw at the end (the "N new messages" affordance); 0 when that
 * message is gone from the thread or nothing was seen yet.
 */
export function unseenAfter(ids: readonly number[], seenLastId: number | null): number {
  if (seenLastId === null) return 0;
  const at = ids.lastIndexOf(seenLastId);
  return at < 0 ? 0 : ids.length - 1 - at;
}

/**
 * The rows to render: the virtual window, plus the row that holds the keyboard focus (a reaction picker or retry
 * button scrolled away keeps its focus instead of dropping it on the page), in order, each once.
 */
export function withFocusedRow(indexes: readonly number[], focused: number): number[] {
  if (focused < 0 || indexes.includes(focused)) return [...indexes];
  return [...indexes, focused].sort((a, b) => a - b);
}

/** A message's measured place in the thread, and the scroll box's view of it (virtual coordinates). */
export interface Placed {
  start: number;
  size: number;
}
export interface View {
  offset: number;
  size: number;
  /** The user is scrolling towards older messages. */
  upward: boolean;
}

/**
 * Whether a message whose height changed (measured for the first time, a picture loaded) moves the scroll position
 * with it, so what the user reads stays in place. Scrolling up, older messages come into view above what is being
 * read at estimated heights: every message that ends inside or above the view grows upwards. Otherwise only one
 * above the top of the view does (the virtualiser's default); one below the view grows downwards, unseen.
 */
export function keepsViewOnResize(message: Placed, view: View): boolean {
  return view.upward ? message.start + message.size <= view.offset + view.size : message.start < view.offset;
}

/**
 * Where the virtualiser's scroll writes land (an older page came in above, a message above grew). It writes absolute
 * positions from the offset it last read, so a scroll it has not read yet (the reader's wheel step in the frame a page
 * came in) would be undone, the view jumping back by that step. The keeper adds that
 * unread scroll to each write, until the virtualiser reads the position again. A move that came with a change of the
 * box's height is the layout's (a box collapsed for a moment puts its position at 0), not the reader's: it is not kept,
 * or the view would land that far from where the reader was when the box comes back.
 */
export function unreadScrollKeeper() {
  let mark: number | null = null; // the box's position when the virtualiser last read it, or after a write
  let markHeight = 0; // the box's height then
  let unread = 0; // scrolled since the virtualiser last read the position
  return {
    /** The virtualiser read the position: nothing is unread. */
    read(offset: number, height: number): void {
      mark = offset;
      markHeight = height;
      unread = 0;
    },
    /** The position to write for the virtualiser's `target`, the box being at `now` and `height` high. */
    target(target: number, now: number, height: number): number {
      if (mark !== null) unread = height === markHeight ? unread + now - mark : 0;
      return target + unread;
    },
    /** After a write: where the box is (the browser may have clamped it), and its height. */
    wrote(now: number, height: number): void {
      mark = now;
      markHeight = height;
    },
  };
}
