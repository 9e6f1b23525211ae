// Issue rows as the contract's shapes (packages/api/src/contract/issues.ts): the assignee, creator and author by
// name, and the linked comments and chats by id.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Issue, IssueComment, IssueHistoryEntry } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { issueChats, issueComments, issueHistory, issueItems, issues, itemAuthors, users } from '../db/schema.ts';

export const unix = (date: Date): number => Math.floor(date.getTime() / 1000);
const unixOrNull = (date: Date | null): number | null => (date ? unix(date) : null);

const assignees = alias(users, 'issue_assignee');
const creators = alias(users, 'issue_creator');

export async function loadIssues(db: Db, options: { where: SQL | undefined; order?: SQL[]; limit?: number }): Promise<Issue[]> {
  const query = db
    .select({
      issue: issues,
      assigneeName: assignees.name,
      creatorName: creators.name,
      author: { id: itemAuthors.id, name: itemAuthors.name, provider: itemAuthors.provider },
      itemIds: sql<
        number[]
      >`array(select ${issueItems.itemId} from ${issueItems} where ${issueItems.issueId} = ${issues.id} order by 1)`,
      chatIds: sql<
        number[]
      >`array(select ${issueChats.chatId} from ${issueChats} where ${issueChats.issueId} = ${issues.id} order by 1)`,
    })
    .from(issues)
    .leftJoin(assignees, eq(assignees.id, issues.assigneeId))
    .leftJoin(creators, eq(creators.id, issues.creatorId))
    .leftJoin(itemAuthors, eq(itemAuthors.id, issues.authorId))
    .where(options.where)
    .orderBy(...(options.order ?? [asc(issues.id)]));
  const rows = options.limit === undefined ? await query : await query.limit(options.limit);
  return rows.map(({ issue, assigneeName, creatorName, author, itemIds, chatIds }) => ({
    id: issue.id,
    number: issue.number,
    title: issue.title,
    status: issue.status,
    version: issue.version,
    description: issue.description,
    priority: issue.priority,
    department_id: issue.departmentId,
    assignee: issue.assigneeId === null ? null : { id: issue.assigneeId, name: assigneeName ?? '' },
    due_at: unixOrNull(issue.dueAt),
    expired: issue.expired,
    closed: issue.closedAt !== null,
    author: author && author.id !== null ? { id: author.id, name: author.name, provider: author.provider } : null,
    creator: issue.creatorId === null ? null : { id: issue.creatorId, name: creatorName ?? '' },
    usergroup_id: issue.usergroupId,
    space_id: issue.spaceId,
    item_ids: itemIds.map(Number),
    chat_ids: chatIds.map(Number),
    created_at: unix(issue.createdAt),
    updated_at: unix(issue.updatedAt),
    closed_at: unixOrNull(issue.closedAt),
  }));
}

export async function loadIssue(db: Db, id: number): Promise<Issue | undefined> {
  const [issue] = await loadIssues(db, { where: eq(issues.id, id) });
  return issue;
}

/** The history, newest first; after a version (a 409): the entries since, oldest first. */
export async function loadIssueHistory(db: Db, issueId: number, afterVersion?: number): Promise<IssueHistoryEntry[]> {
  const rows = await db
    .select({ entry: issueHistory, name: users.name })
    .from(issueHistory)
    .leftJoin(users, eq(users.id, issueHistory.userId))
    .where(
      and(
        eq(issueHistory.issueId, issueId),
        afterVersion === undefined ? undefined : sql`${issueHistory.version} > ${afterVersion}`,
      ),
    )
    .orderBy(...(afterVersion === undefined ? [sql`${issueHistory.id} desc`] : [asc(issueHistory.id)]));
  return rows.map(({ entry, name }) => ({
    id: entry.id,
    issue_id: entry.issueId,
    user: entry.userId === null ? null : { id: entry.userId, name: name ?? '' },
    field: entry.field,
    from: entry.fromValue,
    to: entry.toValue,
    at: unix(entry.at),
  }));
}

/** The team thread, oldest first. */
export async function loadIssueComments(db: Db, issueId: number): Promise<IssueComment[]> {
  const rows = await db
    .select({ comment: issueComments, name: users.name })
    .from(issueComments)
    .leftJoin(users, eq(users.id, issueComments.userId))
    .where(eq(issueComments.issueId, issueId))
    .orderBy(asc(issueComments.id));
  return rows.map(({ comment, name }) => ({
    id: comment.id,
    user: comment.userId === null ? null : { id: comment.userId, name: name ?? '' },
    text: comment.text,
    created_at: unix(comment.createdAt),
  }));
}

/** The issues linking a comment or a chat (the other way of the link), among those the condition lets through. */
export async function issuesLinking(db: Db, link: { itemId?: number; chatId?: number }, visible: SQL): Promise<Issue[]> {
  const linked =
    link.itemId !== undefined
      ? inArray(issues.id, db.select({ id: issueItems.issueId }).from(issueItems).where(eq(issueItems.itemId, link.itemId)))
      : inArray(issues.id, db.select({ id: issueChats.issueId }).from(issueChats).where(eq(issueChats.chatId, link.chatId!)));
  return loadIssues(db, { where: and(linked, visible) });
}
