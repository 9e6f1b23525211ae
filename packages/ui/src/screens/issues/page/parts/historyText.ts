import type { TFunction } from 'i18next';
import type { IssueHistoryEntry } from '@console/api/contract';
import type { Dates } from '../../../../format/dates.tsx';

/** Names for the history's and the conflict's values: the space's members and departments, the statuses' labels. */
export interface IssueNames {
  users: ReadonlyMap<number, string>;
  departments: ReadonlyMap<number, string>;
  statusLabel: (status: string) => string;
}

const FIELDS = new Set(['title', 'status', 'priority', 'department', 'assignee', 'due_at']);

/** A history value in words: statuses and priorities by label, members and departments by name, times as dates. */
export function issueValueText(
  t: TFunction<'issues'>,
  field: string,
  value: string | null,
  names: IssueNames,
  dates: Dates,
): string {
  if (value === null || value === '') return t('page.history.empty');
  if (field === 'status') return names.statusLabel(value);
  if (field === 'priority') return t(`page.priorities.${value}` as 'page.priorities.low', { defaultValue: value });
  if (field === 'assignee') return names.users.get(Number(value)) ?? `#${value}`;
  if (field === 'department') return names.departments.get(Number(value)) ?? `#${value}`;
  if (field === 'due_at') return Number.isFinite(Number(value)) ? dates.dateTimeShort({ s: Number(value) }) : value;
  return value;
}

// One change as a sentence: "Anna changed status from New to Closed"; the server's changes (no user) as "system".
export function issueHistoryText(t: TFunction<'issues'>, entry: IssueHistoryEntry, names: IssueNames, dates: Dates): string {
  const who = entry.user?.name ?? t('page.history.system');
  switch (entry.field) {
    case 'created':
      return t('page.history.created', { who });
    case 'description':
      return t('page.history.description', { who });
    case 'comment':
      return t('page.history.comment', { who });
    case 'expired':
      return t(entry.to === 'true' ? 'page.history.expired' : 'page.history.unexpired', { who });
    case 'attachment':
      return entry.to !== null
        ? t('page.history.attached', { who, name: entry.to })
        : t('page.history.detached', { who, name: entry.from ?? '' });
    case 'desk':
      return t('page.history.desk', { who, number: entry.to ?? '' });
    case 'link': {
      const [kind, id] = (entry.to ?? '').split(':');
      const what = t(kind === 'chat' ? 'page.history.linkChat' : 'page.history.linkItem', { id });
      return t('page.history.link', { who, what });
    }
  }
  const field = FIELDS.has(entry.field) ? t(`page.history.fields.${entry.field}` as 'page.history.fields.title') : entry.field;
  const to = issueValueText(t, entry.field, entry.to, names, dates);
  if (entry.from === null || entry.from === '') return t('page.history.set', { who, field, to });
  return t('page.history.changed', { who, field, from: issueValueText(t, entry.field, entry.from, names, dates), to });
}
