import { ISSUES_DEFAULT_STATUSES } from '@console/spec';
import { ISSUES_SORTS_QUERY, IssueStatus, type IssuesQuery, type UserSettings } from '@console/api/contract';

// The issues list's filters (docs/issues.md GET v1/issues): the URL's query in the contract's names (status[],
// assigned_to, department_id[], sort, q, author_id); a parameter the URL leaves out is the user's setting (spec §3
// issues_assigned_to, issues_department_id, issues_sort) and spec §9's default statuses. The URL holds only what
// differs from those, so the top bar counts the filters the user applied (spec §2.5) and a saved filter holds them.

export type IssueSortChoice = (typeof ISSUES_SORTS_QUERY)[number];

export interface IssueFilters {
  status: string[];
  /** A user's id; null: anyone's. */
  assignedTo: number | null;
  /** Department ids; empty: any. */
  departments: number[];
  sort: IssueSortChoice;
  q: string;
  /** The author page's link (/issues?author_id=…); null: any author. */
  authorId: number | null;
}

const ID = /^[1-9]\d{0,8}$/;
const FILTER_KEYS = ['status', 'assigned_to', 'department_id', 'sort', 'q', 'author_id'] as const;
const isFilterKey = (key: string) => (FILTER_KEYS as readonly string[]).includes(key.replace(/\[\]$/, ''));
const sortOf = (value: string | null | undefined): IssueSortChoice | null =>
  ISSUES_SORTS_QUERY.find((sort) => sort === value) ?? null;

/** The user's own list (spec §3 user settings, spec §9 statuses). */
export function defaultIssueFilters(
  settings: Pick<UserSettings, 'issues_assigned_to' | 'issues_department_id' | 'issues_sort'> | null,
): IssueFilters {
  return {
    status: [...ISSUES_DEFAULT_STATUSES],
    assignedTo: settings?.issues_assigned_to ?? null,
    departments: [...(settings?.issues_department_id ?? [])],
    sort: sortOf(settings?.issues_sort) ?? 'created_desc',
    q: '',
    authorId: null,
  };
}

const listOf = (params: URLSearchParams, name: string) => [...new Set([...params.getAll(`${name}[]`), ...params.getAll(name)])];

/** The filters of a URL search (invalid values dropped): each one the URL leaves out is the default's. */
export function readIssueFilters(search: string, defaults: IssueFilters): IssueFilters {
  const params = new URLSearchParams(search);
  const status = listOf(params, 'status').filter((value) => IssueStatus.safeParse(value).success);
  const departments = listOf(params, 'department_id');
  const assigned = params.get('assigned_to');
  const author = params.get('author_id');
  return {
    status: status.length > 0 ? status : defaults.status,
    // '0' asks for anyone's (docs/issues.md), as the API reads it.
    assignedTo: assigned === '0' ? null : assigned !== null && ID.test(assigned) ? Number(assigned) : defaults.assignedTo,
    departments: departments.length === 0 ? defaults.departments : departments.filter((value) => ID.test(value)).map(Number),
    sort: sortOf(params.get('sort')) ?? defaults.sort,
    q: (params.get('q') ?? '').slice(0, 200),
    authorId: author !== null && ID.test(author) ? Number(author) : null,
  };
}

/** The whole API query of the filters: every filter named, so the list is what the screen shows (no server default). */
export function issuesQueryOf(filters: IssueFilters): IssuesQuery {
  return {
    'status[]': filters.status,
    assigned_to: filters.assignedTo === null ? '0' : String(filters.assignedTo),
    'department_id[]': filters.departments.length === 0 ? ['0'] : filters.departments.map(String),
    sort: filters.sort,
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.authorId === null ? {} : { author_id: String(filters.authorId) }),
  };
}

const sameSet = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** The filter groups that differ from the defaults, named as the filter pane's labels (issues.json `list.filters.*`). */
export type IssueFilterName = 'search' | 'status' | 'assignee' | 'department' | 'author';

export function activeIssueFilters(filters: IssueFilters, defaults: IssueFilters): IssueFilterName[] {
  const on: IssueFilterName[] = [];
  if (filters.q.trim() !== '') on.push('search');
  if (!sameSet(filters.status, defaults.status)) on.push('status');
  if (filters.assignedTo !== defaults.assignedTo) on.push('assignee');
  if (!sameSet(filters.departments, defaults.departments)) on.push('department');
  if (filters.authorId !== null) on.push('author');
  return on;
}

/** The URL search of the filters: what differs from the defaults, keeping what is not a filter (locale…). */
export function writeIssueFilters(search: string, filters: IssueFilters, defaults: IssueFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) if (!isFilterKey(key) && key !== 'cursor') params.append(key, value);
  const query = issuesQueryOf(filters);
  const on = new Set(activeIssueFilters(filters, defaults));
  if (on.has('status')) for (const status of filters.status) params.append('status[]', status);
  if (on.has('assignee')) params.append('assigned_to', query.assigned_to!);
  if (on.has('department')) for (const id of query['department_id[]'] as string[]) params.append('department_id[]', id);
  if (filters.sort !== defaults.sort) params.append('sort', filters.sort);
  if (on.has('search')) params.append('q', filters.q.trim());
  if (on.has('author')) params.append('author_id', String(filters.authorId));
  return params.toString();
}

/** The statuses to offer (settings of the user's spaces: their statuses, then closing ones), each once, in order. */
export function issueStatusChoices(settings: readonly { statuses: readonly string[]; closing: readonly string[] }[]): string[] {
  const all = settings.flatMap((space) => [...space.statuses, ...space.closing]);
  return [...new Set(all.length > 0 ? all : [...ISSUES_DEFAULT_STATUSES, 'closed'])];
}
