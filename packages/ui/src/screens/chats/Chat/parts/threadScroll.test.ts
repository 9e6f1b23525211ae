import { describe, expect, it } from 'vitest';
import {
  isAtEnd,
  keepsViewOnResize,
  nearTop,
  STICK_MARGIN,
  unreadScrollKeeper,
  unseenAfter,
  withFocusedRow,
} from './threadScroll.ts';

const box = (scrollTop: number, scrollHeight = 5000, clientHeight = 600) => ({ scrollTop, scrollHeight, clientHeight });

describe('the thread at its end', () => {
  it('counts as at the newest message within the stick margin of the end', () => {
    expect(isAtEnd(box(4400))).toBe(true);
    expect(isAtEnd(box(4400 - STICK_MARGIN))).toBe(true);
    expect(isAtEnd(box(4400 - STICK_MARGIN - 1))).toBe(false);
    expect(isAtEnd(box(0, 300, 600))).toBe(true);
  });
});

describe('loading older messages', () => {
  it('starts within a screenful (at least 400 px) of the top', () => {
    expect(nearTop(box(600))).toBe(true);
    expect(nearTop(box(601))).toBe(false);
    expect(nearTop(box(400, 5000, 200))).toBe(true);
    expect(nearTop(box(401, 5000, 200))).toBe(false);
  });
});

describe('messages the user has not seen', () => {
  it('counts the messages after the last one seen at the end', () => {
    expect(unseenAfter([1, 2, 3, 4, 5], 3)).toBe(2);
    expect(unseenAfter([1, 2, 3], 3)).toBe(0);
  });

  it('is unaffected by older pages coming in above', () => {
    expect(unseenAfter([-3, -2, -1, 1, 2, 3, 4], 3)).toBe(1);
  });

  it('counts nothing without a seen message, or when it is gone', () => {
    expect(unseenAfter([1, 2], null)).toBe(0);
    expect(unseenAfter([1, 2], 9)).toBe(0);
  });
});

describe('rows kept rendered', () => {
  it('adds the focused row to the virtual window, in order', () => {
    expect(withFocusedRow([10, 11, 12], 3)).toEqual([3, 10, 11, 12]);
    expect(withFocusedRow([10, 11, 12], 40)).toEqual([10, 11, 12, 40]);
  });

  it('leaves the window as it is when the focus is in it or nowhere', () => {
    expect(withFocusedRow([10, 11, 12], 11)).toEqual([10, 11, 12]);
    expect(withFocusedRow([10, 11, 12], -1)).toEqual([10, 11, 12]);
  });
});

describe('a message that changes height', () => {
  const view = (upward: boolean) => ({ offset: 1000, size: 600, upward });

  it('scrolling up, moves the view with it when it ends inside or above the view: older messages grow upwards', () => {
    expect(keepsViewOnResize({ start: 900, size: 96 }, view(true))).toBe(true);
    expect(keepsViewOnResize({ start: 1200, size: 96 }, view(true))).toBe(true);
    expect(keepsViewOnResize({ start: 1504, size: 96 }, view(true))).toBe(true);
  });

  it('scrolling up, leaves the view when it reaches below it', () => {
    expect(keepsViewOnResize({ start: 1550, size: 96 }, view(true))).toBe(false);
    expect(keepsViewOnResize({ start: 1700, size: 96 }, view(true))).toBe(false);
  });

  it('otherwise moves the view only for a message starting above it', () => {
    expect(keepsViewOnResize({ start: 999, size: 96 }, view(false))).toBe(true);
    expect(keepsViewOnResize({ start: 1000, size: 96 }, view(false))).toBe(false);
    expect(keepsViewOnResize({ start: 1200, size: 96 }, view(false))).toBe(false);
  });
});

describe('unreadScrollKeeper', () => {
  it('keeps a scroll the virtualiser has not read through its writes, and nothing once it has read it', () => {
    const keeper = unreadScrollKeeper();
    // Before any read, a write lands where asked.
    expect(keeper.target(500, 0, 600)).toBe(500);
    keeper.wrote(500, 600);
    keeper.read(1000, 600);
    // The reader scrolled up 400 px; in the same frame a page came in above (+2,000 px), written from the old 1000.
    expect(keeper.target(3000, 600, 600)).toBe(2600);
    keeper.wrote(2600, 600);
    // A second correction before the virtualiser reads: the unread step still counts, once.
    expect(keeper.target(3100, 2600, 600)).toBe(2700);
    keeper.wrote(2700, 600);
    // The virtualiser reads the position: from now on its writes land as asked.
    keeper.read(2700, 600);
    expect(keeper.target(2750, 2700, 600)).toBe(2750);
  });

  it('does not count the browser clamping a write as the reader scrolling', () => {
    const keeper = unreadScrollKeeper();
    keeper.read(100, 600);
    expect(keeper.target(900, 100, 600)).toBe(900);
    keeper.wrote(700, 600); // the box could only go to 700
    expect(keeper.target(950, 700, 600)).toBe(950);
  });

  it('does not keep a move the layout made: the box changed height', () => {
    const keeper = unreadScrollKeeper();
    keeper.read(4000, 500);
    // The box collapsed for a frame (a screenshot beyond the viewport, a panel re-laid): its position reads 0.
    expect(keeper.target(4010, 0, 0)).toBe(4010);
    keeper.wrote(0, 0);
    // Back at its height, the virtualiser's next correction lands where it asks, not 4,000 px up.
    expect(keeper.target(4020, 0, 500)).toBe(4020);
    keeper.wrote(4020, 500);
    // The reader's own scroll at an unchanged height is kept again.
    expect(keeper.target(4030, 3900, 500)).toBe(3910);
  });
});
