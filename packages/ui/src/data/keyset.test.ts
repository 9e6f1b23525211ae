import { describe, expect, it } from 'vitest';
import { inOrder, risesAbove, risesToTop, uniqueRows } from './keyset.ts';

describe('the rows of keyset pages', () => {
  it('keeps page order and each id once, where it first appears', () => {
    const pages = [{ items: [{ id: 5 }, { id: 4 }] }, { items: [{ id: 4 }, { id: 3 }] }, { items: [] }];
    expect(uniqueRows(pages).map((row) => row.id)).toEqual([5, 4, 3]);
  });

  it('reads nothing from no pages', () => {
    expect(uniqueRows([])).toEqual([]);
  });
});

describe('a changed row the list lacks', () => {
  const row = (id: number, at: number) => ({ id, at });
  const at = (r: { at: number }) => r.at;
  const shown = [row(10, 2_000), row(11, 1_000)];

  it('goes at the top only when it is newer than the first shown, in the server’s order', () => {
    expect(risesToTop(row(12, 2_001), shown, at)).toBe(true);
    expect(risesToTop(row(12, 2_000), shown, at)).toBe(true); // the same second: the larger id first
    expect(risesToTop(row(9, 2_000), shown, at)).toBe(false);
    expect(risesToTop(row(12, 1_500), shown, at)).toBe(false); // it belongs further down: paging brings it
    expect(risesToTop(row(12, 1), [], at)).toBe(true);
  });

  it('is not one the list shows (that one is updated in place)', () => {
    expect(risesToTop(row(10, 3_000), shown, at)).toBe(false);
  });
});

describe('the loaded rows kept in the list’s order (a chat that changed at the top of the list)', () => {
  const row = (id: number, at: number) => ({ id, at });
  const order = (a: { id: number; at: number }, b: { id: number; at: number }) => b.at - a.at || b.id - a.id;
  const ids = (pages: readonly { items: readonly { id: number }[] }[]) => pages.map((page) => page.items.map((r) => r.id));
  const before = [{ items: [row(1, 50), row(2, 40)] }, { items: [row(3, 30), row(4, 20)] }];

  it('moves a changed row where the order puts it, each page as long as it was', () => {
    const after = [{ items: [row(1, 50), row(2, 40)] }, { items: [row(3, 60), row(4, 20)] }];
    expect(ids(inOrder(before, after, order, true))).toEqual([
      [3, 1],
      [2, 4],
    ]);
  });

  it('lets a row that now goes past the last loaded one leave while more pages come, and keeps it at the end when none do', () => {
    const after = [{ items: [row(1, 10), row(2, 40)] }, { items: [row(3, 30), row(4, 20)] }];
    expect(ids(inOrder(before, after, order, true))).toEqual([[2, 3], [4]]);
    expect(ids(inOrder(before, after, order, false))).toEqual([
      [2, 3],
      [4, 1],
    ]);
  });

  it('answers the same pages when nothing moves', () => {
    expect(inOrder(before, before, order, true)).toBe(before);
  });

  it('tells a row the list lacks that now goes above the first (risesAbove)', () => {
    const shown = before.flatMap((page) => page.items);
    expect(risesAbove(row(9, 51), shown, order)).toBe(true);
    expect(risesAbove(row(9, 45), shown, order)).toBe(false);
    expect(risesAbove(row(1, 99), shown, order)).toBe(false);
  });
});
