import { describe, expect, it } from 'vitest';
import { appliedFilters, filterCount } from '@console/machines/rules/filterCount';
import { activeChatFilters, activeItemFilters } from './activeFilters.ts';
import { defaultChatFilters, readChatFilters, writeChatFilters, chatsQueryOf } from './chatsQuery.ts';
import { defaultFilters, itemMatches, queryOf, readFilters, writeFilters } from './itemsQuery.ts';
import { drillQuery, readEventFilter } from './statsDrill.ts';

// docs/stats.md "Drill-down": the lists read and write the event filter from and to the URL as the API's parameters,
// count it as one filter, and a stats number's link opens its list.

const period = { from: '2026-12-01', to: '2026-12-07', tz: 'Europe/Moscow' };

describe('drillQuery: the list behind a stats number', () => {
  it('builds the comments list of an operator’s replies under the stats filters', () => {
    expect(drillQuery('replied', period, { channel: 'comments', userId: 7, objectIds: [2, 3], tagIds: [5] })).toBe(
      '/items?event=replied&event_from=2026-12-01&event_to=2026-12-07&event_tz=Europe%2FMoscow&event_user_id=7' +
        '&object_id%5B%5D=2&object_id%5B%5D=3&tag_id%5B%5D=5',
    );
  });

  it('builds the chats list; received is nobody’s, the company kept, and chats have no tag filter', () => {
    expect(
      drillQuery(
        'received',
        { from: '2026-12-01', to: '2026-12-01' },
        { channel: 'chats', userId: 7, tagIds: [5], companyIds: [1] },
      ),
    ).toBe('/chats?event=received&event_from=2026-12-01&event_to=2026-12-01&company_id%5B%5D=1');
  });
});

describe('the event filter in the URL', () => {
  it('reads a whole filter, and nothing of a partial or wrong one', () => {
    expect(readEventFilter('event=closed_without_reply&event_from=2026-12-01&event_to=2026-12-07')).toEqual({
      event: 'closed_without_reply',
      from: '2026-12-01',
      to: '2026-12-07',
      tz: null,
      userId: null,
    });
    expect(readEventFilter('event=replied&event_from=2026-12-01')).toBeNull();
    expect(readEventFilter('event=opened&event_from=2026-12-01&event_to=2026-12-02')).toBeNull();
    expect(readEventFilter('event=replied&event_from=2026-12-08&event_to=2026-12-01')).toBeNull();
    // A person only with what people do; an unknown zone falls back to the user's.
    expect(readEventFilter('event=received&event_from=2026-12-01&event_to=2026-12-01&event_user_id=3')?.userId).toBeNull();
    expect(readEventFilter('event=replies&event_from=2026-12-01&event_to=2026-12-01&event_tz=Mars/Olympus')?.tz).toBeNull();
  });

  it('round-trips through the comments list’s filters without the default statuses', () => {
    const defaults = defaultFilters(null);
    const search = drillQuery('replied', period, { channel: 'comments', userId: 7, objectIds: [2] }).split('?')[1]!;
    const filters = readFilters(`locale=en&${search}`, defaults);
    expect(filters.event).toEqual({ event: 'replied', ...period, userId: '7' });
    expect(queryOf(filters)).toEqual({
      'object_id[]': ['2'],
      event: 'replied',
      event_from: '2026-12-01',
      event_to: '2026-12-07',
      event_tz: 'Europe/Moscow',
      event_user_id: '7',
    });
    const written = new URLSearchParams(writeFilters(`locale=en&${search}`, filters));
    expect(readFilters(written.toString(), defaults)).toEqual(filters);
    expect(written.get('locale')).toBe('en');
    // Taking the event away leaves the other filters.
    expect(new URLSearchParams(writeFilters(search, { ...filters, event: null })).get('event')).toBeNull();
  });

  it('round-trips through the chats list’s filters', () => {
    const defaults = defaultChatFilters({ settings: null });
    const search = drillQuery('closed_with_reply', period, { channel: 'chats', userId: 4 }).split('?')[1]!;
    const filters = readChatFilters(search, defaults);
    expect(filters.event).toEqual({ event: 'closed_with_reply', ...period, userId: '4' });
    expect(chatsQueryOf(filters)).toMatchObject({ event: 'closed_with_reply', event_user_id: '4' });
    expect(readChatFilters(writeChatFilters('', filters), defaults)).toEqual(filters);
  });

  it('counts the event filter as one filter, on the button and in the empty list’s names', () => {
    const search = drillQuery('replied', period, { channel: 'comments', userId: 7, objectIds: [2] }).split('?')[1]!;
    expect(filterCount(search, 'default')).toBe(2); // the event, the accounts
    expect(appliedFilters(search, 'default').map((filter) => filter.name)).toEqual(['event', 'object_id']);
    const defaults = defaultFilters(null);
    expect(activeItemFilters(readFilters(search, defaults), defaults)).toEqual(['event', 'accounts']);
    const chatDefaults = defaultChatFilters({ settings: null });
    expect(activeChatFilters(readChatFilters(search, chatDefaults), chatDefaults)).toEqual(['event', 'accounts']);
  });

  it('adds no live row to a drilled list: the server decides what a period’s event holds', () => {
    const filters = readFilters('event=received&event_from=2026-12-01&event_to=2026-12-07', defaultFilters(null));
    const item = { parent_id: null, status: 'new' } as Parameters<typeof itemMatches>[0];
    expect(itemMatches(item, filters, 1)).toBe(false);
  });
});
