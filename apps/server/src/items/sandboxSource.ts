// The sandbox networks: new comments arrive on the connected accounts of every paid space at
// SANDBOX_ITEMS_PER_MINUTE (ordinary and hostile text mixed), and our pending replies are "delivered" after 1–3 s,
// some failing (delivery 'failed'). Both reach the space's sockets ('items.new', 'items.changed').
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { HOSTILE_NAMES, HOSTILE_TEXTS, providerOf, REVIEW_NETWORKS, seededRandom } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { companies, itemAuthors, itemPosts, items, objects, spaces } from '../db/schema.ts';
import { sandboxRateFrom, sandboxTimer } from '../domain/sandboxTimer.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { AUTHOR_NAMES, ORDINARY_TEXTS } from '../seed/items.ts';
import { itemsMessage } from './list.ts';
import { loadItems, wholeSeconds } from './load.ts';
import { countAuthorItem } from './replies.ts';
import { queueInstantAlerts } from '../subscriptions/store.ts';
import { isExcluded } from '../exclusions/rules.ts';
import { threadStatsIn } from '../stats/rollups.ts';

export type SandboxSourceOptions = {
  db: Db;
  publisher: Publisher;
  /** The server's clock (TEST_CLOCK moves it): what arrivals are stamped with and replies delivered by. */
  now?: () => number;
  /** What paces the arrivals (default `now`): the server passes the machine's time, so moving its clock an hour with
   * TEST_CLOCK makes no hour of arrivals at once. */
  elapsed?: () => number;
  /** New comments per minute in each paid space, spread over its accounts; 0: none. */
  itemsPerMinute: number;
  /** Share of replies the network refuses; default 0.05. */
  failureRate?: number;
  /** Delivery latency bounds; default 1–3 s. */
  latencyMs?: readonly [number, number];
  random?: () => number;
};

