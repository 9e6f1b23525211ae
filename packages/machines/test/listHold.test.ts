import { describe, expect, it } from 'vitest';
import { listHeld, NO_HOLDS, rowsEnterAtOnce } from '../src/rules/listHold.ts';

describe('listHold (screens.md "Comments inbox": a list that stays put)', () => {
  it('new rows go in at once only at the very top with nothing holding the list', () => {
    expect(rowsEnterAtOnce(true, NO_HOLDS)).toBe(true);
    expect(rowsEnterAtOnce(false, NO_HOLDS)).toBe(false);
  });
  it('a pointer over the list, focus in it or a selection each hold it, at the top too', () => {
    for (const hold of ['pointer', 'focus', 'selection'] as const) {
      const holds = { ...NO_HOLDS, [hold]: true };
      expect(listHeld(holds)).toBe(true);
      expect(rowsEnterAtOnce(true, holds)).toBe(false);
    }
    expect(listHeld(NO_HOLDS)).toBe(false);
  });
});
