// The subscription digest job: what the filter matched since the last look (the items after its watermark), summarised with links to the items, sent by
// the subscription's channel, then the next look scheduled (frequencies.ts). In the console it is spec §7's notify of
// type comments_filter, shown 120 s by the console (spec §9).
import { and, count, desc, eq, gt, inArray, lte, max } from 'drizzle-orm';
import { ItemsQuery, type Item } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { filterSubscriptions, itemAuthors, items, savedFilters, spaces, users } from '../db/schema.ts';
import { itemScopeOf, scopeWithin, type ItemScope } from '../items/access.ts';
import { itemFilters } from '../items/list.ts';
import { loadItems } from '../items/load.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { translate, type Language } from '../messages.ts';
import { sendMail } from '../profile/mail.ts';
import type { Publisher } from '../realtime/publisher.ts';
import type { ChannelAdapters } from '../integrations/channel.ts';
import { createSandboxChannels } from '../integrations/sandbox.ts';
import { postToChannel } from '../integrations/spaceChannels.ts';
import { processTokenCipher, type TokenCipher } from '../integrations/tokenCipher.ts';
import { nextRunAt } from './frequencies.ts';
import { senderHeaders } from '../workspace/mailSender.ts';

/** A digest lists this many items, then says how many more. */
export const DIGEST_ITEMS = 10;
const EXCERPT = 140;

type FilterQuery = Record<string, string | string[]>;

/** A saved filter's query (names without `[]`, spec §3) as the items list reads it; what it cannot read is left out. */
export function itemsQueryOf(query: FilterQuery): ItemsQuery {
  const listNames = new Set(Object.keys(ItemsQuery.shape).filter((key) => key.endsWith('[]')));
  const read: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(query)) {
    const key = listNames.has(`${name}[]`) ? `${name}[]` : name;
    if (key === 'cursor' || key === 'limit') continue;
    read[key] = value;
  }
  const parsed = ItemsQuery.safeParse(read);
  if (parsed.success) return parsed.data;
  // Drop the unreadable parameters one by one, keeping the rest of the filter.
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return ItemsQuery.parse(Object.fromEntries(Object.entries(read).filter(([key]) => !bad.has(key))));
}

/** The console's comments list with the filter applied: `name[]=a` for lists, as the filter button writes them. */
export function listLinkOf(origin: string, query: FilterQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const one of Array.isArray(value) ? value : [value]) search.append(Array.isArray(value) ? `${name}[]` : name, one);
  const text = search.toString();
  return `${origin}/items${text === '' ? '' : `?${text}`}`;
}

type Matches = { count: number; first: Item[] };

/** The items a look covers: after the subscription's watermark, up to the newest item now (docs/socket.md). */
type Window = { after: number; upTo: number };

/** The newest item's id: where this look's window ends and the next one's begins. */
export async function newestItemId(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db.select({ id: max(items.id) }).from(items);
  return row?.id ?? 0;
}

async function matchesIn(db: Db, scope: ItemScope, query: ItemsQuery, window: Window, now: number): Promise<Matches> {
  if (scope.spaceIds.length === 0) return { count: 0, first: [] };
  const where = and(
    itemFilters(query, { userId: scope.userId, scope, now }),
    gt(items.id, window.after),
    lte(items.id, window.upTo),
  );
  const [total] = await db
    .select({ n: count() })
    .from(items)
    .innerJoin(itemAuthors, eq(itemAuthors.id, items.authorId))
    .where(where);
  if (!total || total.n === 0) return { count: 0, first: [] };
  const first = await loadItems(db, {
    userId: scope.userId,
    now,
    where,
    order: [desc(items.id)],
    limit: DIGEST_ITEMS,
  });
  return { count: total.n, first };
}

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