export interface SandboxSource {
  /** Makes the comments due since the last tick and delivers the replies whose latency has passed. */
  tick(): Promise<{ created: number; delivered: number }>;
  /** One comment with this text on this account now (the e2e tests' POST /v1/sandbox/comments): its id, or null when
   * the account's exclusions keep it out (docs/exclusions.md) or the account makes no comments. */
  comment(objectId: number, text: string): Promise<number | null>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

/** SANDBOX_ITEMS_PER_MINUTE: a non-negative number; default 3. */
export function itemsPerMinuteFrom(value: string | undefined, fallback = 3): number {
  return sandboxRateFrom('SANDBOX_ITEMS_PER_MINUTE', value, fallback);
}

export function createSandboxSource(options: SandboxSourceOptions): SandboxSource {
  const { db, publisher } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? seededRandom(now());
  const failureRate = options.failureRate ?? 0.05;
  const [minLatency, maxLatency] = options.latencyMs ?? [1000, 3000];
  // Latency per reply, chosen once: a reply is delivered when its own moment comes.
  const dueAt = new Map<number, number>();
  const elapsed = options.elapsed ?? now;
  let last = elapsed();
  let owed = 0;

  async function accounts() {
    const rows = await db
      .select({ object: objects, spaceId: companies.spaceId, companySettings: companies.settings })
      .from(objects)
      .innerJoin(companies, eq(companies.id, objects.companyId))
      .innerJoin(spaces, eq(spaces.id, companies.spaceId))
      .where(and(isNull(objects.error), eq(objects.disconnected, false), gt(spaces.expiresAt, new Date(now()))))
      .orderBy(asc(objects.id));
    // settings/accounts/{id}: a disconnected account, or one whose comments are turned off, collects none.
    return rows.filter((row) => providerOf(row.object.provider)?.comments && row.object.settings.comments !== false);
  }

  async function createComment(account: Awaited<ReturnType<typeof accounts>>[number], given?: string): Promise<number | null> {
    const { object, spaceId } = account;
    const hostile = given === undefined && random() < 0.15;
    const name = hostile
      ? HOSTILE_NAMES[Math.floor(random() * HOSTILE_NAMES.length)]!
      : AUTHOR_NAMES[Math.floor(random() * AUTHOR_NAMES.length)]!;
    const at = wholeSeconds(now());
    const id = await db.transaction(async (tx) => {
      const [author] = await tx
        .insert(itemAuthors)
        .values({ spaceId, provider: object.provider, providerId: `sandbox-${Math.floor(random() * 50)}`, name })
        .onConflictDoUpdate({ target: [itemAuthors.spaceId, itemAuthors.provider, itemAuthors.providerId], set: { name } })
        .returning({ id: itemAuthors.id });
      const [post] = await tx
        .select({ id: itemPosts.id })
        .from(itemPosts)
        .where(eq(itemPosts.objectId, object.id))
        .orderBy(sql`${itemPosts.createdAt} desc`)
        .limit(1);
      const review = REVIEW_NETWORKS.has(object.provider);
      const text =
        given ??
        (hostile
          ? HOSTILE_TEXTS[Math.floor(random() * HOSTILE_TEXTS.length)]!
          : ORDINARY_TEXTS[Math.floor(random() * ORDINARY_TEXTS.length)]!);
      const postId = review ? null : (post?.id ?? null);
      // docs/exclusions.md: an excluded author, post or word keeps the comment out; it is not stored at all.
      if (await isExcluded(tx, { objectId: object.id, scope: 'comments', authorId: author!.id, postId, text })) return null;
      const [row] = await tx
        .insert(items)
        .values({
          spaceId,
          companyId: object.companyId,
          objectId: object.id,
          provider: object.provider,
          kind: review ? 'review' : 'comment',
          postId,
          authorId: author!.id,
          text,
          rating: review ? 1 + Math.floor(random() * 5) : null,
          createdAt: at,
          status: 'new',
          // spec §3 Company.settings.items_assigned_to: who the company's new items go to (docs/companies.md).
          assigneeId: account.companySettings.items_assigned_to ?? null,
        })
        .returning({ id: items.id });
      await countAuthorItem(tx, author!.id, at);
      await threadStatsIn(tx, [row!.id]); // docs/stats.md: received, counted with the write
      return row!.id;
    });
    if (id === null) return null;
    // Nobody has read it yet: loaded as seen by no user.
    const fresh = await loadItems(db, { userId: 0, now: now(), where: eq(items.id, id) });
    publisher.toSpace(spaceId, await itemsMessage(db, 'items.new', fresh));
    // spec §3, §9: 'at once' alerts by the console, Telegram and Slack look now, after the commit (the runner sends).
    await queueInstantAlerts(db, spaceId, now());
    return id;
  }

  async function deliver(): Promise<number> {
    const pending = await db
      .select({ id: items.id, spaceId: items.spaceId })
      .from(items)
      .where(eq(items.delivery, 'pending'))
      .orderBy(asc(items.id))
      .limit(200);
    const at = now();
    const due = pending.filter((row) => {
      if (!dueAt.has(row.id)) dueAt.set(row.id, at + minLatency + random() * (maxLatency - minLatency));
      return dueAt.get(row.id)! <= at;
    });
    for (const row of due) {
      dueAt.delete(row.id);
      const delivery = random() < failureRate ? 'failed' : 'sent';
      // Only a reply still pending changes (an edit may have made it pending again meanwhile: then it waits anew).
      await db
        .update(items)
        .set({ delivery })
        .where(and(eq(items.id, row.id), eq(items.delivery, 'pending')));
    }
    const bySpace = new Map<number, number[]>();
    for (const row of due) bySpace.set(row.spaceId, [...(bySpace.get(row.spaceId) ?? []), row.id]);
    for (const [spaceId, ids] of bySpace) {
      const rows = await loadItems(db, { userId: 0, now: at, where: inArray(items.id, ids) });
      publisher.toSpace(spaceId, await itemsMessage(db, 'items.changed', rows));
    }
    return due.length;
  }

  async function tick() {
    const at = elapsed();
    owed += (options.itemsPerMinute * Math.max(0, at - last)) / 60_000;
    last = at;
    let created = 0;
    if (owed >= 1) {
      const list = await accounts();
      const bySpace = new Map<number, typeof list>();
      for (const row of list) bySpace.set(row.spaceId, [...(bySpace.get(row.spaceId) ?? []), row]);
      for (; owed >= 1; owed -= 1) {
        for (const own of bySpace.values()) {
          if ((await createComment(own[Math.floor(random() * own.length)]!)) !== null) created += 1;
        }
      }
    }
    return { created, delivered: await deliver() };
  }

  async function comment(objectId: number, text: string): Promise<number | null> {
    const account = (await accounts()).find((row) => row.object.id === objectId);
    return account ? createComment(account, text) : null;
  }

  return {
    tick,
    comment,
    ...sandboxTimer(tick, {
      label: 'sandbox source',
      onStart: () => {
        last = elapsed();
      },
    }),
  };
}
