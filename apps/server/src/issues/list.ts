// GET v1/issues: the user settings' filters (spec §3 issues_assigned_to, issues_department_id, issues_sort), the
// statuses (spec §9 default: new, inprogress, waiting, delayed), search, and keyset paging like the items list
// (items/list.ts): the cursor is the last row's sort key and id, never an OFFSET.
import { ISSUES_DEFAULT_STATUSES } from '@console/spec';
import { and, asc, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Issue, IssuesPage, IssuesQuery, UserSettings } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { issues } from '../db/schema.ts';
import { cursorParts, CURSOR_ID_MAX, CURSOR_MS_MAX } from '../http/cursors.ts';
import type { ItemScope } from '../items/access.ts';
import { likePattern } from '../items/list.ts';
import { visibleIssues } from './access.ts';
import { loadIssues } from './load.ts';

export const ISSUES_PAGE_DEFAULT = 50;
type Sort = NonNullable<IssuesQuery['sort']>;

const all = <T extends string>(value: T | readonly T[] | undefined): readonly T[] | null =>
  value === undefined ? null : typeof value === 'string' ? [value] : value;

const epochMs = (column: SQL | AnyColumn) => sql`floor(extract(epoch from ${column}) * 1000)::bigint`;
const PRIORITY_RANK = sql`(case ${issues.priority} when 'high' then 3 when 'normal' then 2 else 1 end)`;

/** Each sort's key (a whole number: ms or a rank) and direction; the id breaks ties in the same direction. */
const SORTS: Record<Sort, { key: SQL; ascending: boolean; of: (issue: Issue) => number }> = {
  created_desc: { key: epochMs(issues.createdAt), ascending: false, of: (i) => i.created_at * 1000 },
  created_asc: { key: epochMs(issues.createdAt), ascending: true, of: (i) => i.created_at * 1000 },
  updated_desc: { key: epochMs(issues.updatedAt), ascending: false, of: (i) => i.updated_at * 1000 },
  // No due time sorts last.
  due_asc: {
    key: sql`coalesce(${epochMs(issues.dueAt)}, ${CURSOR_MS_MAX})`,
    ascending: true,
    of: (i) => (i.due_at === null ? CURSOR_MS_MAX : i.due_at * 1000),
  },
  priority_desc: { key: PRIORITY_RANK, ascending: false, of: (i) => ({ high: 3, normal: 2, low: 1 })[i.priority] },
};

const encodeCursor = (key: number, id: number) => Buffer.from(`${key}:${id}`).toString('base64');
const decodeCursor = (cursor: string) => {
  const [key, id] = cursorParts(cursor, 'base64', /^(\d{1,16}):(\d{1,10})$/, [CURSOR_MS_MAX, CURSOR_ID_MAX]);
  return { key: key!, id: id! };
};

/** The user's own list filters: a parameter the query leaves out reads the user settings (spec §3); '0' asks for any. */
export function issueFilters(query: IssuesQuery, scope: ItemScope, settings: UserSettings): SQL | undefined {
  const statuses = all(query['status[]']) ?? ISSUES_DEFAULT_STATUSES;
  const assigned = query.assigned_to === undefined ? settings.issues_assigned_to : Number(query.assigned_to) || null;
  const departmentsAsked = all(query['department_id[]'])?.map(Number);
  const departments = departmentsAsked === undefined ? settings.issues_department_id : departmentsAsked.filter((id) => id !== 0);
  const search = query.q?.trim() ?? '';
  return and(
    visibleIssues(scope),
    inArray(issues.status, [...statuses]),
    assigned === null ? undefined : eq(issues.assigneeId, assigned),
    departments.length === 0 ? undefined : inArray(issues.departmentId, [...departments]),
    query.author_id === undefined ? undefined : eq(issues.authorId, Number(query.author_id)),
    search === ''
      ? undefined
      : or(
          ilike(issues.title, likePattern(search)),
          ilike(issues.description, likePattern(search)),
          /^\d{1,9}$/.test(search) ? eq(issues.number, Number(search)) : undefined,
        ),
  );
}

export async function listIssues(db: Db, query: IssuesQuery, scope: ItemScope, settings: UserSettings): Promise<IssuesPage> {
  if (scope.spaceIds.length === 0) return { items: [], next_cursor: null };
  const limit = Number(query.limit ?? ISSUES_PAGE_DEFAULT);
  // The user's issues_sort when the query names none; an unknown one (a malformed setting) reads as newest first.
  const stored = settings.issues_sort as Sort | null;
  const sort = SORTS[query.sort ?? (stored && stored in SORTS ? stored : 'created_desc')];
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  const keyset = after
    ? sort.ascending
      ? sql`(${sort.key}, ${issues.id}) > (${after.key}, ${after.id})`
      : sql`(${sort.key}, ${issues.id}) < (${after.key}, ${after.id})`
    : undefined;
  const direction = sort.ascending ? asc : desc;
  const rows = await loadIssues(db, {
    where: and(issueFilters(query, scope, settings), keyset),
    order: [direction(sort.key), direction(issues.id)],
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page, next_cursor: rows.length > limit && last ? encodeCursor(sort.of(last), last.id) : null };
}
