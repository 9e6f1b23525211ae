import { describe, expect, it } from 'vitest';
import { createI18n } from '@console/locales';
import type { HistoryEntry } from '@console/api/contract';
import { changeText, leftText } from './format.ts';

const t = createI18n('en').getFixedT('en', 'item');
const names = { tags: new Map([[11, 'Delivery']]), users: new Map([[5, 'Anna']]) };
const entry = (change: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  item_id: 1,
  user: { id: 5, name: 'Anna' },
  field: 'status',
  from: 'new',
  to: 'closed',
  at: 0,
  ...change,
});

describe('the item page in words (who changed what)', () => {
  it('says who changed a field from what to what, by the values’ labels and the tags’ names', () => {
    expect(changeText(t, entry({}), names)).toBe('Anna changed status from New to Closed');
    expect(changeText(t, entry({ field: 'tags', from: '', to: '11,12' }), names)).toBe(
      'Anna changed tags from — to Delivery, #12',
    );
    expect(changeText(t, entry({ field: 'priority', user: null, from: 'normal', to: 'high' }), names)).toBe(
      'System changed priority from Normal to High',
    );
    expect(changeText(t, entry({ field: 'assignee', from: '5', to: '8' }), names)).toMatch(/from Anna to #8$/);
  });

  it('says an action as an event', () => {
    expect(changeText(t, entry({ field: 'deleted', from: null, to: 'delete' }), names)).toBe('Anna: deleted it');
    expect(changeText(t, entry({ field: 'edit', from: null, to: null }), names)).toBe('Anna: edited the text');
  });

  it('counts a window down in hours and minutes, minutes, then seconds', () => {
    expect(leftText(t, 43_200)).toBe('12 h 0 min');
    expect(leftText(t, 1_200)).toBe('20 min');
    expect(leftText(t, 42)).toBe('42 s');
    expect(leftText(t, -5)).toBe('0 s');
  });
});
