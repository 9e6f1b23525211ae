import * as z from 'zod/mini';
import { degradable } from './degradable.ts';
import { IssueAttachment } from './issueAttachments.ts';
import { RequestId, RequestIdDigits as Digits, RequestVersion } from './ids.ts';
import { AuthorsPage, AuthorsQuery, UserRef } from './items.ts';
import type { RoleName } from './user.ts';
import { Priority } from './userSettings.ts';

// Issues (tasks): spec §1, §3 (space settings issues {assigned_to, statuses}, user settings issues_*), §7 (v1/counts,
// notify of type issue), §9 (default statuses). The spec shows no issue endpoint or field beyond those: the paths
// follow architecture.md (v1/<resource>, keyset pages) and the items' shapes (docs/issues.md). Answers keep what the
// list and page need required, and read the rest through `degradable` (docs/answers.md).
export const ISSUES_PATH = 'v1/issues';
export const ISSUE_AUTHORS_PATH = 'v1/issues/authors';
export const ISSUES_BULK_PATH = 'v1/issues/bulk';
export const ISSUE_SETTINGS_PATH = 'v1/issues/settings';
export const issuePath = (id: number): string => `${ISSUES_PATH}/${id}`;
export const issueCommentsPath = (id: number): string => `${issuePath(id)}/comments`;
export const issueHistoryPath = (id: number): string => `${issuePath(id)}/history`;
/** The issues a comment or a chat is linked to (the other way of the link). */
export const itemIssuesPath = (id: number): string => `v1/items/${id}/issues`;
export const chatIssuesPath = (id: number): string => `v1/chats/${id}/issues`;

/** spec §1, docs/issues.md: the roles that create and process issues (read only and analyst only see them). */
export const ISSUE_WRITE_ROLES: readonly RoleName[] = ['moderator', 'operator', 'administrator'];
export const canWriteIssues = (role: RoleName): boolean => ISSUE_WRITE_ROLES.includes(role);

/** spec §9: the status an issue closes with unless settings/issues marks others as closing. */
export const ISSUE_CLOSED_STATUS = 'closed';
/** A status: one of the workspace's (space settings issues.statuses) or a closing one. */
export const IssueStatus = z.string().check(z.minLength(1), z.maxLength(40), z.regex(/^[a-z0-9_]+$/));
export const ISSUE_TITLE_MAX = 300;
export const ISSUE_DESCRIPTION_MAX = 20_000;
export const ISSUE_COMMENT_MAX = 5000;

const Id = z.int().check(z.positive());
const UnixSeconds = z.int();

/** The customer of the comment or chat the issue was made from (untrusted network name). */
export const IssueAuthor = z.object({ id: Id, name: z.string(), provider: z.string() });
export type IssueAuthor = z.infer<typeof IssueAuthor>;

export const Issue = z.object({
  id: Id,
  number: z.int(),
  title: z.string(),
  status: z.string(),
  /** Bumped by every change: writes carry it as `seen` (409 `conflict` when someone changed the issue first). */
  version: z.int(),
  description: degradable('issue.description', z.string(), ''),
  priority: degradable('issue.priority', Priority, 'normal'),
  department_id: degradable('issue.department_id', z.nullable(Id), null),
  assignee: degradable('issue.assignee', z.nullable(UserRef), null),
  /** Unix seconds; null: no deadline. */
  due_at: degradable('issue.due_at', z.nullable(UnixSeconds), null),
  /** The due time passed while it was open. */
  expired: degradable('issue.expired', z.boolean(), false),
  closed: degradable('issue.closed', z.boolean(), false),
  author: degradable('issue.author', z.nullable(IssueAuthor), null),
  creator: degradable('issue.creator', z.nullable(UserRef), null),
  usergroup_id: degradable('issue.usergroup_id', z.nullable(Id), null),
  /** The issue's space: the page offers its members, statuses and departments (null: an answer without it). */
  space_id: degradable('issue.space_id', z.nullable(Id), null),
  item_ids: degradable('issue.item_ids', z.array(Id), []),
  chat_ids: degradable('issue.chat_ids', z.array(Id), []),
  created_at: degradable('issue.created_at', UnixSeconds, 0),
  updated_at: degradable('issue.updated_at', UnixSeconds, 0),
  closed_at: degradable('issue.closed_at', z.nullable(UnixSeconds), null),
});
export type Issue = z.infer<typeof Issue>;

export const ISSUE_HISTORY_FIELDS = [
  'created',
  'title',
  'description',
  'status',
  'priority',
  'department',
  'assignee',
  'due_at',
  'expired',
  'comment',
  'link',
  // Sent to the HelpDeskEddy desk (docs/hde.md): `to` is the ticket's number.
  'desk',
  // docs/issues.md "Attachments": a file added (to: its name) or removed (from: its name).
  'attachment',
] as const;
export const IssueHistoryField = z.enum(ISSUE_HISTORY_FIELDS);
export type IssueHistoryField = z.infer<typeof IssueHistoryField>;

