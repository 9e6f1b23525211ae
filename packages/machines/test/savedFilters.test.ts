import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FILTER_ROUTES, SAVED_FILTER_NAME_MAX, type ConfigResponse } from '@console/api/contract';
import { recordedRead } from '@console/api/mocks';
import { ROUTES, routeByName, type FilterCountMode } from '../src/rules/routes.ts';
import { appliedFilters, filterCount, isFilterParam } from '../src/rules/filterCount.ts';
import {
  applyFilterQuery,
  filterSectionOf,
  filtersForSection,
  isFilterApplied,
  readFilterQuery,
  routeOfSection,
  SAVED_FILTER_NAME_MAX_LENGTH,
  savedFilterName,
  savedFilterHref,
  type FilterQuery,
} from '../src/rules/savedFilters.ts';

// quality.md: property tests run 1000 times with the seed printed; FAST_CHECK_SEED replays a run.
const seed = Number(process.env.FAST_CHECK_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`savedFilters properties: fast-check seed ${seed} (replay with FAST_CHECK_SEED=${seed})`);
const runs = { numRuns: 1000, seed };

const MODES: readonly FilterCountMode[] = ['default', 'users', 'dashboard'];

describe('the section of a route (spec §2.5, §3)', () => {
  it('statistics routes share one section; the others are the contract route values', () => {
    expect(filterSectionOf(routeByName('stats-items'))).toBe('statistics');
    expect(filterSectionOf(routeByName('stats-users-user-statuses'))).toBe('statistics');
    expect(filterSectionOf(routeByName('stats-dashboard'))).toBe('statistics');
    expect(filterSectionOf(routeByName('items-page'))).toBe('items');
    expect(filterSectionOf(routeByName('chats-page'))).toBe('chats');
    expect(filterSectionOf(routeByName('issues-page'))).toBe('issues');
    expect(filterSectionOf(routeByName('items-authors-page'))).toBe('authors');
    expect(filterSectionOf(routeByName('issues-authors-page'))).toBe('authors');
    expect(filterSectionOf(routeByName('qa-review-page'))).toBe('qa');
    expect(filterSectionOf(routeByName('users-page'))).toBe('users');
    // No filter button, no saved filters.
    expect(filterSectionOf(routeByName('item-page'))).toBeNull();
    expect(filterSectionOf(routeByName('login-page'))).toBeNull();
    expect(filterSectionOf(routeByName('profile-page'))).toBeNull();
  });

  it('every route with a filter button has a section, and every contract route value is some route’s section', () => {
    const sections = new Set<string>();
    for (const route of ROUTES) {
      const section = filterSectionOf(route);
      expect(section === null, route.name).toBe(route.filters === undefined);
      if (section !== null) sections.add(section);
    }
    expect([...sections].sort()).toEqual([...FILTER_ROUTES, 'statistics'].sort());
  });

  it('a statistics filter carries no route (spec §3, §7)', () => {
    expect(routeOfSection('statistics')).toBeUndefined();
    expect(routeOfSection('items')).toBe('items');
  });

  it('lists the filters of the section: a route filter on its section, a filter without route on statistics', () => {
    // The administrator's saved filters as the server answered them (the world recording).
    const filters = recordedRead<ConfigResponse>('administrator', '/v1/config').filters;
    expect(filtersForSection(filters, 'items').map((f) => f.name)).toEqual(['Новые']);
    expect(filtersForSection(filters, 'statistics').map((f) => f.name)).toEqual(['Последние 7 дней']);
    expect(filtersForSection(filters, 'chats')).toEqual([]);
  });
});

describe('the name of a saved filter (spec §5)', () => {
  it('is trimmed and must not be empty; the longest is the contract’s', () => {
    expect(savedFilterName('  Новые  ')).toBe('Новые');
    expect(savedFilterName('')).toBeNull();
    expect(savedFilterName(' \t\n ')).toBeNull();
    expect(SAVED_FILTER_NAME_MAX_LENGTH).toBe(SAVED_FILTER_NAME_MAX);
  });
});

// Which parameters are filters is filterCount's rule (its tests); a saved filter only adds the safe-name pattern.
describe('which parameters are filters (spec §2.5 count semantics)', () => {
  it('takes only names a saved filter may hold (the contract pattern): never __proto__', () => {
    const query = readFilterQuery('__proto__[]=x&constructor=y&status=new', 'default');
    expect(query).toEqual({ constructor: 'y', status: 'new' });
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
  });
});

