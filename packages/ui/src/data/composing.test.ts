// docs/socket.md composing: who else is typing a reply, until their `until`, cleared by their unlock.
import { describe, expect, it } from 'vitest';
import { createComposingStore } from './composing.ts';
import { planSocketMessages } from './socketMessages.ts';

const target = { type: 'item', id: 7 } as const;
const anna = { id: 2, name: 'Anna Admin' };

describe('composing', () => {
  it('the socket plan routes composing messages to the store, apart from viewers', () => {
    const plan = planSocketMessages([{ method: 'composing', target, user: anna, until: 100 }]);
    expect(plan.composing).toEqual([{ method: 'composing', target, user: anna, until: 100 }]);
    expect(plan.viewers).toEqual([]);
  });

  it('keeps the latest until per user and target; an unlock by that user clears them', () => {
    const store = createComposingStore();
    store.apply([{ method: 'composing', target, user: anna, until: 100 }]);
    store.apply([{ method: 'composing', target, user: anna, until: 200 }]);
    expect(store.get(target)).toEqual([{ ...anna, until: 200 }]);
    expect(store.get({ type: 'chat', id: 7 })).toEqual([]);
    store.apply([], [{ method: 'viewer.unlock', target, user: anna }]);
    expect(store.get(target)).toEqual([]);
  });
});
