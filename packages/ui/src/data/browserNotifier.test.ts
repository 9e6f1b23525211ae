import { describe, expect, it } from 'vitest';
import type { Chat, Item } from '@console/api/contract';
import { noticesOf } from './browserNotifier.ts';
import { notificationsState } from './browserNotifications.ts';

const ME = 7;
const item = (id: number, assignee: number | null, more: Partial<Item> = {}) =>
  ({
    id,
    assignee: assignee === null ? null : { id: assignee, name: `user ${assignee}` },
    author: { name: 'Анна' },
    text: 'Где мой заказ?',
    unread: true,
    status: 'new',
    from_us: false,
    ...more,
  }) as Item;
const changed = (...items: Item[]) => ({ method: 'items.changed' as const, items, posts: [] });

describe('noticesOf (browser notifications for the operator away from the tab)', () => {
  it('tells of a new chat', () => {
    const chat = { id: 5, author: { name: 'Олег' }, excerpt: 'Здравствуйте' } as Chat;
    expect(noticesOf({ method: 'chats.new', chats: [chat] }, ME, new Map())).toEqual([
      { kind: 'chat', id: 5, name: 'Олег', text: 'Здравствуйте', tag: 'chat-5' },
    ]);
  });
  it('tells of a comment once it becomes mine, not of its later changes nor of others’', () => {
    const seen = new Map<number, number | null>();
    expect(noticesOf(changed(item(1, null)), ME, seen)).toEqual([]);
    expect(noticesOf(changed(item(1, ME)), ME, seen).map((n) => [n.kind, n.id])).toEqual([['assigned', 1]]);
    expect(noticesOf(changed(item(1, ME, { tags: [3] })), ME, seen)).toEqual([]);
    expect(noticesOf(changed(item(2, 9)), ME, seen)).toEqual([]);
  });
  it('takes an unseen comment of mine as news only while unread and waiting', () => {
    expect(noticesOf(changed(item(3, ME, { unread: false })), ME, new Map())).toEqual([]);
    expect(noticesOf(changed(item(4, ME, { status: 'closed' })), ME, new Map())).toEqual([]);
    expect(noticesOf(changed(item(5, ME)), ME, new Map())).toHaveLength(1);
  });
});

describe('notificationsState (my settings: off by default, per browser)', () => {
  it('is on only when chosen and granted; denied and unsupported say so', () => {
    expect(notificationsState(false, 'default')).toBe('off');
    expect(notificationsState(true, 'default')).toBe('off');
    expect(notificationsState(true, 'granted')).toBe('on');
    expect(notificationsState(true, 'denied')).toBe('denied');
    expect(notificationsState(false, 'unsupported')).toBe('unsupported');
  });
});
