// The demo inbox: ~300 comments and reviews over the demo space's accounts of several networks, with
// posts, threads with our replies, tags, every status, priorities, sentiments, assignees, authors with labels and
// notes, one blocked, and the hostile corpus (packages/api/src/contract/hostileCorpus.ts). Seeded random: the same
// every run.
import { and, eq, inArray } from 'drizzle-orm';
import {
  COMMENT_STATUSES,
  HOSTILE_NAMES,
  HOSTILE_TEXTS,
  ORDINARY_TEXTS as SHARED_ORDINARY_TEXTS,
  PRIORITIES,
  SENTIMENTS,
  providerOf,
  REVIEW_NETWORKS,
  seededRandom,
  type ItemStatus,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import {
  authorBlocks,
  authorLabels,
  authorNotes,
  companies,
  itemAuthors,
  itemHistory,
  itemPosts,
  itemReads,
  items,
  itemTags,
  labels,
  objects,
  spaceMembers,
  spaces,
  tags,
  users,
} from '../db/schema.ts';
import { accountAuthor } from '../items/replies.ts';
import { wholeSeconds } from '../items/load.ts';
import { seedCompany } from './objects.ts';

export const DEMO_ITEMS_COUNT = 300;

// spec §9 "Stories available 24 hours": Instagram's second post is a story that ended 6 hours ago, its third one has
// 12 hours left (ms from the seed's now to the story's end; the first post is no story).
const STORY_MS = 86_400_000;
const STORY_ENDS_IN_MS: readonly (number | undefined)[] = [undefined, -6 * 3_600_000, 12 * 3_600_000];

// Accounts of the networks the shell's accounts lack, in their own company (spec §3: comments come per account).
const MEDIA_COMPANY = 'Зерно Медиа';
const MEDIA_OBJECTS = [
  { name: 'Zerno Coffee', provider: 'facebook', providerId: '104857600000001', domain: 'facebook.com' },
  { name: '@zernocoffee', provider: 'twitter', providerId: '1500000000000000001', screenName: 'zernocoffee' },
  { name: 'Зерно в ОК', provider: 'ok', providerId: '57000000000001', domain: 'ok.ru' },
  { name: 'Zerno TV', provider: 'youtube', providerId: 'UCzernoCoffeeTV000000001', domain: 'youtube.com' },
  { name: 'Zerno App', provider: 'appstore', providerId: '6400000001', domain: 'apps.apple.com' },
] as const;

// The shared ordinary comments, and two more of the seed's own.
export const ORDINARY_TEXTS: readonly string[] = [
  ...SHARED_ORDINARY_TEXTS,
  'Приложение вылетает при оплате',
  'Какие часы работы в праздники?',
];
export const AUTHOR_NAMES: readonly string[] = [
  'Ольга Смирнова',
  'Иван Петров',
  'Jane Doe',
  'Артём К.',
  'Mike Brown',
  'Светлана',
  'Дмитрий Орлов',
  'Emma Wilson',
];
// The space's tags and author labels (the items and authors below carry the first ones).
const TAG_NAMES = ['Доставка', 'Оплата', 'Приложение', 'Благодарность'];
const TAG_COLORS = ['blue', 'orange', 'purple', 'green'];
const LABEL_NAMES = ['Постоянный клиент', 'Блогер'];
const LABEL_COLORS = ['green', 'red'];
const POSTS = ['Новое сезонное меню', 'Открываемся на Лесной', 'Конкурс: фото с чашкой', 'Акция недели'];
const REPLIES = ['Спасибо, что написали! Уже разбираемся.', 'Thank you! We have passed it on to the team.'];
// Every status appears; new and inprogress most (the default filter shows them).
const STATUSES: readonly ItemStatus[] = ['new', 'new', 'new', 'inprogress', 'inprogress', ...COMMENT_STATUSES];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** Seeds the demo inbox into the demo space (named `spaceName`). */
export async function seedItemsDemo(
  db: Db,
  options: { now: number; spaceName: string; operatorEmail: string; moderatorEmail: string; count?: number },
) {
  const [space] = await db.select({ id: spaces.id }).from(spaces).where(eq(spaces.name, options.spaceName));
  if (!space) throw new Error('demo space missing');
  await seedCompany(db, space.id, { name: MEDIA_COMPANY, objects: MEDIA_OBJECTS });
  const tagIds = (
    await db
      .insert(tags)
      .values(TAG_NAMES.map((name, index) => ({ spaceId: space.id, name, color: TAG_COLORS[index] })))
      .returning({ id: tags.id })
  ).map((row) => row.id);
  const [label] = await db
    .insert(labels)
    .values(LABEL_NAMES.map((name, index) => ({ spaceId: space.id, name, color: LABEL_COLORS[index] })))
    .returning({ id: labels.id });
  const accounts = (
    await db
      .select({ object: objects })
      .from(objects)
      .innerJoin(companies, eq(companies.id, objects.companyId))
      .where(eq(companies.spaceId, space.id))
      .orderBy(objects.id)
  )
    .map((row) => row.object)
    .filter((object) => providerOf(object.provider)?.comments); // WhatsApp has no comments
  const staff = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [options.operatorEmail, options.moderatorEmail]));
  const operator = staff.find((u) => u.email === options.operatorEmail)!.id;
  const moderator = staff.find((u) => u.email === options.moderatorEmail)!.id;
  const random = seededRandom(6);
  const now = options.now;

  const posts = await db
    .insert(itemPosts)
    .values(
      accounts.flatMap((object, a) =>
        POSTS.slice(0, 3).map((text, p) => {
          const storyEnd = object.provider === 'instagram' ? STORY_ENDS_IN_MS[p] : undefined;
          return {
            spaceId: space.id,
            objectId: object.id,
            text,
            url: object.url ? `${object.url}?post=${p + 1}` : null,
            // A story is posted 24 hours before it ends.
            createdAt: wholeSeconds(storyEnd === undefined ? now - (a * 3 + p + 2) * 86_400_000 : now + storyEnd - STORY_MS),
            expiresAt: storyEnd === undefined ? null : wholeSeconds(now + storyEnd),
          };
        }),
      ),
    )
    .returning();

  const providers = [...new Set(accounts.map((o) => o.provider))];
  const authors = await db
    .insert(itemAuthors)
    .values(
      Array.from({ length: 64 }, (_, i) => ({
        spaceId: space.id,
        provider: providers[i % providers.length]!,
        providerId: String(100_000 + i),
        name: i % 9 === 4 ? HOSTILE_NAMES[Math.floor(i / 9) % HOSTILE_NAMES.length]! : `${pick(random, AUTHOR_NAMES)} ${i + 1}`,
        avatar: null,
        url: null,
      })),
    )
    .returning();

  type NewItem = typeof items.$inferInsert;
  const rows: NewItem[] = [];
  for (let n = 0; n < (options.count ?? DEMO_ITEMS_COUNT); n += 1) {
    const object = accounts[n % accounts.length]!;
    const ownPosts = posts.filter((p) => p.objectId === object.id);
    const ownAuthors = authors.filter((a) => a.provider === object.provider);
    const hostile = n % 11 === 5 ? HOSTILE_TEXTS[Math.floor(n / 11) % HOSTILE_TEXTS.length]! : null;
    const review = REVIEW_NETWORKS.has(object.provider);
    rows.push({
      spaceId: space.id,
      companyId: object.companyId,
      objectId: object.id,
      provider: object.provider,
      kind: review ? 'review' : n % 37 === 0 ? 'mention' : 'comment',
      // Each account's items spread over its posts (n % accounts.length picks the account).
      postId: review ? null : ownPosts[Math.floor(n / accounts.length) % ownPosts.length]!.id,
      authorId: ownAuthors[Math.floor(random() * ownAuthors.length)]!.id,
      text: hostile ?? pick(random, ORDINARY_TEXTS),
      rating: review ? 1 + Math.floor(random() * 5) : null,
      createdAt: wholeSeconds(now - n * 517_000 - Math.floor(random() * 300_000) - 60_000),
      status: pick(random, STATUSES),
      priority: n % 13 === 0 ? 'high' : n % 5 === 0 ? 'low' : PRIORITIES[1],
      sentiment: pick(random, SENTIMENTS),
      assigneeId: n % 4 === 0 ? operator : n % 9 === 0 ? moderator : null,
      liked: n % 17 === 0,
      hidden: n % 29 === 0,
      deleted: false,
      version: 1,
    });
  }
  for (const row of rows) if (row.status === 'deleted') row.deleted = true;
  const inserted = await db.insert(items).values(rows).returning();

  // Threads: our reply under each closed or waiting item (one failed, one still pending), and some follow-ups.
  const replies: NewItem[] = [];
  const ourAuthors = new Map<number, number>();
  for (const [n, item] of inserted.entries()) {
    const answered = item.status === 'closed' || item.status === 'waiting';
    if (!answered && n % 15 !== 7) continue;
    const base = {
      ...item,
      id: undefined,
      parentId: item.id,
      rating: null,
      kind: 'comment' as const,
      liked: false,
      hidden: false,
    };
    if (answered) {
      if (!ourAuthors.has(item.objectId)) ourAuthors.set(item.objectId, await accountAuthor(db, space.id, item.objectId));
      replies.push({
        ...base,
        authorId: ourAuthors.get(item.objectId)!,
        text: REPLIES[n % REPLIES.length]!,
        createdAt: new Date(item.createdAt.getTime() + 120_000),
        status: 'closed',
        assigneeId: null,
        fromUs: true,
        repliedBy: operator,
        delivery: n % 23 === 3 ? 'failed' : 'sent',
        deleted: false,
      });
    }
    if (n % 15 === 7)
      replies.push({ ...base, text: pick(random, ORDINARY_TEXTS), createdAt: new Date(item.createdAt.getTime() + 300_000) });
  }
  const threadRows = replies.length ? await db.insert(items).values(replies).returning() : [];

  // History: whoever processed an item moved it from new (version 2).
  const processed = inserted.filter((item) => item.status !== 'new');
  await db
    .update(items)
    .set({ version: 2 })
    .where(
      inArray(
        items.id,
        processed.map((i) => i.id),
      ),
    );
  await db.insert(itemHistory).values(
    processed.map((item) => ({
      itemId: item.id,
      userId: item.assigneeId ?? operator,
      field: 'status',
      fromValue: 'new',
      toValue: item.status,
      version: 2,
      at: new Date(item.createdAt.getTime() + 600_000),
    })),
  );
  await db
    .insert(itemTags)
    .values(
      inserted.flatMap((item, n) => [
        ...(n % 6 === 0 ? [{ itemId: item.id, tagId: tagIds[0]! }] : []),
        ...(n % 10 === 0 ? [{ itemId: item.id, tagId: tagIds[1]! }] : []),
      ]),
    );

  // Read marks: every member has opened what is no longer new.
  const members = await db.select({ id: spaceMembers.userId }).from(spaceMembers).where(eq(spaceMembers.spaceId, space.id));
  const read = [...processed, ...threadRows.filter((row) => !row.fromUs)];
  await db
    .insert(itemReads)
    .values(members.flatMap((m) => read.map((item) => ({ userId: m.id, itemId: item.id, readAt: new Date(now) }))));

  // Author counters, labels, notes and one blocked author.
  for (const author of [...authors, ...[...ourAuthors.values()].map((id) => ({ id }))]) {
    const own = [...inserted, ...threadRows].filter((item) => item.authorId === author.id);
    const last = own.reduce((max, item) => Math.max(max, item.createdAt.getTime()), 0);
    await db
      .update(itemAuthors)
      .set({ itemsCount: own.length, lastActivityAt: last ? new Date(last) : null, notesCount: 0 })
      .where(and(eq(itemAuthors.id, author.id), eq(itemAuthors.spaceId, space.id)));
  }
  await db
    .insert(authorLabels)
    .values(authors.filter((_, i) => i % 7 === 0).map((a) => ({ authorId: a.id, labelId: label!.id })));
  const noted = authors.filter((_, i) => i % 10 === 0);
  await db.insert(authorNotes).values(
    noted.map((a) => ({
      authorId: a.id,
      userId: operator,
      text: 'Постоянный гость, любит раф',
      createdAt: new Date(now - 86_400_000),
    })),
  );
  await db
    .update(itemAuthors)
    .set({ notesCount: 1 })
    .where(
      inArray(
        itemAuthors.id,
        noted.map((a) => a.id),
      ),
    );
  await db.insert(authorBlocks).values({
    authorId: authors[13]!.id,
    userId: moderator,
    until: new Date(now + 7 * 86_400_000),
    reason: 'spam',
    createdAt: new Date(now - 3_600_000),
  });
}
