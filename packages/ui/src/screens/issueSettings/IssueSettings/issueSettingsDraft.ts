import {
  ISSUE_DEADLINE_HOURS_MAX,
  ISSUE_STATUSES_MAX,
  IssueStatus,
  PRIORITIES,
  type IssueSettings,
  type IssueSettingsUpdate,
} from '@console/api/contract';

type Priority = (typeof PRIORITIES)[number];

/** What the settings/issues form edits: every status in order, the closing ones, the default assignee, the deadlines. */
export interface IssueSettingsDraft {
  statuses: string[];
  closing: string[];
  /** null: nobody (spec §3 issues.assigned_to). */
  assignedTo: number | null;
  /** Hours as typed; empty: no deadline. */
  deadlines: Record<Priority, string>;
}

export type StatusProblem = 'format' | 'taken' | 'tooMany';
export type ClosingProblem = 'none' | 'first';
export interface DraftProblems {
  closing: ClosingProblem | null;
  deadlines: Partial<Record<Priority, 'hours'>>;
}

/**
 * The form as the server has it. The list shows the space's statuses (issues.statuses, the first is a new issue's) and
 * then the closing ones not among them (`closed` by default): docs/issues.md "Statuses" allows both.
 */
export function draftOf(settings: IssueSettings): IssueSettingsDraft {
  const closingOnly = settings.closing.filter((status) => !settings.statuses.includes(status));
  const hours = (value: number | null) => (value === null ? '' : String(value));
  return {
    statuses: [...settings.statuses, ...closingOnly],
    closing: [...settings.closing],
    assignedTo: settings.assigned_to,
    deadlines: {
      low: hours(settings.deadlines.low),
      normal: hours(settings.deadlines.normal),
      high: hours(settings.deadlines.high),
    },
  };
}

/** A new status by the contract's rule (lowercase Latin letters, digits and _), not yet listed, within the limit. */
export function statusProblem(name: string, statuses: readonly string[]): StatusProblem | null {
  if (!IssueStatus.safeParse(name).success) return 'format';
  if (statuses.includes(name)) return 'taken';
  if (statuses.length >= ISSUE_STATUSES_MAX) return 'tooMany';
  return null;
}

const hoursOf = (typed: string): number | null | undefined => {
  const text = typed.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return undefined;
  const hours = Number(text);
  return hours >= 1 && hours <= ISSUE_DEADLINE_HOURS_MAX ? hours : undefined;
};

/** What stops a save: no closing status, a first status that closes (a new issue would be closed), a bad deadline. */
export function draftProblems(draft: IssueSettingsDraft): DraftProblems {
  const deadlines: DraftProblems['deadlines'] = {};
  for (const priority of PRIORITIES) if (hoursOf(draft.deadlines[priority]) === undefined) deadlines[priority] = 'hours';
  const closing = draft.closing.length === 0 ? 'none' : draft.closing.includes(draft.statuses[0] ?? '') ? 'first' : null;
  return { closing, deadlines };
}

export const hasProblems = (problems: DraftProblems): boolean =>
  problems.closing !== null || Object.keys(problems.deadlines).length > 0;

/** The PUT v1/issues/settings body of a draft without problems: the whole list is the space's statuses. */
export function updateOf(draft: IssueSettingsDraft): Omit<IssueSettingsUpdate, 'space_id'> {
  return {
    statuses: [...draft.statuses],
    closing: draft.statuses.filter((status) => draft.closing.includes(status)),
    assigned_to: draft.assignedTo,
    deadlines: {
      low: hoursOf(draft.deadlines.low) ?? null,
      normal: hoursOf(draft.deadlines.normal) ?? null,
      high: hoursOf(draft.deadlines.high) ?? null,
    },
  };
}

/** The list with the status at `index` moved one place up (-1) or down (1). */
export function moved(statuses: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...statuses];
  const other = index + by;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}