export function digestText(matches: Matches, origin: string, language: Language): string {
  const lines = matches.first.map((item) => `• ${item.author.name}: ${excerpt(item.text)}\n  ${origin}/items/${item.id}`);
  const more = matches.count - matches.first.length;
  if (more > 0) lines.push(translate('digestMore', language, { count: more }));
  return lines.join('\n');
}

export function subscriptionDigestJob(deps: {
  adapters?: ChannelAdapters;
  publisher?: Publisher;
  tokens?: TokenCipher;
}): JobHandler {
  return async (job, { db, now }) => {
    const channels = {
      adapters: deps.adapters ?? createSandboxChannels({ db, now: () => now }),
      tokens: deps.tokens ?? processTokenCipher,
    };
    const [found] = await db
      .select({ row: filterSubscriptions, filter: savedFilters, user: users })
      .from(filterSubscriptions)
      .innerJoin(savedFilters, eq(savedFilters.id, filterSubscriptions.filterId))
      .innerJoin(users, eq(users.id, filterSubscriptions.userId))
      .where(eq(filterSubscriptions.id, Number(job.payload.id)));
    if (!found || found.row.frequency === 'never' || found.user.blockedAt !== null) return { kind: 'done' };
    const { row, filter, user } = found;
    const language: Language = user.locale ?? 'ru';
    const query = itemsQueryOf(filter.query);
    // Only the spaces that keep subscriptions on (spec §3 space setting `subscriptions`).
    const scope = await itemScopeOf(db, user.id);
    const spaceRows = scope.spaceIds.length
      ? await db
          .select({ id: spaces.id, settings: spaces.settings })
          .from(spaces)
          .where(inArray(spaces.id, [...scope.spaceIds]))
      : [];
    const on = scopeWithin(
      scope,
      spaceRows.filter((space) => space.settings.subscriptions).map((space) => space.id),
    );
    // The watermark by item id, not by time: comments are stamped in whole seconds (items/load.ts wholeSeconds).
    const window: Window = { after: row.lastItemId, upTo: await newestItemId(db) };
    const title = (n: number) => translate('digestTitle', language, { filter: filter.name, count: n });
    const link = listLinkOf(row.origin, filter.query);
    let sent = false;
    if (row.channel === 'telegram' || row.channel === 'slack') {
      // Each space's matches go to that space's own bot or app.
      for (const spaceId of on.spaceIds) {
        const matches = await matchesIn(db, scopeWithin(on, [spaceId]), query, window, now);
        if (matches.count === 0) continue;
        const message = { title: title(matches.count), text: digestText(matches, row.origin, language), link };
        sent = (await postToChannel(db, channels, spaceId, row.channel, message)) || sent;
      }
    } else {
      const matches = await matchesIn(db, on, query, window, now);
      if (matches.count > 0 && row.channel === 'email') {
        const text = `${digestText(matches, row.origin, language)}\n\n${translate('digestLink', language, { link })}`;
        // settings/email: a digest of one workspace goes from its confirmed sender; one across several, from the server's.
        const sender = on.spaceIds.length === 1 ? await senderHeaders(db, on.spaceIds[0]!) : {};
        await sendMail(db, { ...sender, userId: user.id, to: user.email, subject: title(matches.count), text, link, now });
        sent = true;
      } else if (matches.count > 0) {
        const [latest] = matches.first;
        deps.publisher?.toUser(user.id, {
          method: 'notify',
          type: 'comments_filter',
          id: filter.id,
          title: title(matches.count),
          text: latest ? `${latest.author.name}: ${excerpt(latest.text)}` : '',
          user: null,
          icon: null,
          class: null,
          duration: null,
        });
        sent = true;
      }
    }
    await db
      .update(filterSubscriptions)
      .set(sent ? { lastItemId: window.upTo, sentAt: new Date(now) } : { lastItemId: window.upTo })
      .where(eq(filterSubscriptions.id, row.id));
    const next = nextRunAt(row.frequency, row.channel, now);
    return next === null ? { kind: 'done' } : { kind: 'reschedule', runAt: new Date(next) };
  };
}
