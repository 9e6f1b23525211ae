// Our extension to the reply calls (docs/error-types.md `changed_meanwhile`): what ANOTHER user did to a comment since
// the version the replying user saw, among the three changes that stop a reply (a reply, closing, an assignment).
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import { ERROR_TYPE_CHANGED_MEANWHILE, type ChangedMeanwhile, type MeanwhileChange } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { itemHistory, items, users } from '../db/schema.ts';
import { translate, type Language, type MessageKey } from '../messages.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const WHAT: Record<MeanwhileChange['kind'], MessageKey> = {
  reply: 'replyMeanwhileReplied',
  close: 'replyMeanwhileClosed',
  assign: 'replyMeanwhileAssigned',
};

/** The 409's body: the newest change names who and what; `seen` is the marker to send again with. */
export function changedMeanwhile(changes: MeanwhileChange[], seen: number, language: Language): ChangedMeanwhile {
  const last = changes.at(-1)!;
  const user = last.user?.name ?? translate('itemConflictSomeone', language);
  const error = translate('replyChangedMeanwhile', language, { user, what: translate(WHAT[last.kind], language) });
  return { error, error_type: ERROR_TYPE_CHANGED_MEANWHILE, seen, changes };
}

const nameOf = async (tx: Tx | Db, id: string | null): Promise<string | null> => {
  if (id === null) return null;
  const [row] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, Number(id)));
  return row?.name ?? null;
};

/** Another user's replies, closings and assignments of item `itemId` after version `seen` (oldest first). */
export async function itemChangesMeanwhile(tx: Tx | Db, itemId: number, seen: number, userId: number) {
  const rows = await tx
    .select({ entry: itemHistory, name: users.name })
    .from(itemHistory)
    .leftJoin(users, eq(users.id, itemHistory.userId))
    .where(
      and(
        eq(itemHistory.itemId, itemId),
        gt(itemHistory.version, seen),
        ne(itemHistory.userId, userId),
        inArray(itemHistory.field, ['reply', 'status', 'assignee']),
      ),
    )
    .orderBy(itemHistory.id);
  const changes: MeanwhileChange[] = [];
  for (const { entry, name } of rows) {
    const user = entry.userId === null ? null : { id: entry.userId, name: name ?? '' };
    const at = Math.floor(entry.at.getTime() / 1000);
    if (entry.field === 'reply') {
      const [reply] = await tx
        .select({ text: items.text })
        .from(items)
        .where(eq(items.id, Number(entry.toValue)));
      changes.push({ kind: 'reply', user, at, text: reply?.text ?? null });
    } else if (entry.field === 'status' && entry.toValue === 'closed') changes.push({ kind: 'close', user, at, text: null });
    else if (entry.field === 'assignee') changes.push({ kind: 'assign', user, at, text: await nameOf(tx, entry.toValue) });
  }
  return changes;
}
