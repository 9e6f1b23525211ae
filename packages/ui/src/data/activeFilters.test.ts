import { describe, expect, it } from 'vitest';
import { activeChatFilters, activeItemFilters } from './activeFilters.ts';
import { defaultChatFilters } from './chatsQuery.ts';
import { defaultFilters } from './itemsQuery.ts';

describe('activeItemFilters (which filters an empty result names)', () => {
  const defaults = defaultFilters(null);
  it('names nothing at the defaults, whatever the sort', () => {
    expect(activeItemFilters({ ...defaults, reversed: true }, defaults)).toEqual([]);
  });
  it('names the search, a changed status, accounts and tags in the pane order', () => {
    const filters = {
      ...defaults,
      q: 'refund',
      lists: { ...defaults.lists, status: ['closed'], object_id: ['3'], tag_id: ['1'] },
    };
    expect(activeItemFilters(filters, defaults)).toEqual(['search', 'status', 'accounts', 'tags']);
  });
  it('names the assignment when only mine are shown', () => {
    expect(activeItemFilters({ ...defaults, assignment: 'mine' }, defaults)).toEqual(['assignment']);
  });
});

describe('activeChatFilters', () => {
  const defaults = defaultChatFilters({ settings: null });
  it('names nothing for another tab or sort, and the search, accounts and unread when set', () => {
    expect(activeChatFilters({ ...defaults, tab: 'mine', sort: 'oldest' }, defaults)).toEqual([]);
    const filters = { ...defaults, q: 'заказ', unread: true, lists: { ...defaults.lists, provider: ['vk'] } };
    expect(activeChatFilters(filters, defaults)).toEqual(['search', 'accounts', 'unread']);
  });
  it('counts a company from the URL among the accounts, as the comments list does', () => {
    expect(activeChatFilters({ ...defaults, lists: { ...defaults.lists, company_id: ['3'] } }, defaults)).toEqual(['accounts']);
  });
});
