// Files of our replies to items, the same way as chat messages' (chats/attachments.ts): uploaded one by one
// for the item (POST v1/items/{id}/attachments), then named by id in POST v1/items/{id}/reply, within the network's
// comment quota and upload limits (spec §9); shown with the reply in the item's thread.
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { providerOf, type Attachment, type AttachmentUpload, type Item } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { chatAttachments } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { checkFileFits, checkSenderFiles, storeAttachment } from '../chats/attachments.ts';
import { attachmentsBy, toAttachment } from '../chats/load.ts';
import { itemOfUser, requirePaidSpace, type UserRow } from './access.ts';
import { checkReply } from './replies.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Who may reply to the item may upload for it (a paid space).
async function uploadTarget(deps: { db: Db; now: () => number }, user: UserRow, itemId: number) {
  const target = await itemOfUser(deps.db, user, itemId);
  checkReply(user, target);
  await requirePaidSpace(deps.db, target.spaceId, deps.now());
  return target;
}

/** POST v1/items/{id}/attachments: one file for a reply to the item. */
export async function uploadItemAttachment(
  deps: { db: Db; now: () => number },
  user: UserRow,
  itemId: number,
  body: AttachmentUpload,
): Promise<Attachment> {
  const target = await uploadTarget(deps, user, itemId);
  return storeAttachment(deps, { spaceId: target.spaceId, provider: target.provider, kind: 'comment', itemId }, user, body);
}

/**
 * POST v1/items/{id}/attachments {copy_of}: a file the user uploaded for another item of the space, stored again for
 * this one (a bulk reply), within this item's network's limits; the bytes are copied inside the database.
 */
export async function copyItemAttachment(
  deps: { db: Db; now: () => number },
  user: UserRow,
  itemId: number,
  sourceId: number,
): Promise<Attachment> {
  const target = await uploadTarget(deps, user, itemId);
  const [source] = await deps.db
    .select({ mime: chatAttachments.mime, size: chatAttachments.size })
    .from(chatAttachments)
    .where(
      and(
        eq(chatAttachments.id, sourceId),
        eq(chatAttachments.spaceId, target.spaceId),
        eq(chatAttachments.uploadedBy, user.id),
        isNotNull(chatAttachments.itemId),
      ),
    );
  if (!source) throw new ApiFailure(400, 'chatFileUnknown');
  checkFileFits({ spaceId: target.spaceId, provider: target.provider, kind: 'comment', itemId }, source.mime, source.size);
  const now = deps.now();
  const copied = await deps.db.execute(sql`
    insert into ${chatAttachments} (space_id, item_id, name, mime, size, data, uploaded_by, created_at)
    select space_id, ${itemId}, name, mime, size, data, uploaded_by, ${new Date(now)}
    from ${chatAttachments} where id = ${sourceId}
    returning id, name, mime, size`);
  const row = (copied as unknown as { rows: { id: number; name: string; mime: string; size: number }[] }).rows[0]!;
  return toAttachment(row, now);
}

/** spec §9: the network's number of files per comment (VK 2, X 4, Telegram 5…); none where it takes none. */
export function checkReplyFiles(provider: string, count: number): void {
  if (count === 0) return;
  const entry = providerOf(provider);
  const name = entry?.name ?? provider;
  const uploads = entry?.comments?.uploads ?? 0;
  if (uploads === 0) throw new ApiFailure(400, 'itemNoFiles', { params: { provider: name } });
  if (count > uploads) throw new ApiFailure(400, 'itemTooManyFiles', { params: { provider: name, limit: uploads } });
}

/** Within the reply's transaction: the sender's files, uploaded for this item and not sent yet, go with the reply. */
export async function attachToReply(
  tx: Tx,
  sender: UserRow,
  target: { itemId: number; replyId: number },
  fileIds: readonly number[],
): Promise<void> {
  if (fileIds.length === 0) return;
  const { itemId, replyId } = target;
  const ids = [...fileIds];
  const files = await tx
    .select({ id: chatAttachments.id, uploadedBy: chatAttachments.uploadedBy })
    .from(chatAttachments)
    .where(and(inArray(chatAttachments.id, ids), eq(chatAttachments.itemId, itemId), isNull(chatAttachments.replyId)))
    .for('update');
  checkSenderFiles(files, ids.length, sender.id);
  await tx.update(chatAttachments).set({ replyId }).where(inArray(chatAttachments.id, ids));
}

/** The items with their files (only our replies carry any); the others as they are. */
export async function withReplyFiles(db: Db, rows: Item[], now: number): Promise<Item[]> {
  const ours = rows.filter((row) => row.from_us).map((row) => row.id);
  if (ours.length === 0) return rows;
  const byReply = await attachmentsBy(db, 'replyId', ours, now);
  if (byReply.size === 0) return rows;
  return rows.map((row) => (byReply.has(row.id) ? { ...row, attachments: byReply.get(row.id)! } : row));
}
