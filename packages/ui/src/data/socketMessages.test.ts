import { describe, expect, it, vi } from 'vitest';
import type { SocketServerMessage } from '@console/api/socket';
import { createFrameBatcher } from './frameBatcher.ts';
import {
  COMMENTS_FILTER_NOTIFICATION_MS,
  ISSUE_NOTIFICATION_MS,
  notificationTimeout,
  planSocketMessages,
} from './socketMessages.ts';
import { createViewersStore } from './viewers.ts';

const notify = (type: 'issue' | 'comments_filter', id = 7) =>
  ({ method: 'notify', type, id, title: 't', text: 'x', user: null, icon: null, class: null, duration: null }) as const;
const viewer = (method: 'viewer.lock' | 'viewer.unlock', userId: number, id = 3) =>
  ({ method, target: { type: 'item', id }, user: { id: userId, name: `U${userId}` } }) as const;

describe('planSocketMessages (spec §7 "Socket": dispatched by method)', () => {
  it('keeps the last status, refreshes the counts once, collects notifications and viewers', () => {
    const messages: SocketServerMessage[] = [
      { method: 'status', status: 2 },
      { method: 'monitoring' },
      { method: 'youscan' },
      notify('issue'),
      notify('comments_filter'),
      { method: 'status', status: 5 },
      viewer('viewer.lock', 9),
    ];
    const plan = planSocketMessages(messages);
    expect(plan.status).toBe(5);
    expect(plan.refreshCounts).toBe(true);
    expect(plan.notifications.map((n) => n.type)).toEqual(['issue', 'comments_filter']);
    expect(plan.viewers).toHaveLength(1);
  });

  it('loses access at once when any space of the batch was taken away, and reloads the config for any change', () => {
    const lost = planSocketMessages([
      { method: 'access.changed', space_id: 4, access: true },
      { method: 'access.changed', space_id: 5, access: false },
    ]);
    expect(lost.access).toEqual({ reload: true, lost: true });
    expect(planSocketMessages([{ method: 'access.changed', space_id: 4, access: true }]).access).toEqual({
      reload: true,
      lost: false,
    });
    expect(planSocketMessages([{ method: 'monitoring' }]).access).toEqual({ reload: false, lost: false });
  });

  it('collects items and authors messages for the items feed', () => {
    const plan = planSocketMessages([
      { method: 'items.changed', items: [{ id: 1 }] },
      { method: 'authors.changed', authors: [{ id: 2 }] },
    ]);
    expect(plan.items).toHaveLength(1);
    expect(plan.authors).toEqual([{ method: 'authors.changed', authors: [{ id: 2 }] }]);
  });

  it('a comments_filter warning alone changes no counts; no status message leaves the status alone', () => {
    const plan = planSocketMessages([notify('comments_filter')]);
    expect(plan.refreshCounts).toBe(false);
    expect(plan.status).toBeUndefined();
  });

  it('an issue notification lasts 300 s, a filter warning 120 s (spec §9)', () => {
    expect(notificationTimeout(notify('issue'))).toBe(ISSUE_NOTIFICATION_MS);
    expect(ISSUE_NOTIFICATION_MS).toBe(300_000);
    expect(notificationTimeout(notify('comments_filter'))).toBe(COMMENTS_FILTER_NOTIFICATION_MS);
    expect(COMMENTS_FILTER_NOTIFICATION_MS).toBe(120_000);
  });
});

describe('createFrameBatcher (quality.md: at most one render per frame)', () => {
  it('hands every message of a frame to one flush, in order', () => {
    const frames: Array<() => void> = [];
    const flush = vi.fn();
    const batcher = createFrameBatcher<number>(flush, (run) => void frames.push(run));
    for (let i = 0; i < 100; i += 1) batcher.push(i);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(flush).toHaveBeenCalledOnce();
    expect(flush.mock.calls[0]![0]).toEqual(Array.from({ length: 100 }, (_, i) => i));
    batcher.push(100);
    expect(frames).toHaveLength(2);
  });

  it('clear drops what is queued', () => {
    const frames: Array<() => void> = [];
    const flush = vi.fn();
    const batcher = createFrameBatcher<number>(flush, (run) => void frames.push(run));
    batcher.push(1);
    batcher.clear();
    frames[0]!();
    expect(flush).toHaveBeenCalledWith([]);
  });
});

describe('viewers store (screens.md: who is viewing an item)', () => {
  it('adds on lock, removes on unlock, per target and without duplicates', () => {
    const store = createViewersStore();
    const target = { type: 'item', id: 3 } as const;
    store.apply([viewer('viewer.lock', 1), viewer('viewer.lock', 2), viewer('viewer.lock', 1)]);
    expect(store.get(target).map((v) => v.id)).toEqual([2, 1]);
    expect(store.get({ type: 'item', id: 4 })).toEqual([]);
    store.apply([viewer('viewer.unlock', 2)]);
    expect(store.get(target)).toEqual([{ id: 1, name: 'U1' }]);
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(listener).toHaveBeenCalledOnce();
    expect(store.get(target)).toEqual([]);
  });

  it('hands issues.changed to the issues list (docs/issues.md "Live list")', () => {
    const plan = planSocketMessages([{ method: 'issues.changed', ids: [4, 5] }]);
    expect(plan.issues).toEqual([{ method: 'issues.changed', ids: [4, 5] }]);
    expect(plan.refreshCounts).toBe(false);
  });
});
