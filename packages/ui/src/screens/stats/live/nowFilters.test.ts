import { describe, expect, it } from 'vitest';
import { listHref } from './nowFilters.ts';

describe('the dashboard\'s counters\' lists (docs/stats.md "Dashboard and live")', () => {
  const lists = { object_id: ['3'], company_id: ['2'], provider: ['vk'] };
  it('keeps every filter the counter was counted under, for the chats as for the comments', () => {
    expect(listHref('comments', 'new', lists)).toBe(
      '/items?status%5B%5D=new&object_id%5B%5D=3&company_id%5B%5D=2&provider%5B%5D=vk',
    );
    expect(listHref('chats', 'unassigned', lists)).toMatch(
      /^\/chats\?(status%5B%5D=\w+&)+object_id%5B%5D=3&company_id%5B%5D=2&provider%5B%5D=vk&tab=unassigned$/,
    );
  });
});
