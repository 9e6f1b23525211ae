// accounts/{id}/exclude, exclude_messages and chats (docs/exclusions.md): an administrator's rules per connected account,
// and the one check every sandbox source makes before it stores an incoming comment or message. An account of another
// workspace answers 404, as a missing one does (docs/adding-a-screen.md "Records of a space").
import { and, asc, desc, eq, ilike, inArray } from 'drizzle-orm';
import {
  ERROR_TYPE_NOT_A_POST,
  excludedWordIn,
  type ChatSettings,
  type ChatSettingsUpdate,
  type ExcludedAuthor,
  type ExclusionScope,
  type Exclusions,
  type ExclusionsUpdate,
  type NewChats,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import {
  accountChatSettings,
  accountExclusions,
  chats,
  companies,
  itemAuthors,
  itemPosts,
  items,
  objects,
  spaceMembers,
  users,
  usergroups,
} from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { assertOwnSpace, type Tx } from '../members/access.ts';

type Account = { id: number; name: string; provider: string; spaceId: number };

/** The account if the caller administers its space; 404 for a missing one or one of another workspace. */
export async function accountOfCaller(db: Tx, callerId: number, id: number): Promise<Account> {
  const [row] = await db
    .select({ id: objects.id, name: objects.name, provider: objects.provider, spaceId: companies.spaceId })
    .from(objects)
    .innerJoin(companies, eq(companies.id, objects.companyId))
    .where(eq(objects.id, id));
  if (!row) throw new ApiFailure(404, 'notFound');
  await assertOwnSpace(db, callerId, row.spaceId);
  return row;
}

async function rowOf(db: Tx, objectId: number, scope: ExclusionScope) {
  const [row] = await db
    .select()
    .from(accountExclusions)
    .where(and(eq(accountExclusions.objectId, objectId), eq(accountExclusions.scope, scope)));
  return row ?? { objectId, scope, words: [], authorIds: [], postIds: [], version: 0 };
}

async function view(db: Tx, account: Account, scope: ExclusionScope): Promise<Exclusions> {
  const row = await rowOf(db, account.id, scope);
  const authors = row.authorIds.length
    ? await db
        .select({ id: itemAuthors.id, name: itemAuthors.name, provider: itemAuthors.provider, avatar: itemAuthors.avatar })
        .from(itemAuthors)
        .where(and(inArray(itemAuthors.id, row.authorIds), eq(itemAuthors.spaceId, account.spaceId)))
        .orderBy(asc(itemAuthors.name), asc(itemAuthors.id))
    : [];
  const posts =
    scope === 'comments' && row.postIds.length
      ? await db
          .select({ id: itemPosts.id, url: itemPosts.url, text: itemPosts.text })
          .from(itemPosts)
          .where(and(inArray(itemPosts.id, row.postIds), eq(itemPosts.objectId, account.id)))
          .orderBy(asc(itemPosts.id))
      : [];
  return {
    account: { id: account.id, name: account.name, provider: account.provider },
    scope,
    words: row.words,
    authors,
    posts,
    version: row.version,
  };
}

export async function exclusionsOf(db: Db, callerId: number, id: number, scope: ExclusionScope): Promise<Exclusions> {
  return view(db, await accountOfCaller(db, callerId, id), scope);
}

/** A post link or id → the id of a post of this account; null when it is none (400 not_a_post names it). */
async function postOfLink(db: Tx, objectId: number, link: string): Promise<number | null> {
  const trimmed = link.trim();
  const byId = /^\d{1,9}$/.test(trimmed) ? eq(itemPosts.id, Number(trimmed)) : undefined;
  const [row] = await db
    .select({ id: itemPosts.id })
    .from(itemPosts)
    .where(and(eq(itemPosts.objectId, objectId), byId ?? eq(itemPosts.url, trimmed)));
  return row?.id ?? null;
}

export type SaveOutcome<T> = { kind: 'ok'; value: T } | { kind: 'conflict'; current: T };

/** Saves the whole list. A save whose `seen` is not the current version is refused with the current rules (409). */
export async function saveExclusions(
  db: Db,
  input: { callerId: number; id: number; scope: ExclusionScope; update: ExclusionsUpdate },
): Promise<SaveOutcome<Exclusions>> {
  const { callerId, id, scope, update } = input;
  return db.transaction(async (tx) => {
    const account = await accountOfCaller(tx, callerId, id);
    // One save of an account's rules at a time: the account row locked.
    await tx.select({ id: objects.id }).from(objects).where(eq(objects.id, account.id)).for('update');
    const before = await rowOf(tx, account.id, scope);
    if (update.seen !== undefined && update.seen !== before.version)
      return { kind: 'conflict', current: await view(tx, account, scope) };
    const postIds: number[] = [];
    if (scope === 'comments')
      for (const link of update.posts ?? []) {
        const postId = await postOfLink(tx, account.id, link);
        if (postId === null)
          throw new ApiFailure(400, 'exclusionNotAPost', { errorType: ERROR_TYPE_NOT_A_POST, params: { link } });
        if (!postIds.includes(postId)) postIds.push(postId);
      }
    // Only authors of this space are kept (another space's id is dropped, never revealed).
    const wanted = [...new Set(update.author_ids)];
    const authorIds = wanted.length
      ? (
          await tx
            .select({ id: itemAuthors.id })
            .from(itemAuthors)
            .where(and(inArray(itemAuthors.id, wanted), eq(itemAuthors.spaceId, account.spaceId)))
        ).map((row) => row.id)
      : [];
    const words = [...new Map(update.words.map((word) => [word.toLocaleLowerCase('ru'), word.trim()])).values()];
    const values = { words, authorIds, postIds, version: before.version + 1 };
    await tx
      .insert(accountExclusions)
      .values({ objectId: account.id, scope, ...values })
      .onConflictDoUpdate({ target: [accountExclusions.objectId, accountExclusions.scope], set: values });
    return { kind: 'ok', value: await view(tx, account, scope) };
  });
}

/** The account's authors (of its comments, or of its chats), by name: the picker's choices. */
export async function exclusionAuthors(
  db: Db,
  input: { callerId: number; id: number; scope: ExclusionScope; q: string },
): Promise<ExcludedAuthor[]> {
  const account = await accountOfCaller(db, input.callerId, input.id);
  const source =
    input.scope === 'comments'
      ? db
          .select({ authorId: items.authorId })
          .from(items)
          // The account's own replies are not an author to exclude.
          .where(and(eq(items.objectId, account.id), eq(items.fromUs, false)))
      : db.select({ authorId: chats.authorId }).from(chats).where(eq(chats.objectId, account.id));
  const q = input.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({ id: itemAuthors.id, name: itemAuthors.name, provider: itemAuthors.provider, avatar: itemAuthors.avatar })
    .from(itemAuthors)
    .where(
      and(
        eq(itemAuthors.spaceId, account.spaceId),
        inArray(itemAuthors.id, source),
        q ? ilike(itemAuthors.name, `%${q}%`) : undefined,
      ),
    )
    .orderBy(asc(itemAuthors.name), asc(itemAuthors.id))
    .limit(20);
}

/**
 * The one check of every source (docs/exclusions.md): an incoming comment or message of this account is not stored when
 * its author, its post (comments) or a word of its text is excluded. Items that arrived before are untouched.
 */
export async function isExcluded(
  db: Tx,
  incoming: { objectId: number; scope: ExclusionScope; authorId: number; postId?: number | null; text: string },
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(accountExclusions)
    .where(and(eq(accountExclusions.objectId, incoming.objectId), eq(accountExclusions.scope, incoming.scope)));
  if (!row) return false;
  if (row.authorIds.includes(incoming.authorId)) return true;
  if (incoming.postId != null && row.postIds.includes(incoming.postId)) return true;
  return excludedWordIn(incoming.text, row.words) !== null;
}

// accounts/{id}/chats

async function chatRowOf(db: Tx, objectId: number) {
  const [row] = await db.select().from(accountChatSettings).where(eq(accountChatSettings.objectId, objectId));
  return row ?? { objectId, newChats: 'all' as NewChats, assigneeType: null, assigneeId: null, version: 0 };
}

async function assigneeChoices(db: Tx, spaceId: number) {
  const members = await db
    .select({ id: users.id, name: users.name })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(eq(spaceMembers.spaceId, spaceId))
    .orderBy(asc(users.name), asc(users.id));
  const groups = await db
    .select({ id: usergroups.id, name: usergroups.name })
    .from(usergroups)
    .where(eq(usergroups.spaceId, spaceId))
    .orderBy(asc(usergroups.name), asc(usergroups.id));
  return [
    ...members.map((row) => ({ type: 'user' as const, ...row })),
    ...groups.map((row) => ({ type: 'usergroup' as const, ...row })),
  ];
}

async function chatView(db: Tx, account: Account): Promise<ChatSettings> {
  const row = await chatRowOf(db, account.id);
  const choices = await assigneeChoices(db, account.spaceId);
  const chosen = choices.find((choice) => choice.type === row.assigneeType && choice.id === row.assigneeId);
  return {
    account: { id: account.id, name: account.name, provider: account.provider },
    new_chats: row.newChats,
    assignee: chosen ? { type: chosen.type, id: chosen.id, name: chosen.name } : null,
    choices,
    version: row.version,
  };
}

export async function chatSettingsOf(db: Db, callerId: number, id: number): Promise<ChatSettings> {
  return chatView(db, await accountOfCaller(db, callerId, id));
}

export async function saveChatSettings(
  db: Db,
  input: { callerId: number; id: number; update: ChatSettingsUpdate },
): Promise<SaveOutcome<ChatSettings>> {
  const { callerId, id, update } = input;
  return db.transaction(async (tx) => {
    const account = await accountOfCaller(tx, callerId, id);
    await tx.select({ id: objects.id }).from(objects).where(eq(objects.id, account.id)).for('update');
    const before = await chatRowOf(tx, account.id);
    if (update.seen !== undefined && update.seen !== before.version)
      return { kind: 'conflict', current: await chatView(tx, account) };
    // The assignee must be a member or user group of the account's space (else 404, never another space's).
    if (update.assignee) {
      const choices = await assigneeChoices(tx, account.spaceId);
      if (!choices.some((choice) => choice.type === update.assignee!.type && choice.id === update.assignee!.id))
        throw new ApiFailure(404, 'notFound');
    }
    const values = {
      newChats: update.new_chats,
      assigneeType: update.assignee?.type ?? null,
      assigneeId: update.assignee?.id ?? null,
      version: before.version + 1,
    };
    await tx
      .insert(accountChatSettings)
      .values({ objectId: account.id, ...values })
      .onConflictDoUpdate({ target: accountChatSettings.objectId, set: values });
    return { kind: 'ok', value: await chatView(tx, account) };
  });
}

/**
 * How a new chat of this account arrives (docs/exclusions.md "Chats"): `null` when it is not collected; else who gets
 * it. 'known_authors' collects a new chat only from an author who already wrote a comment on the account.
 */
export async function newChatArrival(
  db: Tx,
  incoming: { objectId: number; authorId: number },
): Promise<{ assigneeType: 'user' | 'usergroup' | null; assigneeId: number | null } | null> {
  const row = await chatRowOf(db, incoming.objectId);
  if (row.newChats === 'none') return null;
  if (row.newChats === 'known_authors') {
    const [known] = await db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.objectId, incoming.objectId), eq(items.authorId, incoming.authorId)))
      .orderBy(desc(items.id))
      .limit(1);
    if (!known) return null;
  }
  return { assigneeType: row.assigneeType, assigneeId: row.assigneeId };
}
