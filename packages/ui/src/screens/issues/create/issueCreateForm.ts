import { ISSUE_DESCRIPTION_MAX, ISSUE_TITLE_MAX, type IssueCreate, type ItemPriority } from '@console/api/contract';

// The create dialog's form (docs/issues.md "Screens: creating issues"): what it starts with, what it refuses before
// asking the server, and the request fields it makes. The server checks the same limits again (contract IssueCreate).

/** The assignee choice: the space's default (issues.assigned_to, spec §3), nobody, or a member's id. */
export type AssigneeChoice = 'default' | 'nobody' | `u${number}`;

export interface IssueCreateForm {
  title: string;
  description: string;
  priority: ItemPriority;
  /** '' none, else the department's id. */
  departmentId: number | null;
  assignee: AssigneeChoice;
  /** A calendar day "YYYY-MM-DD"; '' leaves it to the priority's deadline (settings/issues). */
  due: string;
}

export type IssueCreateProblem = 'titleEmpty' | 'titleLong' | 'descriptionLong' | 'duePast' | 'spaceMissing';

/** The comment's or chat's text as a title: one line, spaces collapsed, cut to ISSUE_TITLE_MAX (with an ellipsis). */
export function titleFrom(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= ISSUE_TITLE_MAX ? line : `${line.slice(0, ISSUE_TITLE_MAX - 1).trimEnd()}…`;
}

export const initialForm = (text: string): IssueCreateForm => ({
  title: titleFrom(text),
  description: '',
  priority: 'normal',
  departmentId: null,
  assignee: 'default',
  due: '',
});

/** The end of the chosen day in the browser's time zone, in unix seconds (the API's due_at). */
export const dueAtOf = (day: string): number => Math.floor(new Date(`${day}T23:59:59`).getTime() / 1000);

/** What keeps the form from being sent, field by field (the first of each). */
export function problemsOf(
  form: IssueCreateForm,
  { nowMs, spaceNeeded }: { nowMs: number; spaceNeeded: boolean },
): Partial<Record<'title' | 'description' | 'due' | 'space', IssueCreateProblem>> {
  const problems: Partial<Record<'title' | 'description' | 'due' | 'space', IssueCreateProblem>> = {};
  const title = form.title.trim();
  if (title === '') problems.title = 'titleEmpty';
  else if (title.length > ISSUE_TITLE_MAX) problems.title = 'titleLong';
  if (form.description.length > ISSUE_DESCRIPTION_MAX) problems.description = 'descriptionLong';
  if (form.due !== '' && dueAtOf(form.due) * 1000 < nowMs) problems.due = 'duePast';
  if (spaceNeeded) problems.space = 'spaceMissing';
  return problems;
}

/** The request's fields: a choice left alone is left out, so the server applies the space's defaults. */
export function fieldsOf(form: IssueCreateForm): Omit<IssueCreate, 'space_id' | 'item_id' | 'item_ids' | 'chat_id'> {
  return {
    title: form.title.trim(),
    ...(form.description.trim() ? { description: form.description.trim() } : {}),
    priority: form.priority,
    ...(form.departmentId !== null ? { department_id: form.departmentId } : {}),
    ...(form.assignee === 'nobody' ? { assignee_id: null } : {}),
    ...(form.assignee.startsWith('u') ? { assignee_id: Number(form.assignee.slice(1)) } : {}),
    ...(form.due !== '' ? { due_at: dueAtOf(form.due) } : {}),
  };
}