describe('reading and applying a filter query', () => {
  it('reads name[] as a list, a single name as one value, a repeated name as a list; drops empty values', () => {
    expect(readFilterQuery('?status[]=new&q=%D0%B4%D0%BE&tag_id=1&tag_id=2&x=&limit=5', 'default')).toEqual({
      status: ['new'],
      q: 'до',
      tag_id: ['1', '2'],
    });
  });

  it('holds what the filter button counts: no blank value, no pagination cursor', () => {
    expect(readFilterQuery('q=%20%20&tag_id[]=%20&tag_id[]=3&cursor=abc&status=new', 'default')).toEqual({
      tag_id: ['3'],
      status: 'new',
    });
  });

  it('applies on the same path: the filter replaces the current filters and keeps limit, selected and locale', () => {
    const filter = { query: { status: ['new', 'open'], q: 'a&b=c' } };
    expect(savedFilterHref('/items', 'priority=high&limit=50&selected=7&locale=en', filter, 'default')).toBe(
      '/items?limit=50&selected=7&locale=en&status%5B%5D=new&status%5B%5D=open&q=a%26b%3Dc',
    );
    expect(savedFilterHref('/', '', { query: { period: '7d' } }, 'default')).toBe('/?period=7d');
    expect(isFilterApplied('period=7d&limit=5', { query: { period: '7d' } }, 'default')).toBe(true);
    expect(isFilterApplied('period=30d', { query: { period: '7d' } }, 'default')).toBe(false);
  });

  it('on the dashboard a statistics filter brings its own parameters along, and the current ones give way to them', () => {
    const applied = applyFilterQuery('period=30d&provider=vk', { period: '7d', object_id: ['3'] }, 'dashboard');
    expect(new URLSearchParams(applied).getAll('period')).toEqual(['7d']);
    expect(readFilterQuery(applied, 'dashboard')).toEqual({ object_id: ['3'] });
  });
});

// Arbitrary filter names for a mode, values of any text (URL-special and non-Latin characters included) that are a
// choice: a blank value is none (filterCount), so a saved filter never holds one.
const value = fc
  .oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }))
  .filter((text) => text.trim() !== '');
const anyName = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/);
const nameFor = (mode: FilterCountMode) =>
  mode === 'dashboard'
    ? fc.constantFrom('object_id', 'company_id', 'provider')
    : anyName.filter((name) => isFilterParam(name, mode));
// Built once per mode: an arbitrary made from a regular expression is costly to build on every run.
const QUERIES = Object.fromEntries(
  MODES.map((mode) => [
    mode,
    fc.dictionary(nameFor(mode), fc.oneof(value, fc.array(value, { minLength: 1, maxLength: 4 })), {
      maxKeys: mode === 'dashboard' ? 3 : 6, // the dashboard has only three filter names
    }),
  ]),
) as Record<FilterCountMode, fc.Arbitrary<FilterQuery>>;
const queryFor = (mode: FilterCountMode): fc.Arbitrary<FilterQuery> => QUERIES[mode];
// Any current search: filters, non-filters (limit, selected, locale, space_id, period) and odd names.
const searchArb = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('limit', 'selected', 'locale', 'space_id', 'period', 'status[]', 'Odd Name'),
        fc.stringMatching(/^[a-z]{1,6}$/),
      ),
      value,
    ),
    { maxLength: 8 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());
const withMode = <T>(make: (mode: FilterCountMode) => fc.Arbitrary<T>) =>
  fc.constantFrom(...MODES).chain((mode) => make(mode).map((item) => [mode, item] as const));

describe('properties (quality.md: filter-count rules)', () => {
  it('applying a saved filter’s query and reading it back is identity', () => {
    fc.assert(
      fc.property(
        withMode((mode) => fc.tuple(queryFor(mode), searchArb)),
        ([mode, [query, search]]) => {
          expect(readFilterQuery(applyFilterQuery(search, query, mode), mode)).toEqual(query);
          expect(filterCount(applyFilterQuery(search, query, mode), mode)).toBe(Object.keys(query).length);
        },
      ),
      runs,
    );
  });

  it('saves exactly the filters the filter button shows', () => {
    fc.assert(
      fc.property(
        withMode(() => searchArb),
        ([mode, search]) => {
          expect(Object.keys(readFilterQuery(search, mode))).toEqual(appliedFilters(search, mode).map((filter) => filter.name));
        },
      ),
      runs,
    );
  });

  it('what is saved from a search applies back to the same filters, and the rest of the search is kept', () => {
    fc.assert(
      fc.property(
        withMode(() => fc.tuple(searchArb, searchArb)),
        ([mode, [current, other]]) => {
          const saved = readFilterQuery(current, mode);
          const applied = applyFilterQuery(other, saved, mode);
          expect(readFilterQuery(applied, mode)).toEqual(saved);
          expect(isFilterApplied(applied, { query: saved }, mode)).toBe(true);
          const kept = (search: string) =>
            [...new URLSearchParams(search)].filter(([key]) => !isFilterParam(key.replace(/\[\]$/, ''), mode));
          expect(kept(applied)).toEqual(kept(other));
          // Applying twice changes nothing more.
          expect(applyFilterQuery(applied, saved, mode)).toBe(applied);
        },
      ),
      runs,
    );
  });
});
