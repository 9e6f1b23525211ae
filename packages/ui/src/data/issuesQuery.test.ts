import { describe, expect, it } from 'vitest';
import {
  activeIssueFilters,
  defaultIssueFilters,
  issuesQueryOf,
  issueStatusChoices,
  readIssueFilters,
  writeIssueFilters,
} from './issuesQuery.ts';

const settings = { issues_assigned_to: 7, issues_department_id: [3], issues_sort: 'due_asc' as const };

describe('the issues list filters (docs/issues.md GET v1/issues)', () => {
  it('defaults to the user settings and spec §9 statuses', () => {
    const defaults = defaultIssueFilters(settings);
    expect(defaults).toEqual({
      status: ['new', 'inprogress', 'waiting', 'delayed'],
      assignedTo: 7,
      departments: [3],
      sort: 'due_asc',
      q: '',
      authorId: null,
    });
    expect(readIssueFilters('', defaults)).toEqual(defaults);
    expect(defaultIssueFilters(null)).toMatchObject({ assignedTo: null, departments: [], sort: 'created_desc' });
  });

  it('reads the URL in the API names; what it leaves out stays the default', () => {
    const defaults = defaultIssueFilters(settings);
    const filters = readIssueFilters('status[]=closed&assigned_to=0&author_id=12&q=%20x&sort=bogus&status[]=BAD!', defaults);
    expect(filters).toEqual({ ...defaults, status: ['closed'], assignedTo: null, authorId: 12, q: ' x' });
    expect(issuesQueryOf(filters)).toEqual({
      'status[]': ['closed'],
      assigned_to: '0',
      'department_id[]': ['3'],
      sort: 'due_asc',
      q: 'x',
      author_id: '12',
    });
    expect(activeIssueFilters(filters, defaults)).toEqual(['search', 'status', 'assignee', 'author']);
  });

  it('writes only what differs from the defaults, keeping what is not a filter', () => {
    const defaults = defaultIssueFilters(settings);
    expect(writeIssueFilters('locale=en&cursor=x', defaults, defaults)).toBe('locale=en');
    const next = { ...defaults, status: ['closed'], assignedTo: null, departments: [], sort: 'created_desc' as const };
    const written = writeIssueFilters('', next, defaults);
    expect(written).toBe('status%5B%5D=closed&assigned_to=0&department_id%5B%5D=0&sort=created_desc');
    expect(readIssueFilters(written, defaults)).toEqual(next);
  });

  it('offers the statuses of the user’s spaces once each, closing ones after', () => {
    expect(
      issueStatusChoices([
        { statuses: ['new', 'custom'], closing: ['closed'] },
        { statuses: ['new', 'waiting'], closing: ['done'] },
      ]),
    ).toEqual(['new', 'custom', 'closed', 'waiting', 'done']);
  });
});
