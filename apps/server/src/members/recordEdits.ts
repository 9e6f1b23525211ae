// The edit and the removal of a space's settings record (tags, labels, reply templates, macros), written once: the
// record as the caller may see it before and after, the stale check and the write in one transaction with the row
// locked (docs/error-types.md conflict), and the action log's entry (spec §2.4 logs) only for a change made.
import type { Db } from '../db/database.ts';
import { recordAction, type ActionEntry } from './actionLog.ts';

type RecordType = ActionEntry['target']['type'];
/** The transaction `db.transaction` gives its callback. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface RecordEdit<V extends { space_id: number }> {
  type: RecordType;
  id: number;
  userId: number;
  now: number;
  /** The record as the caller may see it (404 when it is not theirs): read before and after. */
  read: () => Promise<V>;
  /** Checks the request against the space the record is in, before the transaction (a 400 or 404 of its own). */
  check?: (before: V) => Promise<void>;
  /** Locks the row, answers 'stale' when the `seen` sent is no longer current, else writes and answers 'applied'. */
  apply: (tx: Tx) => Promise<'stale' | 'applied'>;
}

export type RecordEditOutcome<V> = { kind: 'ok'; record: V } | { kind: 'conflict'; current: V };

export async function editRecord<V extends { space_id: number }>(db: Db, edit: RecordEdit<V>): Promise<RecordEditOutcome<V>> {
  const before = await edit.read();
  await edit.check?.(before);
  const stale = (await db.transaction((tx) => edit.apply(tx))) === 'stale';
  const after = await edit.read();
  if (stale) return { kind: 'conflict', current: after };
  await recordAction(db, {
    spaceId: before.space_id,
    userId: edit.userId,
    action: `${edit.type}.update`,
    target: { type: edit.type, id: edit.id },
    before,
    after,
    now: edit.now,
  });
  return { kind: 'ok', record: after };
}

/** Removes the record (`remove` deletes it and what hangs on it, in one transaction) and logs it with what it was. */
export async function removeRecord<V extends { space_id: number }>(
  db: Db,
  removal: Omit<RecordEdit<V>, 'apply' | 'check'> & { remove: (tx: Tx) => Promise<void> },
): Promise<void> {
  const before = await removal.read();
  await db.transaction((tx) => removal.remove(tx));
  await recordAction(db, {
    spaceId: before.space_id,
    userId: removal.userId,
    action: `${removal.type}.delete`,
    target: { type: removal.type, id: removal.id },
    before,
    after: null,
    now: removal.now,
  });
}
