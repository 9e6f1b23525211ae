// GET v1/chats/authors (chats/authors screen): the page of authors with what their chats say, from one
// grouped query over the page's ids (the keyset page itself is items/authors.ts's listAuthors).
import { and, count, inArray, max, sql } from 'drizzle-orm';
import type { Author, ChatAuthor } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { chats } from '../db/schema.ts';
import { visibleChats, type ItemScope } from '../items/access.ts';
import { idList } from '../items/load.ts';

/** The facts count only the chats the user sees (items/access.ts `visibleChats`). */
export async function withChatFacts(db: Db, authors: readonly Author[], scope: ItemScope): Promise<ChatAuthor[]> {
  const ids = authors.map((author) => author.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            authorId: chats.authorId,
            count: count(),
            objectIds: sql<unknown>`array_agg(distinct ${chats.objectId} order by ${chats.objectId})`,
            last: max(chats.updatedAt),
          })
          .from(chats)
          .where(and(inArray(chats.authorId, ids), visibleChats(scope)))
          .groupBy(chats.authorId);
  const byAuthor = new Map(rows.map((row) => [row.authorId, row]));
  return authors.map((author) => {
    const row = byAuthor.get(author.id);
    return {
      ...author,
      chats_count: row?.count ?? 0,
      object_ids: row ? idList(row.objectIds) : [],
      last_chat_at: row?.last ? Math.floor(new Date(row.last).getTime() / 1000) : null,
    };
  });
}
