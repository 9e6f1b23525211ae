// settings/accounts/{id} (spec §2.4 account-edit, reactions): one account's name, company, flag settings (what is
// collected), disconnect and removal, and the reactions its chats offer. An account of a space the caller does not
// administer answers 404 (not a member) or 403 (docs/adding-a-screen.md "Records of a space"). docs/accounts.md.
import { and, count, eq } from 'drizzle-orm';
import {
  flagSettingsOf,
  providerOf,
  type AccountSeen,
  type AccountSettings,
  type AccountStoredSettings,
  type AccountUpdate,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { chats, companies, items, objects } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { assertOwnSpace, type Tx } from '../members/access.ts';
import { toObject } from '../views.ts';

type ObjectRow = typeof objects.$inferSelect;

async function rowOf(db: Tx, callerId: number, id: number): Promise<{ row: ObjectRow; spaceId: number }> {
  const [found] = await db
    .select({ row: objects, spaceId: companies.spaceId })
    .from(objects)
    .innerJoin(companies, eq(objects.companyId, companies.id))
    .where(eq(objects.id, id));
  if (!found) throw new ApiFailure(404, 'notFound');
  await assertOwnSpace(db, callerId, found.spaceId);
  return found;
}

/** The account's row for its administrator: 404 when missing or not of the caller's space, 403 without the role. */
export const accountRowOf = (db: Db, callerId: number, id: number) => rowOf(db, callerId, id);

const flagsOf = (settings: AccountStoredSettings) => ({
  comments: settings.comments !== false,
  messages: settings.messages !== false,
});

/** The provider's reactions offered for the account, in the provider's order. */
const reactionsOf = (row: ObjectRow): (number | string)[] => {
  const all = [...(providerOf(row.provider)?.reactions ?? [])];
  const chosen = row.settings.reactions;
  return chosen ? all.filter((value) => chosen.includes(value)) : all;
};

async function settingsOf(db: Tx, row: ObjectRow): Promise<AccountSettings> {
  const [[itemCount], [chatCount]] = await Promise.all([
    db.select({ n: count() }).from(items).where(eq(items.objectId, row.id)),
    db.select({ n: count() }).from(chats).where(eq(chats.objectId, row.id)),
  ]);
  return {
    // The page is the administrator's: roles.settings is true (assertOwnSpace let them in).
    object: { ...toObject(row, null), roles: { settings: true } },
    disconnected: row.disconnected,
    flags: flagsOf(row.settings),
    reactions: reactionsOf(row),
    counts: { items: itemCount?.n ?? 0, chats: chatCount?.n ?? 0 },
  };
}

export async function accountSettings(db: Db, callerId: number, id: number): Promise<AccountSettings> {
  return settingsOf(db, (await rowOf(db, callerId, id)).row);
}

const sameSet = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value) => b.includes(value));

const unchangedSince = (now: AccountSettings, seen: AccountSeen): boolean =>
  now.object.name === seen.name &&
  now.object.company === seen.company &&
  now.disconnected === seen.disconnected &&
  now.flags.comments === seen.flags.comments &&
  now.flags.messages === seen.flags.messages &&
  sameSet(now.reactions, seen.reactions);

export type AccountOutcome = { kind: 'ok'; settings: AccountSettings } | { kind: 'conflict'; current: AccountSettings };

/**
 * PATCH v1/objects/{id}. The company must be one of the account's space (else 400); the flags only those the
 * catalogue declares for the provider; the reactions within its set. Moving the account moves its items and chats
 * with it (they belong to the company of their account). The row is locked for the `seen` check and the write.
 */
export async function updateAccount(
  db: Db,
  input: { callerId: number; id: number; update: AccountUpdate },
): Promise<AccountOutcome> {
  const { callerId, id, update } = input;
  const { spaceId } = await rowOf(db, callerId, id);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(objects).where(eq(objects.id, id)).for('update');
    const before = await settingsOf(tx, row!);
    if (update.seen && !unchangedSince(before, update.seen)) return { kind: 'conflict', current: before };
    const entry = providerOf(row!.provider);
    const settings: AccountStoredSettings = { ...row!.settings };
    for (const flag of flagSettingsOf(entry)) {
      const value = update.flags?.[flag];
      if (value === undefined) continue;
      if (value) delete settings[flag];
      else settings[flag] = false;
    }
    if (update.reactions) {
      const all = entry?.reactions ?? [];
      if (update.reactions.some((value) => !all.includes(value)))
        throw new ApiFailure(400, 'accountReactionUnknown', { params: { provider: entry?.name ?? row!.provider } });
      if (sameSet(all, update.reactions)) delete settings.reactions;
      else settings.reactions = all.filter((value) => update.reactions!.includes(value));
    }
    if (update.company !== undefined && update.company !== row!.companyId) {
      const [company] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.id, update.company), eq(companies.spaceId, spaceId)));
      if (!company) throw new ApiFailure(400, 'accountCompanyUnknown', { errorType: 'invalid_company' });
      await tx.update(items).set({ companyId: company.id }).where(eq(items.objectId, id));
      await tx.update(chats).set({ companyId: company.id }).where(eq(chats.objectId, id));
    }
    const [after] = await tx
      .update(objects)
      .set({
        name: update.name ?? row!.name,
        companyId: update.company ?? row!.companyId,
        disconnected: update.disconnected ?? row!.disconnected,
        settings,
      })
      .where(eq(objects.id, id))
      .returning();
    return { kind: 'ok', settings: await settingsOf(tx, after!) };
  });
}

/** DELETE v1/objects/{id}: the account goes, and with it its comments, posts and chats (the foreign keys cascade). */
export async function removeAccount(db: Db, input: { callerId: number; id: number }): Promise<void> {
  await rowOf(db, input.callerId, input.id);
  await db.delete(objects).where(eq(objects.id, input.id));
}
