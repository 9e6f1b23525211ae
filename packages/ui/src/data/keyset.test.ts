import { describe, expect, it } from 'vitest';
import { uniqueRows } from './keyset.ts';

describe('the rows of keyset pages', () => {
  it('keeps page order and each id once, where it first appears', () => {
    const pages = [{ items: [{ id: 5 }, { id: 4 }] }, { items: [{ id: 4 }, { id: 3 }] }, { items: [] }];
    expect(uniqueRows(pages).map((row) => row.id)).toEqual([5, 4, 3]);
  });

  it('reads nothing from no pages', () => {
    expect(uniqueRows([])).toEqual([]);
  });
});
