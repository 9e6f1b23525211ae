import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FILTER_QUERY_KEY_PATTERN } from '@console/api/contract';
import {
  appliedFilters,
  DASHBOARD_FILTER_PARAMS,
  FILTER_PARAM_PATTERN,
  filterCount,
  IGNORED_FILTER_PARAMS,
  isFilterParam,
  withoutFilters,
} from '../src/rules/filterCount.ts';
import type { FilterCountMode } from '../src/rules/routes.ts';

// quality.md: property tests run 1000 times with the seed printed; FAST_CHECK_SEED replays a run.
const seed = Number(process.env.FAST_CHECK_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`filterCount properties: fast-check seed ${seed} (replay with FAST_CHECK_SEED=${seed})`);
const runs = { numRuns: 1000, seed };

describe('filter count examples (spec §2.5)', () => {
  it('ignores limit and selected', () => {
    expect(filterCount('?status[]=new&limit=50', 'default')).toBe(1);
    expect(filterCount('status[]=new&limit=50&selected=7', 'default')).toBe(1);
    expect(filterCount('', 'default')).toBe(0);
    expect(filterCount('?limit=50&selected=1', 'default')).toBe(0);
  });

  it('counts a parameter with several values once, in either spelling', () => {
    expect(filterCount('status[]=new&status[]=inprogress', 'default')).toBe(1);
    expect(filterCount('status=new&status=inprogress', 'default')).toBe(1);
    expect(filterCount('status[]=new&status=open&priority[]=high', 'default')).toBe(2);
    expect(appliedFilters('status[]=new&priority=high&status=open', 'default')).toEqual([
      { name: 'status', values: ['new', 'open'] },
      { name: 'priority', values: ['high'] },
    ]);
  });

  it('does not count empty or blank values', () => {
    expect(filterCount('status[]=&q=', 'default')).toBe(0);
    expect(filterCount('q=%20%20&tag_id[]=3', 'default')).toBe(1);
    expect(filterCount('status[]=&status[]=new', 'default')).toBe(1);
  });

  it('on the user list also ignores space_id', () => {
    expect(filterCount('space_id=2&role=operator', 'users')).toBe(1);
    expect(filterCount('space_id=2&role=operator', 'default')).toBe(2);
  });

  it('on the dashboard counts only object_id, company_id and provider', () => {
    expect(filterCount('object_id[]=1&object_id[]=2&company_id=3&provider[]=vk&period=7d&status[]=new', 'dashboard')).toBe(3);
    expect(filterCount('period=7d&user_id=4', 'dashboard')).toBe(0);
  });

  // Moved from the saved filters' tests, whose countFilters was this count again.
  it('ignores limit and selected; the user list also space_id; the dashboard counts only object, company, provider', () => {
    expect(filterCount('status[]=new&status[]=open&limit=50&selected=12&q=', 'default')).toBe(1);
    expect(filterCount('space_id=1&status=new', 'default')).toBe(2);
    expect(filterCount('space_id=1&status=new', 'users')).toBe(1);
    expect(filterCount('object_id[]=1&company_id=2&provider=vk&period=7d&status=new', 'dashboard')).toBe(3);
    expect(filterCount('locale=en&period=7d', 'default')).toBe(1);
    expect(filterCount('', 'default')).toBe(0);
  });

  // Moved from the saved filters' tests: the name rule saved filters use is this one.
  it('takes only filter names (the contract pattern): never __proto__', () => {
    expect(FILTER_PARAM_PATTERN.source).toBe(FILTER_QUERY_KEY_PATTERN.source);
    expect(isFilterParam('__proto__', 'default')).toBe(false);
    expect(isFilterParam('Status', 'default')).toBe(false);
    expect(filterCount('Odd+Name=1&__proto__=x&status=new', 'default')).toBe(1);
  });

  it('pagination and the language switch are no filters', () => {
    expect(filterCount('cursor=abc&locale=en&status[]=new', 'default')).toBe(1);
  });

  it('resets the filters and keeps the rest', () => {
    expect(withoutFilters('?status[]=new&limit=50&selected=3&q=x', 'default')).toBe('limit=50&selected=3');
    expect(withoutFilters('space_id=2&role=operator', 'users')).toBe('space_id=2');
    expect(withoutFilters('period=7d&provider[]=vk', 'dashboard')).toBe('period=7d');
  });
});

