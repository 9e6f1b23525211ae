import { describe, expect, it } from 'vitest';
import { ISSUE_TITLE_MAX } from '@console/api/contract';
import { dueAtOf, fieldsOf, initialForm, problemsOf, titleFrom } from './issueCreateForm.ts';

describe('the create dialog form (docs/issues.md "Screens: creating issues")', () => {
  it('takes the title from the text: one line, cut to the limit', () => {
    expect(titleFrom('  Where is\n my   order? ')).toBe('Where is my order?');
    const long = titleFrom('a'.repeat(ISSUE_TITLE_MAX + 50));
    expect(long).toHaveLength(ISSUE_TITLE_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('leaves the defaults to the server: no assignee_id, due_at or department when untouched', () => {
    expect(fieldsOf(initialForm('Late delivery'))).toEqual({ title: 'Late delivery', priority: 'normal' });
    expect(fieldsOf({ ...initialForm('x'), assignee: 'nobody', departmentId: 4, due: '2026-12-31' })).toEqual({
      title: 'x',
      priority: 'normal',
      assignee_id: null,
      department_id: 4,
      due_at: dueAtOf('2026-12-31'),
    });
    expect(fieldsOf({ ...initialForm('x'), assignee: 'u7' }).assignee_id).toBe(7);
  });

  it('refuses an empty title, a past due date and a missing workspace', () => {
    const now = new Date('2026-11-22T09:00:00').getTime();
    expect(problemsOf({ ...initialForm('  '), due: '2026-11-21' }, { nowMs: now, spaceNeeded: true })).toEqual({
      title: 'titleEmpty',
      due: 'duePast',
      space: 'spaceMissing',
    });
    expect(problemsOf({ ...initialForm('ok'), due: '2026-11-22' }, { nowMs: now, spaceNeeded: false })).toEqual({});
  });
});
