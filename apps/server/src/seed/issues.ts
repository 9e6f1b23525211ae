// The demo's issues (docs/issues.md): a few tasks of the demo space, one made from a comment, one from a
// chat, one blank, one closed and one whose due time has passed (expired), with their history and a team comment.
// Only the demo seed lays them down (SeedScale.issues): the recordings' test seed starts without issues.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  chats,
  departments,
  issueChats,
  issueComments,
  issueHistory,
  issueItems,
  issues,
  items,
  spaces,
  users,
} from '../db/schema.ts';
import { wholeSeconds } from '../items/load.ts';
import { scheduleJob } from '../jobs/queue.ts';
import { ISSUE_EXPIRE_JOB, issueExpireKey } from '../issues/writes.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../seed.ts';

const HOUR = 3_600_000;

export async function seedIssuesDemo(db: Db, options: { now: number }): Promise<void> {
  const { now } = options;
  const [space] = await db.select({ id: spaces.id }).from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  if (!space) throw new Error('demo space missing');
  const people = await db.select({ id: users.id, email: users.email }).from(users);
  const id = (email: string) => people.find((user) => user.email === email)!.id;
  const [item] = await db
    .select()
    .from(items)
    .where(and(eq(items.spaceId, space.id), isNull(items.parentId)))
    .orderBy(asc(items.id))
    .limit(1);
  const [chat] = await db.select().from(chats).where(eq(chats.spaceId, space.id)).orderBy(asc(chats.id)).limit(1);
  const [sales] = await db.select().from(departments).where(eq(departments.spaceId, space.id)).orderBy(asc(departments.id));
  const operator = id(DEMO_EMAILS.operator);
  const moderator = id(DEMO_EMAILS.moderator);
  const admin = id(DEMO_EMAILS.admin);
  type Seeded = Partial<typeof issues.$inferInsert> & { title: string; hoursAgo: number; itemId?: number; chatId?: number };
  const seeded: Seeded[] = [
    {
      title: 'Вернуть деньги за заказ',
      description: 'Покупатель просит вернуть деньги: проверить заказ и ответить.',
      status: 'new',
      priority: 'high',
      assigneeId: operator,
      creatorId: moderator,
      departmentId: sales?.id ?? null,
      dueAt: wholeSeconds(now + 24 * HOUR),
      authorId: item?.authorId ?? null,
      usergroupId: item?.usergroupId ?? null,
      itemId: item?.id,
      hoursAgo: 5,
    },
    {
      title: 'Перезвонить клиенту',
      status: 'inprogress',
      priority: 'normal',
      assigneeId: operator,
      creatorId: admin,
      dueAt: wholeSeconds(now - 2 * HOUR),
      expired: true,
      authorId: chat?.authorId ?? null,
      usergroupId: chat?.assigneeType === 'usergroup' ? chat.assigneeId : null,
      chatId: chat?.id,
      hoursAgo: 30,
    },
    {
      title: 'Обновить шаблоны ответов',
      status: 'waiting',
      priority: 'low',
      assigneeId: moderator,
      creatorId: admin,
      hoursAgo: 48,
    },
    {
      title: 'Проверить отзывы за неделю',
      status: 'closed',
      priority: 'normal',
      assigneeId: admin,
      creatorId: admin,
      hoursAgo: 72,
    },
  ];
  await db.transaction(async (tx) => {
    let number = 0;
    for (const { hoursAgo, itemId, chatId, ...row } of seeded) {
      number += 1;
      const at = wholeSeconds(now - hoursAgo * HOUR);
      const closed = row.status === 'closed';
      const [issue] = await tx
        .insert(issues)
        .values({
          ...row,
          spaceId: space.id,
          number,
          status: row.status!,
          createdAt: at,
          updatedAt: at,
          closedAt: closed ? wholeSeconds(now - HOUR) : null,
          version: closed ? 2 : row.expired ? 2 : 1,
        })
        .returning();
      if (itemId !== undefined) await tx.insert(issueItems).values({ issueId: issue!.id, itemId });
      if (chatId !== undefined) await tx.insert(issueChats).values({ issueId: issue!.id, chatId });
      const history: Array<typeof issueHistory.$inferInsert> = [
        {
          issueId: issue!.id,
          userId: row.creatorId!,
          field: 'created',
          fromValue: null,
          toValue: String(number),
          version: 1,
          at,
        },
      ];
      if (closed)
        history.push({
          ...history[0]!,
          field: 'status',
          fromValue: 'new',
          toValue: 'closed',
          version: 2,
          at: wholeSeconds(now - HOUR),
        });
      if (row.expired)
        history.push({
          ...history[0]!,
          userId: null,
          field: 'expired',
          fromValue: 'false',
          toValue: 'true',
          version: 2,
          at: row.dueAt!,
        });
      await tx.insert(issueHistory).values(history);
      if (number === 1)
        await tx.insert(issueComments).values({
          issueId: issue!.id,
          userId: moderator,
          text: 'Заказ нашла, деньги можно вернуть.',
          createdAt: wholeSeconds(now - HOUR),
        });
      // The open issue's deadline: the job marks it expired when the time comes (issues/expiry.ts).
      if (!closed && !row.expired && row.dueAt)
        await scheduleJob(tx, {
          kind: ISSUE_EXPIRE_JOB,
          runAt: row.dueAt,
          payload: { id: issue!.id },
          key: issueExpireKey(issue!.id),
        });
    }
  });
}
