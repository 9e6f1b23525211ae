import { describe, expect, it } from 'vitest';
import type { ItemsPage } from '@console/api/contract';
import { RECORDINGS } from '@console/api/mocks';
import { defaultFilters, itemMatches, queryOf, readFilters, writeFilters } from './itemsQuery.ts';
import { excerpt, storySecondsLeft, visibleText } from '../format/text.ts';

const settings = {
  status: [],
  company_id: [],
  object_id: [2],
  provider: [],
  tag_id: [],
  priority: ['high'],
  reversed: true,
  hide_other: false,
};

describe('the inbox filters in the URL (spec §3, §9)', () => {
  it('without filters in the URL the settings apply, with new and inprogress by default', () => {
    const filters = readFilters('locale=en', defaultFilters(settings));
    expect(queryOf(filters)).toEqual({
      'status[]': ['new', 'inprogress'],
      'object_id[]': ['2'],
      'priority[]': ['high'],
      reversed: '1',
    });
    expect(queryOf(defaultFilters(null))).toEqual({ 'status[]': ['new', 'inprogress'] });
  });

  it('reads the API parameters, drops invalid values, and writes them back keeping other parameters', () => {
    const filters = readFilters(
      'status[]=open&status[]=bogus&provider[]=vk&provider[]=evil&assignment=mine&q=кофе&locale=en',
      defaultFilters(null),
    );
    expect(filters.lists.status).toEqual(['open']);
    expect(filters.lists.provider).toEqual(['vk']);
    expect(filters.assignment).toBe('mine');
    expect(new URLSearchParams(writeFilters('locale=en&cursor=x', filters)).toString()).toBe(
      'locale=en&status%5B%5D=open&provider%5B%5D=vk&assignment=mine&q=%D0%BA%D0%BE%D1%84%D0%B5',
    );
  });

  it('matches a live item as the list would', () => {
    // A comment of the test seed as the server answered it (the itemsList recording).
    const item = (RECORDINGS.itemsList.steps[0]!.answer as ItemsPage).items[0]!;
    const filters = defaultFilters(null);
    expect(itemMatches({ ...item, status: 'new' }, filters, 4)).toBe(true);
    expect(itemMatches({ ...item, status: 'closed' }, filters, 4)).toBe(false);
    expect(itemMatches({ ...item, status: 'new', assignee: null }, { ...filters, assignment: 'mine' }, 4)).toBe(false);
  });

  it('takes a post from the URL (a post’s number on /stats/posts): sent to the server and kept live', () => {
    const filters = readFilters('post_id[]=12&post_id[]=x', defaultFilters(null));
    expect(filters.lists.post_id).toEqual(['12']);
    expect(queryOf(filters)).toMatchObject({ 'post_id[]': ['12'] });
    const item = (RECORDINGS.itemsList.steps[0]!.answer as ItemsPage).items[0]!;
    expect(itemMatches({ ...item, status: 'new', post_id: 12 }, filters, 4)).toBe(true);
    expect(itemMatches({ ...item, status: 'new', post_id: 13 }, filters, 4)).toBe(false);
    expect(itemMatches({ ...item, status: 'new', post_id: null }, filters, 4)).toBe(false);
  });
});

describe('untrusted text', () => {
  it('shows bidi and zero-width characters', () => {
    expect(visibleText('\u202EnimdA\u202C')).toBe('⟦U+202E⟧nimdA⟦U+202C⟧');
    expect(visibleText('a\u200Bb')).toBe('a⟦U+200B⟧b');
  });
  it('cuts excerpts at 100 whole characters (spec §9)', () => {
    expect(excerpt('x'.repeat(32_768))).toBe(`${'x'.repeat(100)}…`);
    expect(excerpt('short')).toBe('short');
    expect([...new Intl.Segmenter().segment(excerpt('👨‍👩‍👧‍👦'.repeat(120)))].length).toBe(101);
  });
  it('a story has a time left within 24 hours, and none once over (spec §9)', () => {
    expect(storySecondsLeft(1000 + 3600, 1000)).toBe(3600);
    expect(storySecondsLeft(null, 1000)).toBeNull();
    // Over: 0 (the row says expired), not null (no story).
    expect(storySecondsLeft(900, 1000)).toBe(0);
    expect(storySecondsLeft(1000, 1000)).toBe(0);
    expect(storySecondsLeft(1000 + 90_000, 1000)).toBe(86_400);
  });
});
