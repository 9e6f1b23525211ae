import { describe, expect, it } from 'vitest';
import { operatorIdOf } from './operatorId.ts';

// One operator's pages (docs/stats.md "Screens"): an id that is no id is the console's 'Page not found'.
describe('operatorIdOf', () => {
  it('reads a user id', () => {
    expect(operatorIdOf('4')).toBe(4);
    expect(operatorIdOf('999999')).toBe(999_999);
  });

  it('refuses what is no id', () => {
    for (const id of [undefined, '', 'abc', '0', '07', '1e3', '-4', '4.0', ' 4', '1234567890'])
      expect(operatorIdOf(id)).toBeNull();
  });
});
