// The authors of a space's items (spec §3 author labels, notes and blocks): the list, one author with
// notes, and the moderator's writes (each told to the space as 'authors.changed'). An author of another space answers
// 404 like a missing one.
import { and, desc, eq, ilike, inArray, like, not, sql, type SQL } from 'drizzle-orm';
import type { AuthorBlock, AuthorDetail, AuthorNote, AuthorsPage, AuthorsQuery, BlockDuration } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { authorBlocks, authorLabels, authorNotes, itemAuthors, users } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { cursorParts, CURSOR_ID_MAX, CURSOR_SECONDS_MAX } from '../http/cursors.ts';
import { itemScopeOf, requirePaidSpace, requirePermission, visibleAuthors, type ItemScope, type UserRow } from './access.ts';
import { likePattern } from './list.ts';
import { loadAuthors, unix } from './load.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// spec §3 block durations; "forever" is stored far ahead and answered as BLOCKED_FOREVER.
const DURATION_MS: Record<Exclude<BlockDuration, 'forever'>, number> = {
  '1h': HOUR,
  '1w': 7 * DAY,
  '1m': 30 * DAY,
  '3m': 90 * DAY,
  '1y': 365 * DAY,
};
const FOREVER = new Date('2200-01-01T00:00:00Z');
export const blockUntil = (duration: BlockDuration, now: number): Date =>
  duration === 'forever' ? FOREVER : new Date(now + DURATION_MS[duration]);

/** Our own accounts' author rows (the authors of our replies) are not people to list or block. */
const notAccount = not(like(itemAuthors.providerId, 'account:%'));

export async function authorOfUser(db: Db, user: UserRow, id: number) {
  const scope = await itemScopeOf(db, user.id);
  const [row] = await db
    .select()
    .from(itemAuthors)
    .where(and(eq(itemAuthors.id, id), visibleAuthors(scope)));
  if (!row) throw new ApiFailure(404, 'notFound');
  return row;
}

const activity = sql`coalesce(${itemAuthors.lastActivityAt}, 'epoch'::timestamptz)`;
const encode = (at: number, id: number) => Buffer.from(`${at}:${id}`).toString('base64');

/** `only`: a further condition on the authors (v1/chats/authors: those with a chat). */
export async function listAuthors(db: Db, scope: ItemScope, query: AuthorsQuery, now: number, only?: SQL): Promise<AuthorsPage> {
  if (scope.spaceIds.length === 0) return { items: [], next_cursor: null };
  const limit = Number(query.limit ?? 50);
  const providers = query['provider[]'] === undefined ? null : [query['provider[]']].flat();
  let keyset;
  if (query.cursor !== undefined) {
    const [at, id] = cursorParts(query.cursor, 'base64', /^(\d{1,12}):(\d{1,10})$/, [CURSOR_SECONDS_MAX, CURSOR_ID_MAX]);
    keyset = sql`(${activity}, ${itemAuthors.id}) < (to_timestamp(${at!}), ${id!})`;
  }
  const search = query.q?.trim() ?? '';
  const rows = await loadAuthors(
    db,
    and(
      visibleAuthors(scope),
      notAccount,
      providers ? inArray(itemAuthors.provider, providers) : undefined,
      search ? ilike(itemAuthors.name, likePattern(search)) : undefined,
      keyset,
      only,
    ),
    now,
    [desc(activity), desc(itemAuthors.id)],
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page, next_cursor: rows.length > limit && last ? encode(last.last_activity_at ?? 0, last.id) : null };
}

async function notesOf(db: Db, authorId: number): Promise<AuthorNote[]> {
  const rows = await db
    .select({ note: authorNotes, name: users.name })
    .from(authorNotes)
    .leftJoin(users, eq(users.id, authorNotes.userId))
    .where(eq(authorNotes.authorId, authorId))
    .orderBy(desc(authorNotes.createdAt), desc(authorNotes.id));
  return rows.map(({ note, name }) => ({
    id: note.id,
    text: note.text,
    user: note.userId === null ? null : { id: note.userId, name: name ?? '' },
    created_at: unix(note.createdAt),
  }));
}

export async function authorDetail(db: Db, user: UserRow, id: number, now: number): Promise<AuthorDetail> {
  await authorOfUser(db, user, id);
  const [author] = await loadAuthors(db, eq(itemAuthors.id, id), now);
  return { author: author!, notes: await notesOf(db, id) };
}

type AuthorWriteDeps = { db: Db; publisher: Publisher; now: () => number };

/** Tells the space's sockets the author changed: open author panels refresh. */
async function publishAuthor({ db, publisher }: AuthorWriteDeps, spaceId: number, id: number, now: number) {
  const [author] = await loadAuthors(db, eq(itemAuthors.id, id), now);
  if (author) publisher.toSpace(spaceId, { method: 'authors.changed', authors: [author] });
  return author;
}

export async function blockAuthor(deps: AuthorWriteDeps, user: UserRow, id: number, block: AuthorBlock | null) {
  const { db } = deps;
  const now = deps.now();
  const author = await authorOfUser(db, user, id);
  requirePermission(user, 'block', author.spaceId);
  await requirePaidSpace(db, author.spaceId, now);
  if (block === null) {
    await db.delete(authorBlocks).where(eq(authorBlocks.authorId, id));
  } else {
    const values = { until: blockUntil(block.duration, now), reason: block.reason, userId: user.id, createdAt: new Date(now) };
    await db
      .insert(authorBlocks)
      .values({ authorId: id, ...values })
      .onConflictDoUpdate({ target: authorBlocks.authorId, set: values });
  }
  await publishAuthor(deps, author.spaceId, id, now);
}

export async function setAuthorLabels(deps: AuthorWriteDeps, user: UserRow, id: number, labels: readonly number[]) {
  const { db } = deps;
  const now = deps.now();
  const author = await authorOfUser(db, user, id);
  requirePermission(user, 'tag', author.spaceId);
  await requirePaidSpace(db, author.spaceId, now);
  await db.transaction(async (tx) => {
    await tx.delete(authorLabels).where(eq(authorLabels.authorId, id));
    const unique = [...new Set(labels)];
    if (unique.length) await tx.insert(authorLabels).values(unique.map((labelId) => ({ authorId: id, labelId })));
  });
  return (await publishAuthor(deps, author.spaceId, id, now))!;
}

export async function addAuthorNote(deps: AuthorWriteDeps, user: UserRow, id: number, text: string): Promise<AuthorNote> {
  const { db } = deps;
  const now = deps.now();
  const author = await authorOfUser(db, user, id);
  requirePermission(user, 'tag', author.spaceId);
  await requirePaidSpace(db, author.spaceId, now);
  const note = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(authorNotes)
      .values({ authorId: id, userId: user.id, text, createdAt: new Date(now) })
      .returning();
    await tx
      .update(itemAuthors)
      .set({ notesCount: sql`${itemAuthors.notesCount} + 1` })
      .where(eq(itemAuthors.id, id));
    return row!;
  });
  await publishAuthor(deps, author.spaceId, id, now);
  return { id: note.id, text: note.text, user: { id: user.id, name: user.name }, created_at: unix(note.createdAt) };
}
