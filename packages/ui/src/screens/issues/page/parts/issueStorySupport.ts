import { useTranslation } from 'react-i18next';
import type { Issue, IssueDetail, IssueHistoryEntry } from '@console/api/contract';
import { RECORDINGS } from '@console/api/mocks';
import { recordedRead } from '../../../inbox/recordedInbox.ts';
import type { IssueNames } from './historyText.ts';

// The parts' stories read the issue page's recording (the issuePage script, apps/server/src/recording/scripts/
// issues.ts): the first issue made from a comment, assigned and commented (one comment with markup in its text).
const FIRST = RECORDINGS.issuePage.steps.find((step) => step.method === 'POST' && step.path === '/v1/issues')!.answer as Issue;

/** The first issue as the administrator first read it. */
export const RECORDED_ISSUE: IssueDetail = recordedRead<IssueDetail>('issuePage', 'administrator', `/v1/issues/${FIRST.id}`);

const MEMBERS = [
  { id: 3, name: 'Мария Модератор' },
  { id: 4, name: 'Oleg Operator' },
  { id: 5, name: 'Anna Admin' },
] as const;
const DEPARTMENTS = [
  { id: 1, name: 'Поддержка' },
  { id: 2, name: 'Доставка' },
] as const;
export const STORY_MEMBERS: readonly { id: number; name: string }[] = MEMBERS;
export const STORY_DEPARTMENTS: readonly { id: number; name: string }[] = DEPARTMENTS;
export const STORY_STATUSES = ['new', 'inprogress', 'waiting', 'delayed', 'closed'] as const;

/** The names the page gives the history's values: the recording's members, two departments, the statuses' labels. */
export function useStoryNames(): IssueNames {
  const { t } = useTranslation('issues');
  return {
    users: new Map(MEMBERS.map((one) => [one.id, one.name])),
    departments: new Map(DEPARTMENTS.map((one) => [one.id, one.name])),
    statusLabel: (status) => t(`status.${status}` as 'status.new', { defaultValue: status }),
  };
}

/** One history line of the recorded issue (its user by id among the members; null: the server's own change). */
export function historyEntry(
  id: number,
  userId: number | null,
  field: string,
  from: string | null,
  to: string | null,
  at: number,
): IssueHistoryEntry {
  const user = MEMBERS.find((one) => one.id === userId) ?? null;
  return { id, issue_id: RECORDED_ISSUE.issue.id, user: user ? { ...user } : null, field, from, to, at };
}
