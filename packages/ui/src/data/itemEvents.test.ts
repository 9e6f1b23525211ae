import { describe, expect, it, vi } from 'vitest';
import { createItemEvents } from './itemEvents.ts';

describe('itemEvents (issue 6: items messages reach the item screens once per frame)', () => {
  it('hands on only the items messages of a frame, and none after unsubscribing', () => {
    const events = createItemEvents();
    const listener = vi.fn();
    const off = events.subscribe(listener);
    events.emit([{ method: 'status' }, { method: 'items.changed', items: [{ id: 7 }] }]);
    events.emit([{ method: 'viewer.lock' }]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith([{ method: 'items.changed', items: [{ id: 7 }] }]);
    off();
    events.emit([{ method: 'items.new', items: [{ id: 8 }] }]);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
