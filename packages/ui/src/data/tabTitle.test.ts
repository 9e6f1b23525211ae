import { describe, expect, it } from 'vitest';
import { titleWithCount } from './tabTitle.ts';

describe('titleWithCount (the unread count in the tab title)', () => {
  it('while the tab is hidden leads with the count, caps a large one and shows none at zero', () => {
    expect(titleWithCount('Комментарии — Omnidesk', 3, true)).toBe('(3) Комментарии — Omnidesk');
    expect(titleWithCount('Комментарии — Omnidesk', 1200, true)).toBe('(999+) Комментарии — Omnidesk');
    expect(titleWithCount('Комментарии — Omnidesk', 0, true)).toBe('Комментарии — Omnidesk');
  });

  it("while the tab is in view is the spec's own title (§2.4)", () => {
    expect(titleWithCount('Комментарии — Omnidesk', 3, false)).toBe('Комментарии — Omnidesk');
  });
});