// Arbitrary queries: filter-like names (with and without []), the ignored ones, and values that may be empty.
const names = fc.constantFrom(
  'status',
  'priority',
  'tag_id',
  'q',
  'period',
  'space_id',
  'role',
  ...IGNORED_FILTER_PARAMS,
  ...DASHBOARD_FILTER_PARAMS,
);
const value = fc.oneof(fc.constant(''), fc.constant(' '), fc.string({ minLength: 1, maxLength: 6 }));
const pair = fc.tuple(names, fc.boolean(), value).map(([name, brackets, v]) => [brackets ? `${name}[]` : name, v] as const);
const query = fc.array(pair, { maxLength: 12 });
const mode = fc.constantFrom<FilterCountMode>('default', 'users', 'dashboard');
const search = (pairs: readonly (readonly [string, string])[]) => new URLSearchParams(pairs.map(([k, v]) => [k, v])).toString();

// The model: distinct names, without [], that count in the mode and have a non-blank value.
function model(pairs: readonly (readonly [string, string])[], m: FilterCountMode): number {
  const ignored = m === 'users' ? [...IGNORED_FILTER_PARAMS, 'space_id'] : IGNORED_FILTER_PARAMS;
  const counted = new Set<string>();
  for (const [key, v] of pairs) {
    const name = key.replace(/\[\]$/, '');
    const counts = m === 'dashboard' ? DASHBOARD_FILTER_PARAMS.includes(name) : !ignored.includes(name);
    if (counts && v.trim() !== '') counted.add(name);
  }
  return counted.size;
}

describe('filter count properties', () => {
  it('is the number of distinct applied parameters of the mode', () => {
    fc.assert(
      fc.property(query, mode, (pairs, m) => {
        expect(filterCount(search(pairs), m)).toBe(model(pairs, m));
      }),
      runs,
    );
  });

  it('does not depend on parameter order, on repeating a value, or on added limit/selected', () => {
    fc.assert(
      fc.property(query, mode, fc.nat(20), (pairs, m, n) => {
        const count = filterCount(search(pairs), m);
        expect(filterCount(search([...pairs].reverse()), m)).toBe(count);
        expect(filterCount(search([...pairs, ...pairs]), m)).toBe(count);
        expect(filterCount(`${search(pairs)}&limit=${n}&selected=${n}`, m)).toBe(count);
      }),
      runs,
    );
  });

  it('counts at most three filters on the dashboard, never more than the users or default mode', () => {
    fc.assert(
      fc.property(query, (pairs) => {
        const q = search(pairs);
        expect(filterCount(q, 'dashboard')).toBeLessThanOrEqual(3);
        expect(filterCount(q, 'users')).toBeLessThanOrEqual(filterCount(q, 'default'));
      }),
      runs,
    );
  });

  it('after a reset nothing counts and everything that is no filter is kept', () => {
    fc.assert(
      fc.property(query, mode, (pairs, m) => {
        const reset = withoutFilters(search(pairs), m);
        expect(filterCount(reset, m)).toBe(0);
        const kept = pairs.filter(([key]) => {
          const name = key.replace(/\[\]$/, '');
          return m === 'dashboard'
            ? !DASHBOARD_FILTER_PARAMS.includes(name)
            : (m === 'users' ? [...IGNORED_FILTER_PARAMS, 'space_id'] : IGNORED_FILTER_PARAMS).includes(name);
        });
        expect(reset).toBe(search(kept));
      }),
      runs,
    );
  });
});
