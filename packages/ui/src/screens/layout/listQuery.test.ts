import { describe, expect, it } from 'vitest';
import { chatPath, chatsListPath, itemPath, itemsListPath } from '../inbox/paths.ts';

// The list's query rides on the open item or chat and comes back with Back and Esc (spec §7 POST v1/chats).
describe('list paths keep the list query', () => {
  const query = 'status%5B%5D=new&object_id%5B%5D=6&q=%D0%B4%D0%B0';

  it('opens an item and goes back with the same query', () => {
    expect(itemPath(12, query)).toBe(`/items/12?${query}`);
    expect(itemsListPath(query)).toBe(`/items?${query}`);
  });

  it('opens a chat and goes back with the same query', () => {
    expect(chatPath(7, query)).toBe(`/chats/7/messages?${query}`);
    expect(chatsListPath(query)).toBe(`/chats?${query}`);
  });

  it('adds no question mark without a query', () => {
    expect(itemPath(12)).toBe('/items/12');
    expect(itemsListPath('')).toBe('/items');
    expect(chatsListPath()).toBe('/chats');
  });
});
