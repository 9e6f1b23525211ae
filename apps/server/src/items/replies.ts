// Our replies (spec §9 limits): POST v1/items/{id}/reply adds our comment to the item's thread, waiting for
// the network ('pending' until the sandbox source delivers it); PUT v1/items/{id} edits our own comment within the
// network's edit window.
import { eq, sql } from 'drizzle-orm';
import {
  itemReplyAllowed,
  providerOf,
  roleCan,
  textLength,
  type ChangedMeanwhile,
  type Item,
  type ReplyCreate,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { itemAuthors, items, objects } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { accessIn } from '../members/memberAccess.ts';
import { itemOfUser, requirePaidSpace, requireProvider, type ItemRow, type UserRow } from './access.ts';
import { attachToReply, checkReplyFiles, withReplyFiles } from './attachments.ts';
import { itemsMessage } from './list.ts';
import { changedMeanwhile, itemChangesMeanwhile } from './meanwhile.ts';
import type { Language } from '../messages.ts';
import { loadItem, wholeSeconds } from './load.ts';
import { commitChange, publishChanged, threadRoot, type WriteDeps } from './writes.ts';
import { threadStatsIn, threadStatsOut } from '../stats/rollups.ts';
import { macroEntry, macroFields, runnableMacro } from '../macros/run.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The author row of a connected account itself (our replies are written by it). */
export async function accountAuthor(tx: Tx | Db, spaceId: number, objectId: number): Promise<number> {
  const [object] = await tx.select().from(objects).where(eq(objects.id, objectId));
  if (!object) throw new ApiFailure(404, 'notFound');
  const [row] = await tx
    .insert(itemAuthors)
    .values({
      spaceId,
      provider: object.provider,
      providerId: `account:${object.providerId}`,
      name: object.name,
      url: object.url,
    })
    .onConflictDoUpdate({
      target: [itemAuthors.spaceId, itemAuthors.provider, itemAuthors.providerId],
      set: { name: object.name },
    })
    .returning({ id: itemAuthors.id });
  return row!.id;
}

/** Counts an author's new item (quality.md: counters kept with the write, not counted per request). */
export async function countAuthorItem(tx: Tx | Db, authorId: number, at: Date): Promise<void> {
  await tx
    .update(itemAuthors)
    .set({
      itemsCount: sql`${itemAuthors.itemsCount} + 1`,
      lastActivityAt: sql`greatest(${itemAuthors.lastActivityAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(itemAuthors.id, authorId));
}

// spec §5, §9: the network's length limit, counted in its unit by the same counter as the composer's; under files,
// its caption length (Telegram 1024).
function checkLength(provider: string, text: string, files = 0): void {
  const entry = providerOf(provider);
  if (!entry) return;
  const { used, max, over } = textLength(text, provider, 'comment', files);
  if (over) throw new ApiFailure(400, 'itemReplyTooLong', { params: { provider: entry.name, length: used, limit: max } });
}

// A comment deleted on the network (or by us) takes no reply there: the network refuses it, so the server does too.
function checkNotDeleted(row: Pick<ItemRow, 'deleted' | 'provider'>): void {
  if (row.deleted)
    throw new ApiFailure(400, 'itemReplyDeleted', { params: { provider: providerOf(row.provider)?.name ?? row.provider } });
}

/** spec §1: the role of the user's membership of the item's space may reply there. */
export function checkReply(user: UserRow, target: Pick<ItemRow, 'spaceId' | 'provider'>): void {
  const { provider } = target;
  const role = accessIn(user, target.spaceId)?.role;
  if (!role) throw new ApiFailure(403, 'itemRoleForbidden');
  if (itemReplyAllowed(role, provider)) return;
  if (!roleCan(role, 'reply')) throw new ApiFailure(403, 'itemRoleForbidden');
  requireProvider(provider, 'reply');
}

export type ReplyOutcome = { kind: 'ok'; item: Item } | { kind: 'stopped'; body: ChangedMeanwhile };

/** POST v1/items/{id}/reply; with `seen_version`, stopped (409) by another's reply, close or assignment since. */
export async function replyToItem(
  deps: WriteDeps,
  user: UserRow,
  id: number,
  body: ReplyCreate,
  language: Language = 'ru',
): Promise<ReplyOutcome> {
  const { db } = deps;
  const now = deps.now();
  const target = await itemOfUser(db, user, id);
  checkReply(user, target);
  checkNotDeleted(target);
  const fileIds = [...new Set(body.attachment_ids ?? [])];
  checkReplyFiles(target.provider, fileIds.length);
  checkLength(target.provider, body.text, fileIds.length);
  await requirePaidSpace(db, target.spaceId, now);
  // A macro's template began the reply: its other actions go with it, one change (docs/macros.md).
  const macro = body.macro_id === undefined ? null : await runnableMacro(db, user, body.macro_id, target.spaceId);
  const replyId = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(items).where(eq(items.id, id)).for('update');
    if (!row) throw new ApiFailure(404, 'notFound');
    checkNotDeleted(row);
    if (body.seen_version !== undefined) {
      const meanwhile = await itemChangesMeanwhile(tx, id, body.seen_version, user.id);
      if (meanwhile.length > 0) return changedMeanwhile(meanwhile, row.version, language);
    }
    // docs/stats.md: the thread's figures (replied, closed) kept with the reply.
    await threadStatsOut(tx, [threadRoot(row)]);
    const authorId = await accountAuthor(tx, row.spaceId, row.objectId);
    const createdAt = wholeSeconds(now);
    const [reply] = await tx
      .insert(items)
      .values({
        spaceId: row.spaceId,
        companyId: row.companyId,
        objectId: row.objectId,
        provider: row.provider,
        kind: 'comment',
        postId: row.postId,
        authorId,
        parentId: row.parentId ?? row.id,
        // The thread's group, so a live 'items.new' reaches the members limited to it (realtime/socketPublisher.ts).
        usergroupId: row.usergroupId,
        text: body.text,
        createdAt,
        status: 'closed',
        fromUs: true,
        repliedBy: user.id,
        delivery: 'pending',
      })
      .returning({ id: items.id });
    await attachToReply(tx, user, { itemId: id, replyId: reply!.id }, fileIds);
    await countAuthorItem(tx, authorId, createdAt);
    const status = body.close ? 'closed' : 'inprogress';
    const byMacro = macro ? await macroFields(tx, row, user, macro) : null;
    // The status line (the reply's own, or the macro's, which wins) is commitChange's: withStatusLine.
    await commitChange(tx, row, user.id, now, { status, ...byMacro?.set }, [
      { field: 'reply', from: null, to: String(reply!.id) },
      ...(byMacro && byMacro.changes.length > 0 ? [macroEntry(macro!)] : []),
    ]);
    await threadStatsIn(tx, [threadRoot(row)]);
    return reply!.id;
  });
  if (typeof replyId !== 'number') return { kind: 'stopped', body: replyId };
  const [reply] = await withReplyFiles(db, [(await loadItem(db, replyId, user.id, now))!], now);
  deps.publisher.toSpace(target.spaceId, await itemsMessage(db, 'items.new', [reply!]));
  await publishChanged(deps, target.spaceId, [id], user.id);
  return { kind: 'ok', item: reply! };
}

/** PUT v1/items/{id}: only our own reply (its author), only within the network's edit window. */
export async function editReply(deps: WriteDeps, user: UserRow, id: number, text: string): Promise<Item> {
  const { db } = deps;
  const now = deps.now();
  const target: ItemRow = await itemOfUser(db, user, id);
  checkReply(user, target);
  requireProvider(target.provider, 'edit_comment');
  if (!target.fromUs || target.repliedBy !== user.id) throw new ApiFailure(403, 'itemEditNotOwn');
  const window = providerOf(target.provider)?.editWindowS;
  if (window !== undefined && now - target.createdAt.getTime() > window * 1000)
    throw new ApiFailure(403, 'itemEditWindowOver', {
      params: { provider: providerOf(target.provider)?.name ?? target.provider, minutes: Math.round(window / 60) },
    });
  checkLength(target.provider, text);
  await requirePaidSpace(db, target.spaceId, now);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(items).where(eq(items.id, id)).for('update');
    if (!row || row.text === text) return;
    await commitChange(tx, row, user.id, now, { text, editedAt: wholeSeconds(now), delivery: 'pending' }, [
      { field: 'edit', from: row.text, to: text },
    ]);
  });
  await publishChanged(deps, target.spaceId, [id], user.id);
  return (await loadItem(db, id, user.id, now))!;
}
