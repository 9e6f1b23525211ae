import { describe, expect, it } from 'vitest';
import type { IssueSettings } from '@console/api/contract';
import { draftOf, draftProblems, moved, statusProblem, updateOf } from './issueSettingsDraft.ts';

const SETTINGS: IssueSettings = {
  space_id: 1,
  statuses: ['new', 'inprogress', 'waiting', 'delayed'],
  closing: ['closed'],
  assigned_to: null,
  deadlines: { low: null, normal: 24, high: 4 },
};

describe('settings/issues draft', () => {
  it('lists the space statuses, then the closing ones not among them', () => {
    const draft = draftOf(SETTINGS);
    expect(draft.statuses).toEqual(['new', 'inprogress', 'waiting', 'delayed', 'closed']);
    expect(draft.deadlines).toEqual({ low: '', normal: '24', high: '4' });
  });

  it('saves the whole list as the statuses, the ticked ones as closing, empty deadlines as none', () => {
    const draft = { ...draftOf(SETTINGS), closing: ['closed', 'delayed'] };
    expect(updateOf(draft)).toEqual({
      statuses: ['new', 'inprogress', 'waiting', 'delayed', 'closed'],
      closing: ['delayed', 'closed'],
      assigned_to: null,
      deadlines: { low: null, normal: 24, high: 4 },
    });
  });

  it('takes a new status by the contract rule: lowercase Latin, digits and _; not twice; at most 20', () => {
    expect(statusProblem('on_hold2', SETTINGS.statuses)).toBeNull();
    expect(statusProblem('On hold', SETTINGS.statuses)).toBe('format');
    expect(statusProblem('', SETTINGS.statuses)).toBe('format');
    expect(statusProblem('a'.repeat(41), SETTINGS.statuses)).toBe('format');
    expect(statusProblem('new', SETTINGS.statuses)).toBe('taken');
    expect(
      statusProblem(
        'x',
        Array.from({ length: 20 }, (_, i) => `s${i}`),
      ),
    ).toBe('tooMany');
  });

  it('refuses no closing status, a closing first status and deadlines that are not whole hours within a year', () => {
    const draft = draftOf(SETTINGS);
    expect(draftProblems(draft)).toEqual({ closing: null, deadlines: {} });
    expect(draftProblems({ ...draft, closing: [] }).closing).toBe('none');
    expect(draftProblems({ ...draft, closing: ['new'] }).closing).toBe('first');
    const deadlines = { low: '1.5', normal: '0', high: '8761' };
    expect(draftProblems({ ...draft, deadlines }).deadlines).toEqual({ low: 'hours', normal: 'hours', high: 'hours' });
    expect(draftProblems({ ...draft, deadlines: { low: ' 8760 ', normal: '', high: '1' } }).deadlines).toEqual({});
  });

  it('moves a status one place, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
