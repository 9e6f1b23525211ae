import { describe, expect, it, vi } from 'vitest';
import type { ItemsPage } from '@console/api/contract';
import { RECORDINGS } from '@console/api/mocks';
import { createItemsFeed, isGone, withAuthor } from './itemsFeed.ts';
import { planSocketMessages } from './socketMessages.ts';

// A page of the comments list as the server answered it on the test seed (the itemsList recording).
const fixture = RECORDINGS.itemsList.steps[0]!.answer as ItemsPage;
const item = fixture.items.find((row) => row.post_id !== null);
const post = fixture.posts?.find((one) => one.id === item?.post_id);

describe('itemsFeed items (live rows show their post, screens.md row)', () => {
  it('hands the posts of new and changed items with them, valid ones only', () => {
    const feed = createItemsFeed();
    const listener = vi.fn();
    feed.subscribe(listener);
    feed.publish([{ method: 'items.new', items: [item!], posts: [post!, { id: 5, text: 7 }] }]);
    feed.publish([{ method: 'items.changed', items: [item!] }]);
    expect(listener.mock.calls).toEqual([
      [{ method: 'items.new', items: [item], posts: [post] }],
      [{ method: 'items.changed', items: [item], posts: [] }],
    ]);
  });
});

describe('itemsFeed authors (the author panel follows blocks, labels and notes made elsewhere)', () => {
  it('hands valid authors to the author listeners and drops malformed ones', () => {
    const feed = createItemsFeed();
    const listener = vi.fn();
    const stop = feed.subscribeAuthors(listener);
    const author = { ...item!.author, labels: [3], blocked_until: 2_000_000_000 };
    feed.publishAuthors([{ method: 'authors.changed', authors: [author, { id: 5, name: 7 }] }]);
    expect(listener).toHaveBeenCalledExactlyOnceWith([author]);
    feed.publishAuthors([{ method: 'authors.changed', authors: [{ id: 5 }] }]);
    stop();
    feed.publishAuthors([{ method: 'authors.changed', authors: [author] }]);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('puts the new author on that author’s items only', () => {
    const author = { ...item!.author, labels: [9] };
    expect(withAuthor(item!, new Map([[author.id, author]])).author.labels).toEqual([9]);
    const other = withAuthor(item!, new Map([[author.id + 1, { ...author, id: author.id + 1 }]]));
    expect(other).toBe(item);
  });
});

describe("itemsFeed gone (spec §1: items out of a limited user's reach)", () => {
  it('hands items.gone from the socket plan to the listeners as it came', () => {
    const plan = planSocketMessages([{ method: 'items.gone', ids: [4, 5] }]);
    const feed = createItemsFeed();
    const listener = vi.fn();
    feed.subscribe(listener);
    feed.publish(plan.items);
    expect(listener).toHaveBeenCalledExactlyOnceWith({ method: 'items.gone', ids: [4, 5] });
  });

  it('counts an item gone when it or the thread root it answers is', () => {
    expect(isGone({ id: 4, parent_id: null }, [4])).toBe(true);
    expect(isGone({ id: 9, parent_id: 4 }, [4])).toBe(true);
    expect(isGone({ id: 4, parent_id: null }, [9])).toBe(false);
  });
});
