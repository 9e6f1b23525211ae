import type { Author, Item, ItemStatus, Post, Sentiment } from '../contract/items.ts';
import type { NetworkId } from '../contract/networks.ts';
import type { NamedRecord, SocialObject } from '../contract/objects.ts';
import { DEMO_OBJECTS, FIXTURE_NOW } from './fixtures.ts';
import { HOSTILE_NAMES, HOSTILE_TEXTS, seededRandom } from '../contract/hostileCorpus.ts';

// The comments inbox's demo data: deterministic, so stories and screenshots look the same on every run.

// The generator and the hostile corpus are shared with the server's seed and sandbox sources (one copy).
export { HOSTILE_FILE_NAMES, HOSTILE_NAMES, HOSTILE_TEXTS, seededRandom } from '../contract/hostileCorpus.ts';
import { ORDINARY_TEXTS } from '../contract/hostileCorpus.ts';

const NAMES: readonly string[] = ['Ольга Смирнова', 'Иван Петров', 'Jane Doe', 'Артём К.', 'Mike Brown', 'Светлана'];
const POSTS: readonly string[] = ['Новое сезонное меню', 'Открываемся на Лесной', 'Конкурс: фото с чашкой', 'Акция недели'];
const STATUSES: readonly ItemStatus[] = ['new', 'new', 'new', 'inprogress', 'inprogress', 'open', 'closed', 'delayed', 'waiting'];
const SENTIMENTS: readonly Sentiment[] = ['negative', 'neutral', 'positive', 'none'];
const COMMENT_PROVIDERS = new Set<string>(['vk', 'instagram', 'gmaps', 'facebook', 'youtube', 'ok']);

// The names of every tag and author label id the fixture uses (as the server's seed names its first ones), so a chip
// shows a name; '#id' stays the fallback for an id the space does not know.
export const INBOX_TAGS: readonly NamedRecord[] = [{ id: 11, name: 'Доставка' }];
export const INBOX_LABELS: readonly NamedRecord[] = [{ id: 1, name: 'VIP' }];

export interface ItemsFixture {
  items: Item[];
  posts: Post[];
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/**
 * `count` top-level comments (newest first at FIXTURE_NOW) over the accounts that have comments, with our replies in
 * some threads; every eleventh comment carries a hostile text, every ninth author a hostile name.
 */
export function createItemsFixture(count = 240, objects: readonly SocialObject[] = DEMO_OBJECTS, seed = 6): ItemsFixture {
  const random = seededRandom(seed);
  const accounts = objects.filter((o) => COMMENT_PROVIDERS.has(o.provider));
  const now = Math.floor(FIXTURE_NOW / 1000);
  const posts: Post[] = accounts.flatMap((object, index) =>
    POSTS.map((text, n) => ({
      id: index * POSTS.length + n + 1,
      object_id: object.id,
      text,
      url: object.url === null ? null : `${object.url}?post=${n + 1}`,
      image: null,
      created_at: now - 86_400 * (n + 2),
      expires_at: null,
    })),
  );
  const authors: Author[] = Array.from({ length: 60 }, (_, index) => {
    const provider = (accounts[index % accounts.length]?.provider ?? 'vk') as NetworkId;
    return {
      id: index + 1,
      provider,
      provider_id: String(100_000 + index),
      name: index % 9 === 4 ? HOSTILE_NAMES[index % HOSTILE_NAMES.length]! : `${pick(random, NAMES)} ${index + 1}`,
      avatar: null,
      url: null,
      labels: index % 7 === 0 ? [1] : [],
      notes_count: index % 10 === 0 ? 1 : 0,
      blocked_until: index === 13 ? now + 7 * 86_400 : null,
      items_count: 0,
      last_activity_at: null,
    };
  });
  const items: Item[] = [];
  let id = 1;
  for (let n = 0; n < count; n += 1) {
    const object = accounts[n % accounts.length]!;
    const post = posts.filter((p) => p.object_id === object.id)[n % POSTS.length]!;
    const author = authors.filter((a) => a.provider === object.provider)[n % 10] ?? authors[0]!;
    const createdAt = now - n * 517 - Math.floor(random() * 300);
    const status = pick(random, STATUSES);
    const comment: Item = {
      id: id++,
      object_id: object.id,
      company_id: object.company,
      provider: object.provider as NetworkId,
      kind: object.provider === 'gmaps' ? 'review' : 'comment',
      post_id: post.id,
      author,
      parent_id: null,
      text: n % 11 === 5 ? HOSTILE_TEXTS[Math.floor(n / 11) % HOSTILE_TEXTS.length]! : pick(random, ORDINARY_TEXTS),
      rating: object.provider === 'gmaps' ? 1 + Math.floor(random() * 5) : null,
      created_at: createdAt,
      edited_at: null,
      status,
      priority: n % 13 === 0 ? 'high' : n % 5 === 0 ? 'low' : 'normal',
      sentiment: pick(random, SENTIMENTS),
      tags: n % 6 === 0 ? [11] : [],
      assignee: n % 4 === 0 ? { id: 4, name: 'Олег Оператор' } : null,
      unread: status === 'new',
      liked: false,
      hidden: false,
      from_us: false,
      replied_by: null,
      delivery: null,
      version: 1,
    };
    items.push(comment);
    if (status === 'closed' || status === 'waiting')
      items.push({
        ...comment,
        id: id++,
        parent_id: comment.id,
        author: { ...author, id: 1000 + object.id, name: object.name, labels: [], notes_count: 0, blocked_until: null },
        text: 'Спасибо, что написали! Уже разбираемся.',
        rating: null,
        created_at: createdAt + 120,
        status: 'closed',
        tags: [],
        unread: false,
        from_us: true,
        replied_by: { id: 4, name: 'Олег Оператор' },
        delivery: 'sent',
      });
  }
  for (const author of authors) {
    const own = items.filter((item) => item.author.id === author.id);
    author.items_count = own.length;
    author.last_activity_at = own.reduce<number | null>((last, item) => Math.max(last ?? 0, item.created_at), null);
  }
  return {
    items: items.map((item) => ({ ...item, author: authors.find((a) => a.id === item.author.id) ?? item.author })),
    posts,
  };
}
