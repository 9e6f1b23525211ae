import { describe, expect, it } from 'vitest';
import { afterCloseTarget, neighbourOf } from '../src/rules/moveOn.ts';

describe('moveOn (after closing, J/K on the item page)', () => {
  const ids = [11, 12, 13];
  it('walks the list as J/K do: the row after or before the open one', () => {
    expect(neighbourOf(ids, 12, 'next')).toBe(13);
    expect(neighbourOf(ids, 12, 'previous')).toBe(11);
    expect(neighbourOf(ids, 13, 'next')).toBeNull();
    expect(neighbourOf(ids, 11, 'previous')).toBeNull();
  });
  it('an item not in the list goes to its first row with J, nowhere with K', () => {
    expect(neighbourOf(ids, 99, 'next')).toBe(11);
    expect(neighbourOf(ids, 99, 'previous')).toBeNull();
    expect(neighbourOf([], 99, 'next')).toBeNull();
  });
  it('after closing: the chosen neighbour, or the list when chosen or when there is none that way', () => {
    expect(afterCloseTarget(ids, 12, 'next')).toBe(13);
    expect(afterCloseTarget(ids, 12, 'previous')).toBe(11);
    expect(afterCloseTarget(ids, 12, 'list')).toBe('list');
    expect(afterCloseTarget(ids, 13, 'next')).toBe('list');
  });
});
