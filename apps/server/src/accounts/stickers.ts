// settings/accounts/{id}/stickers (spec §2.4): which of the provider's sticker sets the chat composer offers for the
// account. Kept in objects.settings.stickers (absent: all of them), saved with `seen` like the account page (409).
import { eq } from 'drizzle-orm';
import {
  stickerImagePath,
  stickerSetsOf,
  type AccountStickers,
  type AccountStickersUpdate,
  type AccountStoredSettings,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { objects } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { accountRowOf } from './settings.ts';

type ObjectRow = typeof objects.$inferSelect;

function stickersOf(row: ObjectRow): AccountStickers {
  const chosen = row.settings.stickers;
  return {
    provider: row.provider,
    sets: stickerSetsOf(row.provider).map((entry) => ({
      id: entry.id,
      name: entry.name,
      stickers: entry.stickers.map((s) => ({ id: s.id, name: s.name, url: stickerImagePath(s.id) })),
      enabled: !chosen || chosen.includes(entry.id),
    })),
  };
}

const enabledOf = (stickers: AccountStickers): string[] => stickers.sets.filter((s) => s.enabled).map((s) => s.id);
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v) => b.includes(v));

/** GET v1/objects/{id}/stickers. */
export async function accountStickers(db: Db, callerId: number, id: number): Promise<AccountStickers> {
  return stickersOf((await accountRowOf(db, callerId, id)).row);
}

export type StickersOutcome = { kind: 'ok'; stickers: AccountStickers } | { kind: 'conflict'; current: AccountStickers };

/** PATCH v1/objects/{id}/stickers: the enabled sets, within the provider's (else 400); the row locked for `seen`. */
export async function updateAccountStickers(
  db: Db,
  input: { callerId: number; id: number; update: AccountStickersUpdate },
): Promise<StickersOutcome> {
  const { callerId, id, update } = input;
  await accountRowOf(db, callerId, id);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(objects).where(eq(objects.id, id)).for('update');
    const before = stickersOf(row!);
    if (update.seen && !sameSet(enabledOf(before), update.seen)) return { kind: 'conflict', current: before };
    const all = stickerSetsOf(row!.provider).map((entry) => entry.id);
    if (update.enabled.some((setId) => !all.includes(setId))) throw new ApiFailure(400, 'accountStickerSetUnknown');
    const settings: AccountStoredSettings = { ...row!.settings };
    if (sameSet(all, [...new Set(update.enabled)])) delete settings.stickers;
    else settings.stickers = all.filter((setId) => update.enabled.includes(setId));
    const [after] = await tx.update(objects).set({ settings }).where(eq(objects.id, id)).returning();
    return { kind: 'ok', stickers: stickersOf(after!) };
  });
}
