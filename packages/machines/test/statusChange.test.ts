// spec §4 "User status", §5 "Changing status": which statuses are offered, and when a change may be saved.
import { describe, expect, it } from 'vitest';
import type { UserStatus } from '@console/api/contract';
import { forcedStatusChoices, groupBySpace, isOfflineStatus, isStatusChange, menuStatuses } from '../src/rules/statusChange.ts';

const status = (id: number, spaceId: number, flags: Partial<Pick<UserStatus, 'hidden' | 'offline'>> = {}): UserStatus => ({
  id,
  name: `S${id}`,
  color: 'green',
  hidden: false,
  offline: false,
  space_id: spaceId,
  ...flags,
});
const statuses = [
  status(1, 1),
  status(2, 1, { hidden: true }),
  status(3, 1, { offline: true }),
  status(4, 2),
  status(5, 2, { offline: true, hidden: true }),
];

describe('status rules', () => {
  it('spec §5: a change needs a selected status different from the current one', () => {
    expect(isStatusChange(null, 1)).toBe(false);
    expect(isStatusChange(1, 1)).toBe(false);
    expect(isStatusChange(2, 1)).toBe(true);
    expect(isStatusChange(2, null)).toBe(true);
  });

  it('the menu offers the non-hidden statuses; the forced dialog the non-hidden, non-offline ones', () => {
    expect(menuStatuses(statuses).map((s) => s.id)).toEqual([1, 3, 4]);
    expect(forcedStatusChoices(statuses).map((s) => s.id)).toEqual([1, 4]);
  });

  it('an offline status is one the user has and that is flagged offline', () => {
    expect(isOfflineStatus(statuses, 3)).toBe(true);
    expect(isOfflineStatus(statuses, 5)).toBe(true);
    expect(isOfflineStatus(statuses, 1)).toBe(false);
    expect(isOfflineStatus(statuses, null)).toBe(false);
    expect(isOfflineStatus(statuses, 99)).toBe(false);
  });

  it('groups by space in the spaces’ order, spaces without statuses left out', () => {
    expect(groupBySpace(statuses, [2, 1, 7]).map((g) => [g.spaceId, g.statuses.map((s) => s.id)])).toEqual([
      [2, [4, 5]],
      [1, [1, 2, 3]],
    ]);
    expect(groupBySpace([status(9, 8)], [1]).map((g) => g.spaceId)).toEqual([8]);
  });
});
