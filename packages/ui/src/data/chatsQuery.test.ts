import { describe, expect, it } from 'vitest';
import { defaultChatFilters, readChatFilters, writeChatFilters } from './chatsQuery.ts';

describe('chats filters (issue 7, spec §3, §9)', () => {
  it('defaults to new and inprogress, and open where the company allows', () => {
    expect(defaultChatFilters({ settings: null, statusOpen: false }).lists.status).toEqual(['new', 'inprogress']);
    expect(defaultChatFilters({ settings: null, statusOpen: true }).lists.status).toEqual(['new', 'inprogress', 'open']);
  });
  it('reads and writes the URL query, dropping invalid values and keeping the rest', () => {
    const defaults = defaultChatFilters({ settings: null, statusOpen: false });
    const filters = readChatFilters('tab=mine&status[]=closed&status[]=bogus&object_id[]=2&unread=1&locale=en', defaults);
    expect(filters).toMatchObject({ tab: 'mine', unread: true, lists: { status: ['closed'], object_id: ['2'] } });
    expect(writeChatFilters('locale=en&tab=all', filters)).toBe(
      'locale=en&tab=mine&status%5B%5D=closed&object_id%5B%5D=2&unread=1',
    );
    expect(readChatFilters('locale=en', defaults)).toBe(defaults);
  });
});
