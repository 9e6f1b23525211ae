import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { IssueHistoryEntry } from '@console/api/contract';
import type { Dates } from '../../../../format/dates.tsx';
import { issueHistoryText, type IssueNames } from './historyText.ts';

// The key and its values, so a test reads which sentence a history entry picks and with what.
const t = ((key: string, values?: Record<string, unknown>) =>
  `${key} ${JSON.stringify(values ?? {})}`) as unknown as TFunction<'issues'>;
const names: IssueNames = { users: new Map(), departments: new Map(), statusLabel: (status) => status };
const dates = {} as Dates;
const entry = (field: string, from: string | null, to: string | null): IssueHistoryEntry =>
  ({ id: 1, issue_id: 1, field, from, to, at: 0, user: { id: 2, name: 'Anna' } }) as unknown as IssueHistoryEntry;

describe('the issue history in words', () => {
  it('names a file added and a file removed (docs/issues.md "Attachments")', () => {
    expect(issueHistoryText(t, entry('attachment', null, 'act.pdf'), names, dates)).toBe(
      'page.history.attached {"who":"Anna","name":"act.pdf"}',
    );
    expect(issueHistoryText(t, entry('attachment', 'notes.txt', null), names, dates)).toBe(
      'page.history.detached {"who":"Anna","name":"notes.txt"}',
    );
  });

  it('names the HelpDeskEddy ticket an issue was sent as (docs/hde.md)', () => {
    expect(issueHistoryText(t, entry('desk', null, '1042'), names, dates)).toBe(
      'page.history.desk {"who":"Anna","number":"1042"}',
    );
  });

  it('says "system" for the server\'s own entries', () => {
    const expired = { ...entry('expired', null, 'true'), user: null } as IssueHistoryEntry;
    expect(issueHistoryText(t, expired, names, dates)).toBe('page.history.expired {"who":"page.history.system {}"}');
  });
});
