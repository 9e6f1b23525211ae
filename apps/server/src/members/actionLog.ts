// The record of every change to people and access, tags, labels and macros, for the action log (spec §2.4 logs): who, what, when, before, after.
import { actionLog } from '../db/schema.ts';
import type { Tx } from './access.ts';

export type ActionEntry = {
  spaceId: number;
  userId: number;
  action: string;
  target: {
    type: 'user' | 'invitation' | 'usergroup' | 'tag' | 'label' | 'template' | 'macro' | 'company';
    id: number | null;
  };
  before: unknown;
  after: unknown;
  now: number;
};

export async function recordAction(db: Tx, entry: ActionEntry): Promise<void> {
  await db.insert(actionLog).values({
    spaceId: entry.spaceId,
    userId: entry.userId,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: new Date(entry.now),
  });
}