/** One change of an issue: who (null: the server, e.g. the deadline passing), what, when. */
export const IssueHistoryEntry = z.object({
  id: Id,
  issue_id: Id,
  user: z.nullable(UserRef),
  field: z.string(),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  at: UnixSeconds,
});
export type IssueHistoryEntry = z.infer<typeof IssueHistoryEntry>;

export const IssueComment = z.object({ id: Id, user: z.nullable(UserRef), text: z.string(), created_at: UnixSeconds });
export type IssueComment = z.infer<typeof IssueComment>;

// GET v1/issues/{id}: the issue, the team thread (oldest first) and its history (newest first).
export const IssueDetail = z.object({
  issue: Issue,
  comments: degradable('comments', z.array(IssueComment), []),
  history: degradable('history', z.array(IssueHistoryEntry), []),
  // docs/issues.md "Attachments": optional, so a backend without issue files still answers.
  attachments: z._default(z.array(IssueAttachment), []),
});
export type IssueDetail = z.infer<typeof IssueDetail>;

const multi = <T extends z.ZodMiniType>(value: T) => z.optional(z.union([value, z.array(value)]));

export const ISSUES_SORTS_QUERY = ['created_desc', 'created_asc', 'updated_desc', 'due_asc', 'priority_desc'] as const;
// GET v1/issues: the user settings' filters (issues_assigned_to, issues_department_id, issues_sort), the statuses
// (default spec §9: new, inprogress, waiting, delayed), search and keyset paging. A parameter left out reads the
// user's setting; `assigned_to=0` and `department_id[]=0` ask for any.
export const IssuesQuery = z.object({
  'status[]': multi(IssueStatus),
  assigned_to: z.optional(z.union([Digits, z.literal('0')])),
  'department_id[]': multi(z.union([Digits, z.literal('0')])),
  sort: z.optional(z.enum(ISSUES_SORTS_QUERY)),
  author_id: z.optional(Digits),
  q: z.optional(z.string().check(z.maxLength(200))),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.string().check(z.regex(/^(100|[1-9]\d?)$/))),
});
export type IssuesQuery = z.infer<typeof IssuesQuery>;

export const IssuesPage = z.object({ items: z.array(Issue), next_cursor: z.nullable(z.string()) });
export type IssuesPage = z.infer<typeof IssuesPage>;

/** The comments one issue may be made from at once (the bulk bar's selection; screens.md "Bulk"). */
export const ISSUE_ITEMS_MAX = 100;
// POST v1/issues: blank (space_id), or from a comment (item_id) or a chat (chat_id), linked both ways. `item_ids`
// (ours) links more comments of the same space at creation: the bulk bar makes one issue of its selection.
export const IssueCreate = z.object({
  space_id: z.optional(RequestId),
  item_id: z.optional(RequestId),
  item_ids: z.optional(z.array(RequestId).check(z.minLength(1), z.maxLength(ISSUE_ITEMS_MAX))),
  chat_id: z.optional(RequestId),
  title: z.string().check(z.minLength(1), z.maxLength(ISSUE_TITLE_MAX)),
  description: z.optional(z.string().check(z.maxLength(ISSUE_DESCRIPTION_MAX))),
  status: z.optional(IssueStatus),
  priority: z.optional(Priority),
  department_id: z.optional(z.nullable(RequestId)),
  /** Left out: space settings issues.assigned_to (spec §3). */
  assignee_id: z.optional(z.nullable(RequestId)),
  /** Unix seconds; left out: the deadline of the priority (settings/issues), if any. */
  due_at: z.optional(z.nullable(z.int().check(z.positive()))),
});
export type IssueCreate = z.infer<typeof IssueCreate>;

// PATCH v1/issues/{id}: what the user changed, with the version they saw.
export const IssueUpdate = z.object({
  seen: RequestVersion,
  title: z.optional(z.string().check(z.minLength(1), z.maxLength(ISSUE_TITLE_MAX))),
  description: z.optional(z.string().check(z.maxLength(ISSUE_DESCRIPTION_MAX))),
  status: z.optional(IssueStatus),
  priority: z.optional(Priority),
  department_id: z.optional(z.nullable(RequestId)),
  assignee_id: z.optional(z.nullable(RequestId)),
  due_at: z.optional(z.nullable(z.int().check(z.positive()))),
  /** Link more comments or chats of the issue's space. */
  add_item_id: z.optional(RequestId),
  add_chat_id: z.optional(RequestId),
});
export type IssueUpdate = z.infer<typeof IssueUpdate>;

