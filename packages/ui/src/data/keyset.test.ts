import { describe, expect, it } from 'vitest';
import { risesToTop, uniqueRows } from './keyset.ts';

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