/** 409: someone changed the issue since `seen`: who changed what, and the issue as it is now. */
export const IssueConflict = z.object({
  error: z.string(),
  error_type: z.literal('conflict'),
  current: Issue,
  changes: z.array(IssueHistoryEntry),
});
export type IssueConflict = z.infer<typeof IssueConflict>;

// POST v1/issues/bulk: one status or assignment to many issues; the rest are listed as failed.
export const ISSUES_BULK_MAX = 500;
export const IssuesBulk = z.object({
  ids: z.array(RequestId).check(z.minLength(1), z.maxLength(ISSUES_BULK_MAX)),
  status: z.optional(IssueStatus),
  assignee_id: z.optional(z.nullable(RequestId)),
});
export type IssuesBulk = z.infer<typeof IssuesBulk>;
export const IssuesBulkResult = z.object({
  items: z.array(Issue),
  failed: z.array(z.object({ id: Id, error: z.string() })),
});
export type IssuesBulkResult = z.infer<typeof IssuesBulkResult>;

export const IssueCommentCreate = z.object({ text: z.string().check(z.minLength(1), z.maxLength(ISSUE_COMMENT_MAX)) });
export type IssueCommentCreate = z.infer<typeof IssueCommentCreate>;
export const IssueHistoryPage = z.object({ items: z.array(IssueHistoryEntry) });

// GET v1/issues/authors: the customers issues were made for, like the items' and chats' authors lists.
export const IssueAuthorsQuery = AuthorsQuery;
export const IssueAuthorsPage = AuthorsPage;

/** settings/issues: at most this many statuses in a space, and a deadline of at most a year. */
export const ISSUE_STATUSES_MAX = 20;
export const ISSUE_DEADLINE_HOURS_MAX = 24 * 365;
const DeadlineHours = z.nullable(z.int().check(z.positive(), z.lte(ISSUE_DEADLINE_HOURS_MAX)));
/** Hours from an issue's creation to its due time, per priority (settings/issues); null: none. */
export const IssueDeadlines = z.object({ low: DeadlineHours, normal: DeadlineHours, high: DeadlineHours });
export type IssueDeadlines = z.infer<typeof IssueDeadlines>;

// settings/issues: per space, the statuses (space settings issues.statuses), which of them close an issue, the
// default assignee (issues.assigned_to) and the deadlines per priority; departments are edited beside them.
export const IssueSettings = z.object({
  space_id: Id,
  statuses: z.array(z.string()),
  closing: degradable('closing', z.array(z.string()), [ISSUE_CLOSED_STATUS]),
  assigned_to: degradable('assigned_to', z.nullable(Id), null),
  deadlines: degradable('deadlines', IssueDeadlines, { low: null, normal: null, high: null }),
});
export type IssueSettings = z.infer<typeof IssueSettings>;
export const IssueSettingsQuery = z.object({ space_id: z.optional(Digits) });
export const IssueSettingsUpdate = z.object({
  space_id: RequestId,
  statuses: z.optional(z.array(IssueStatus).check(z.minLength(1), z.maxLength(ISSUE_STATUSES_MAX))),
  closing: z.optional(z.array(IssueStatus).check(z.minLength(1), z.maxLength(ISSUE_STATUSES_MAX))),
  assigned_to: z.optional(z.nullable(RequestId)),
  deadlines: z.optional(IssueDeadlines),
});
export type IssueSettingsUpdate = z.infer<typeof IssueSettingsUpdate>;

// settings/issues departments: POST v1/issues/departments {space_id, name}, PATCH/DELETE v1/issues/departments/{id}.
export const ISSUE_DEPARTMENTS_PATH = 'v1/issues/departments';
export const issueDepartmentPath = (id: number): string => `${ISSUE_DEPARTMENTS_PATH}/${id}`;
export const DepartmentCreate = z.object({
  space_id: RequestId,
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  user_ids: z.optional(z.array(RequestId).check(z.maxLength(500))),
});
export const DepartmentUpdate = z.object({
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  user_ids: z.optional(z.array(RequestId).check(z.maxLength(500))),
});
export const DepartmentRecord = z.object({ id: Id, space_id: Id, name: z.string(), user_ids: z.array(Id) });
export type DepartmentRecord = z.infer<typeof DepartmentRecord>;
/**
 * GET v1/issues/settings: per space; `departments` with their members for settings/issues (objects' departments carry
 * no members). Ours: optional, an older answer reads as none.
 */
export const IssueSettingsList = z.object({
  items: z.array(IssueSettings),
  departments: degradable('departments', z.array(DepartmentRecord), []),
});
